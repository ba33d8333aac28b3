import {
  PRIVACY_MESSAGES as M,
  PRIVACY_REQUEST_STATUSES,
  PRIVACY_REQUEST_TYPES,
  type PrivacyRequestDto,
} from '@salon/shared';
import { App, Button, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useArchiveLink, usePrivacyRequests } from '../api/privacy-requests';
import { LoadFailed } from './LoadFailed';

const STATUS_COLORS = {
  pending: 'gold',
  processing: 'blue',
  completed: 'green',
  rejected: 'red',
} as const;

/** The customer's own requests, newest first, with their status and due date. */
export function MyPrivacyRequests() {
  const requests = usePrivacyRequests();
  if (requests.isPending) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (requests.isError) {
    return <LoadFailed message="Không tải được yêu cầu." onRetry={() => void requests.refetch()} />;
  }
  if (requests.data.length === 0) return <Empty description="Bạn chưa có yêu cầu nào." />;
  return (
    <List
      dataSource={requests.data}
      renderItem={(request) => <RequestItem key={request.id} request={request} />}
    />
  );
}

function archiveWaiting(request: PrivacyRequestDto): boolean {
  return (
    request.status === 'completed' &&
    request.archive_expires_at !== null &&
    request.archive_downloaded_at === null &&
    Date.parse(request.archive_expires_at) > Date.now()
  );
}

function RequestItem({ request }: { request: PrivacyRequestDto }) {
  const link = useArchiveLink();
  const { message } = App.useApp();
  const [url, setUrl] = useState<string | null>(null);
  const open = request.status === 'pending' || request.status === 'processing';
  return (
    <List.Item data-testid={`privacy-request-${request.id}`}>
      <List.Item.Meta
        title={
          <span>
            {PRIVACY_REQUEST_TYPES[request.type]}{' '}
            <Tag color={STATUS_COLORS[request.status]}>
              {PRIVACY_REQUEST_STATUSES[request.status]}
            </Tag>
          </span>
        }
        description={
          <>
            <div>Gửi lúc {formatDateTime(request.created_at)}</div>
            {open && (
              <div>
                Dự kiến xong trước {formatDate(request.target_at)} (hạn chót{' '}
                {formatDate(request.due_at)})
              </div>
            )}
            {request.reject_reason && <div>Lý do từ chối: {request.reject_reason}</div>}
            {request.resolution && <div>Đã chỉnh sửa: {request.resolution}</div>}
            {request.archive_downloaded_at && (
              <Typography.Text type="secondary">
                Đã tải lúc {formatDateTime(request.archive_downloaded_at)}
              </Typography.Text>
            )}
            {url && (
              <a href={url} download>
                Tải tệp dữ liệu
              </a>
            )}
            {!url && archiveWaiting(request) && (
              <Button
                size="small"
                loading={link.isPending}
                onClick={() =>
                  link.mutate(request.id, {
                    onSuccess: (data) => setUrl(data.download_url ?? null),
                    onError: (error) => void message.error(errorText(error, M.archiveGone)),
                  })
                }
              >
                Tạo liên kết tải
              </Button>
            )}
          </>
        }
      />
    </List.Item>
  );
}
