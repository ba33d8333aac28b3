import {
  BACKUP_KINDS,
  BACKUP_MESSAGES,
  BACKUP_STATUSES,
  type BackupDrillView,
  type BackupStatus,
  type BackupView,
} from '@salon/shared';
import { Alert, App, Button, Empty, Skeleton, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { backupDownloadUrl, useBackupNow, useBackups, useRunDrill } from '../api/backups';
import { formatBytes, formatMs } from './backup-format';
import { BackupFigures } from './BackupFigures';
import { DrillProgress, DrillResultPanel } from './DrillResultPanel';
import styles from './backups.module.css';

const STATUS_COLORS: Record<BackupStatus, string> = {
  running: 'blue',
  ok: 'green',
  failed: 'red',
  deleted: 'default',
};

/** Backups and restore drills (§2.12): measured figures, the archives, download and drill. */
export function BackupsTab() {
  const { message, modal } = App.useApp();
  const backups = useBackups();
  const backupNow = useBackupNow();
  const runDrill = useRunDrill();
  const [drill, setDrill] = useState<BackupDrillView | null>(null);

  const makeBackup = () =>
    backupNow.mutate(undefined, {
      onSuccess: (backup) =>
        backup.status === 'ok'
          ? void message.success(`Đã sao lưu: ${formatBytes(backup.size_bytes)}`)
          : void message.error(`Sao lưu thất bại: ${backup.error ?? ''}`),
      onError: (error) => void message.error(errorText(error, 'Không sao lưu được.')),
    });

  const startDrill = (backup: BackupView) => {
    setDrill(null);
    runDrill.mutate(backup.id, {
      onSuccess: setDrill,
      onError: (error) => void message.error(errorText(error, 'Không diễn tập được.')),
    });
  };

  const download = (backup: BackupView) =>
    modal.confirm({
      title: 'Tải xuống bản sao lưu?',
      content: BACKUP_MESSAGES.downloadWarning,
      okText: 'Tải xuống',
      cancelText: 'Hủy',
      onOk: () => window.location.assign(backupDownloadUrl(backup.id)),
    });

  if (backups.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (backups.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={errorText(backups.error, 'Không tải được danh sách sao lưu.')}
        action={<Button onClick={() => void backups.refetch()}>Thử lại</Button>}
      />
    );
  }
  const { summary, backups: list } = backups.data;
  const busy = backupNow.isPending || runDrill.isPending;

  return (
    <div className={styles.tab}>
      <BackupFigures summary={summary} />
      <div className={styles.toolbar}>
        <Button type="primary" onClick={makeBackup} loading={backupNow.isPending} disabled={busy}>
          Sao lưu ngay
        </Button>
        <p>
          Mỗi bản gồm toàn bộ cơ sở dữ liệu, ảnh và tệp tải lên, kèm mã SHA-256 từng phần; tổng dung
          lượng đang giữ: {formatBytes(summary.total_bytes)}.
        </p>
      </div>
      {runDrill.isPending ? <DrillProgress /> : null}
      {drill ? <DrillResultPanel drill={drill} /> : null}
      <Table<BackupView>
        rowKey="id"
        size="middle"
        dataSource={list}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="Chưa có bản sao lưu nào." /> }}
        columns={[
          {
            title: 'Thời điểm',
            key: 'created',
            render: (_, backup) => (
              <>
                <strong>#{backup.id}</strong> {formatDateTime(backup.created_at)}
                <span className={styles.secondary}>
                  {BACKUP_KINDS[backup.kind]} · {formatBytes(backup.size_bytes)} ·{' '}
                  {backup.rows.toLocaleString('vi-VN')} dòng, {backup.upload_files} tệp
                </span>
              </>
            ),
          },
          {
            title: 'Trạng thái',
            key: 'status',
            width: 130,
            render: (_, backup) => (
              <Tag color={STATUS_COLORS[backup.status]} title={backup.error ?? undefined}>
                {BACKUP_STATUSES[backup.status]}
              </Tag>
            ),
          },
          {
            title: 'Dung lượng',
            key: 'size',
            width: 110,
            responsive: ['lg'],
            render: (_, backup) => formatBytes(backup.size_bytes),
          },
          {
            title: 'SHA-256',
            key: 'sha',
            responsive: ['md'],
            render: (_, backup) =>
              backup.sha256 ? (
                <Typography.Text
                  className={styles.checksum}
                  copyable={{ text: backup.sha256, tooltips: ['Sao chép', 'Đã sao chép'] }}
                >
                  {backup.sha256.slice(0, 12)}…
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            title: 'Thời gian',
            key: 'duration',
            width: 100,
            responsive: ['xl'],
            render: (_, backup) => formatMs(backup.duration_ms),
          },
          {
            title: 'Thao tác',
            key: 'actions',
            width: 230,
            render: (_, backup) =>
              backup.status === 'ok' ? (
                <div className={styles.actions}>
                  <Button size="small" onClick={() => download(backup)}>
                    Tải xuống
                  </Button>
                  <Button
                    size="small"
                    onClick={() => startDrill(backup)}
                    loading={runDrill.isPending && runDrill.variables === backup.id}
                    disabled={busy}
                  >
                    Diễn tập khôi phục
                  </Button>
                </div>
              ) : null,
          },
        ]}
      />
    </div>
  );
}
