import { DownloadOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { AuditLogEntryDto } from '@salon/shared';
import { Alert, App, Button, Empty, Grid, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { ListError } from '../../admin/components/ListError';
import {
  downloadAuditLogCsv,
  useAuditLog,
  useVerifyAuditChain,
  type AuditLogParams,
} from '../api/audit-log';
import { AuditEntryDrawer } from './AuditEntryDrawer';
import { AuditLogFilters } from './AuditLogFilters';
import { actionText, actorText, OutcomeTag, resourceText, RiskTag } from './audit-labels';
import styles from './security.module.css';

const PARAM_KEYS = [
  'q',
  'action',
  'resource',
  'risk',
  'outcome',
  'actor_id',
  'from',
  'to',
  'page',
] as const;

/** The audit log tab: every back-office action and customer-record view, newest first, 10 a page. */
export function AuditLogTab() {
  const { message } = App.useApp();
  const [searchParams, setSearchParams] = useSearchParams();
  const params: AuditLogParams = {};
  for (const key of PARAM_KEYS) {
    const value = searchParams.get(key);
    if (value) params[key] = value;
  }
  const list = useAuditLog(params);
  const verify = useVerifyAuditChain();
  const [openId, setOpenId] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const narrow = Grid.useBreakpoint().md !== true;

  const update = (patch: AuditLogParams, keepPage = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(patch)) {
          if (value) next.set(key, String(value));
          else next.delete(key);
        }
        if (!keepPage) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const onExport = () => {
    setExporting(true);
    downloadAuditLogCsv(params)
      .catch((error: unknown) => void message.error(errorText(error, 'Không xuất được nhật ký!')))
      .finally(() => setExporting(false));
  };

  const columns: TableColumnsType<AuditLogEntryDto> = [
    {
      title: 'Thời gian',
      key: 'time',
      width: 150,
      render: (_, e) => formatDateTime(e.occurred_at),
    },
    {
      title: 'Người thực hiện',
      key: 'actor',
      width: 200,
      responsive: ['md'],
      render: (_, e) => actorText(e.actor),
    },
    {
      title: 'Hành động',
      key: 'action',
      render: (_, e) => (
        <div>
          <strong>{actionText(e.action)}</strong> · {resourceText(e)}
          <div className={styles.secondary}>{e.summary}</div>
          {narrow ? <div className={styles.secondary}>{actorText(e.actor)}</div> : null}
        </div>
      ),
    },
    {
      title: 'Rủi ro',
      key: 'risk',
      width: 120,
      render: (_, e) => <RiskTag risk={e.risk} />,
    },
    {
      title: 'Kết quả',
      key: 'outcome',
      width: 120,
      responsive: ['lg'],
      render: (_, e) => <OutcomeTag outcome={e.outcome} />,
    },
    {
      title: 'IP',
      key: 'ip',
      width: 140,
      responsive: ['xl'],
      render: (_, e) => e.ip ?? '—',
    },
    {
      title: 'Chi tiết',
      key: 'detail',
      width: 90,
      render: (_, e) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpenId(e.id)}
          aria-label={`Xem mục ${e.id}`}
        >
          Xem
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <AuditLogFilters params={params} onChange={(patch) => update(patch)} />
        <div className={styles.actions}>
          <Button
            icon={<SafetyCertificateOutlined />}
            loading={verify.isPending}
            onClick={() => verify.mutate()}
          >
            Kiểm tra toàn vẹn
          </Button>
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={onExport}>
            Xuất CSV
          </Button>
        </div>
      </div>
      {verify.data ? (
        verify.data.ok ? (
          <Alert
            type="success"
            showIcon
            closable={{ onClose: () => verify.reset() }}
            title={`Chuỗi băm nguyên vẹn: ${verify.data.checked.toLocaleString('vi-VN')} mục đã kiểm tra.`}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            title={`Chuỗi băm bị phá vỡ tại mục #${verify.data.broken_at ?? '?'}: mục này đã bị sửa hoặc các mục trước nó đã bị xóa.`}
            action={
              verify.data.broken_at ? (
                <Button size="small" onClick={() => setOpenId(verify.data.broken_at)}>
                  Xem mục
                </Button>
              ) : null
            }
          />
        )
      ) : null}
      {verify.error ? <Alert type="error" showIcon title={verify.error.message} /> : null}
      {list.error ? (
        <ListError
          title="Không tải được nhật ký kiểm toán"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : null}
      <Table
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        onRow={(e) => ({ 'data-audit-id': e.id }) as React.HTMLAttributes<HTMLElement>}
        locale={{
          emptyText: list.isLoading ? (
            ' '
          ) : (
            <Empty description="Chưa có mục nhật ký nào khớp bộ lọc." />
          ),
        }}
        pagination={{
          current: list.data?.meta.current_page ?? Number(params.page ?? 1),
          pageSize: 10,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => `${total.toLocaleString('vi-VN')} mục`,
          onChange: (page) => update({ page: page > 1 ? String(page) : undefined }, true),
        }}
      />
      <AuditEntryDrawer id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
