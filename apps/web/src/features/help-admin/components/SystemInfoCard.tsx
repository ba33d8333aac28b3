import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useSystemInfo } from '../api/help-admin';
import { formatUptime } from '../help-logic';

const ENGINE_LABELS = { sqlite: 'SQLite', postgres: 'PostgreSQL' } as const;

/** What the running server reports about itself (admins). */
export function SystemInfoCard() {
  const info = useSystemInfo(true);
  const data = info.data;
  return (
    <Card
      title="Thông tin hệ thống"
      size="small"
      extra={
        <Button
          size="small"
          icon={<ReloadOutlined />}
          loading={info.isFetching}
          onClick={() => void info.refetch()}
        >
          Làm mới
        </Button>
      }
    >
      {info.isLoading ? (
        <Skeleton active />
      ) : info.isError || !data ? (
        <Alert
          type="error"
          showIcon
          message={errorText(info.error, 'Không thể tải thông tin hệ thống')}
        />
      ) : (
        <Descriptions column={1} size="small" data-testid="system-info">
          <Descriptions.Item label="Phiên bản">v{data.app_version}</Descriptions.Item>
          <Descriptions.Item label="Cơ sở dữ liệu">
            {ENGINE_LABELS[data.database_engine]}
          </Descriptions.Item>
          <Descriptions.Item label="Thời gian chạy">
            {formatUptime(data.uptime_seconds)} (từ {formatDateTime(data.started_at)})
          </Descriptions.Item>
          <Descriptions.Item label="Node.js">{data.node_version}</Descriptions.Item>
          <Descriptions.Item label="Tác vụ nền">
            {data.jobs.total} tác vụ · {data.jobs.due} đến hạn · {data.jobs.running} đang chạy
            {data.jobs.failing > 0 ? (
              <Tag color="red" style={{ marginLeft: 8 }}>
                {data.jobs.failing} lỗi lần chạy gần nhất
              </Tag>
            ) : null}
          </Descriptions.Item>
          <Descriptions.Item label="Hộp thư đi">
            {data.outbox.pending} chờ gửi · {data.outbox.sending} đang gửi · {data.outbox.sent} đã
            gửi · {data.outbox.failed} thất bại
          </Descriptions.Item>
          <Descriptions.Item label="Gửi email">
            {data.email_configured ? (
              <Tag color="green">Đã cấu hình SMTP</Tag>
            ) : (
              <Tag>Chưa cấu hình SMTP (email chờ trong hộp thư đi)</Tag>
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
