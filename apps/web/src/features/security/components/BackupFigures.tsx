import { DRILL_RESULTS, type BackupsSummary } from '@salon/shared';
import { Card, Tag } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { formatAge, formatInterval, formatMs, formatSpan } from './backup-format';
import styles from './backups.module.css';

function Figure(props: { label: string; value: string; note?: React.ReactNode; testId: string }) {
  return (
    <Card size="small" className={styles.figure} data-testid={props.testId}>
      <div className={styles.figureLabel}>{props.label}</div>
      <div className={styles.figureValue}>{props.value}</div>
      {props.note ? <div className={styles.figureNote}>{props.note}</div> : null}
    </Card>
  );
}

/** The measured figures: last backup and its age, schedule, retention, RPO, RTO, last drill. */
export function BackupFigures({ summary }: { summary: BackupsSummary }) {
  const { last_backup: last, last_drill: drill, rpo, rto } = summary;
  return (
    <div className={styles.figures}>
      <Figure
        testId="backup-last"
        label="Bản sao lưu gần nhất"
        value={last ? formatAge(last.age_seconds) : 'Chưa có'}
        note={last ? formatDateTime(last.created_at) : 'Bấm “Sao lưu ngay” để tạo bản đầu tiên'}
      />
      <Figure
        testId="backup-schedule"
        label="Lịch sao lưu"
        value={formatInterval(summary.interval_hours)}
        note={
          <>
            Giữ {summary.retention_days} ngày
            {summary.next_due_at ? ` · lần tới ${formatDateTime(summary.next_due_at)}` : ''}
          </>
        }
      />
      <Figure
        testId="backup-rpo"
        label="RPO (mất dữ liệu tối đa)"
        value={`≤ ${formatSpan(rpo.target_seconds)}`}
        note={
          rpo.current_seconds === null
            ? 'Chưa có bản sao lưu'
            : `Hiện tại: bản gần nhất ${formatAge(rpo.current_seconds).toLowerCase()}`
        }
      />
      <Figure
        testId="backup-rto"
        label="RTO (đo khi diễn tập)"
        value={rto.measured_ms === null ? 'Chưa đo' : formatMs(rto.measured_ms)}
        note={
          rto.measured_at
            ? `Khôi phục thử ngày ${formatDateTime(rto.measured_at)}, chưa tính thời gian khởi động ứng dụng`
            : 'Chạy một lần diễn tập khôi phục để đo'
        }
      />
      <Figure
        testId="backup-drill"
        label="Diễn tập gần nhất"
        value={drill ? DRILL_RESULTS[drill.result] : 'Chưa diễn tập'}
        note={
          drill ? (
            <>
              <Tag
                color={
                  drill.result === 'passed' ? 'green' : drill.result === 'failed' ? 'red' : 'blue'
                }
              >
                #{drill.backup_id}
              </Tag>
              {formatDateTime(drill.started_at)}
            </>
          ) : null
        }
      />
    </div>
  );
}
