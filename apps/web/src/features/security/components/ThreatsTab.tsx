import { INCIDENT_RULES } from '@salon/shared';
import { Button, Card, Empty, Result, Skeleton, Statistic } from 'antd';
import { formatDateTime } from '../../../lib/format-date';
import { useThreats } from '../api/incidents';
import { FailuresChart } from './FailuresChart';
import styles from './threats.module.css';

function CountList({ rows, empty }: { rows: { key: string; count: number }[]; empty: string }) {
  if (rows.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <ol className={styles.list}>
      {rows.map((row) => (
        <li key={row.key}>
          {row.key}: <strong>{row.count}</strong>
        </li>
      ))}
    </ol>
  );
}

/** Threat detection: failed sign-ins, refused requests and this month's incidents, from the data. */
export function ThreatsTab() {
  const query = useThreats();
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    return (
      <Result
        status="error"
        title="Không tải được số liệu mối đe dọa"
        extra={<Button onClick={() => void query.refetch()}>Thử lại</Button>}
      />
    );
  }
  const data = query.data;
  const incidentsThisMonth = data.incidents_by_rule.reduce((sum, r) => sum + r.count, 0);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <div className={styles.figures}>
        <Card size="small">
          <Statistic title="Đăng nhập thất bại (24 giờ)" value={data.failures_24h} />
        </Card>
        <Card size="small">
          <Statistic title="Truy cập bị từ chối (24 giờ)" value={data.denied_24h} />
        </Card>
        <Card size="small">
          <Statistic title="Sự cố tháng này" value={incidentsThisMonth} />
        </Card>
      </div>
      <Card size="small" title="Đăng nhập thất bại mỗi giờ (24 giờ qua)">
        <FailuresChart hours={data.failures_by_hour} />
      </Card>
      <div className={styles.lists}>
        <Card size="small" title="Địa chỉ IP có nhiều lần thất bại">
          <CountList
            rows={data.top_addresses.map((r) => ({ key: r.ip, count: r.count }))}
            empty="Không có lần thất bại nào."
          />
        </Card>
        <Card size="small" title="Tài khoản bị đăng nhập sai nhiều nhất">
          <CountList
            rows={data.top_accounts.map((r) => ({ key: r.identifier, count: r.count }))}
            empty="Không có lần thất bại nào."
          />
        </Card>
        <Card size="small" title="Sự cố tháng này theo quy tắc">
          <CountList
            rows={data.incidents_by_rule.map((r) => ({
              key: INCIDENT_RULES[r.rule],
              count: r.count,
            }))}
            empty="Chưa có sự cố."
          />
        </Card>
      </div>
      <Card size="small" title="Truy cập bị từ chối gần đây">
        {data.denied_recent.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có lần từ chối nào." />
        ) : (
          <ul className={styles.list}>
            {data.denied_recent.map((e) => (
              <li key={e.id}>
                {formatDateTime(e.occurred_at)} · #{e.actor_id ?? '—'} ({e.actor_role}) ·{' '}
                {e.summary} · {e.ip ?? '—'}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
