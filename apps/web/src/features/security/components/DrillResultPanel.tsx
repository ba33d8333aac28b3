import { DRILL_RESULTS, type BackupDrillView } from '@salon/shared';
import { Alert, Progress, Table } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatMs } from './backup-format';
import styles from './backups.module.css';

/** While the drill runs: its steps; then its verdict and the rows of every table compared. */
export function DrillProgress() {
  return (
    <div className={styles.drillProgress} role="status">
      <Progress percent={100} status="active" showInfo={false} />
      <span>
        Đang diễn tập: kiểm tra mã SHA-256, khôi phục vào cơ sở dữ liệu tạm, so số dòng từng bảng…
      </span>
    </div>
  );
}

export function DrillResultPanel({ drill }: { drill: BackupDrillView }) {
  const passed = drill.result === 'passed';
  const differing = drill.tables.filter((row) => row.expected !== row.restored).length;
  return (
    <div className={styles.drillResult} data-testid="drill-result">
      <Alert
        type={passed ? 'success' : 'error'}
        showIcon
        message={`Diễn tập khôi phục bản #${drill.backup_id}: ${DRILL_RESULTS[drill.result]}`}
        description={
          <>
            {drill.duration_ms !== null
              ? `Thời gian khôi phục đo được (RTO): ${formatMs(drill.duration_ms)}. `
              : ''}
            {passed
              ? `${drill.tables.length} mục có đủ số dòng như lúc sao lưu.`
              : (drill.error ?? `${differing} bảng không khớp.`)}
            {drill.finished_at ? ` (${formatDateTime(drill.finished_at)})` : ''}
          </>
        }
      />
      {drill.tables.length > 0 ? (
        <Table
          size="small"
          rowKey="table"
          pagination={false}
          scroll={{ y: 320 }}
          dataSource={drill.tables}
          columns={[
            { title: 'Bảng', dataIndex: 'table' },
            { title: 'Lúc sao lưu', dataIndex: 'expected', align: 'right', width: 110 },
            {
              title: 'Khôi phục',
              dataIndex: 'restored',
              align: 'right',
              width: 110,
              render: (value: number | null, row) => (
                <span className={value === row.expected ? styles.match : styles.mismatch}>
                  {value ?? 'thiếu'} {value === row.expected ? '✓' : '✗'}
                </span>
              ),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
