import { CheckCircleFilled, CloseCircleFilled } from '@ant-design/icons';
import { COMPLIANCE_RESULT_LABELS, type SecurityCheck } from '@salon/shared';
import { App, Button, Card, List, Popconfirm, Progress, Skeleton, Tag } from 'antd';
import { errorText } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { ListError } from '../../admin/components/ListError';
import { useRecordReview, useSecurityOverview } from '../api/overview';
import styles from './security.module.css';

const RESULT_COLORS = { compliant: 'green', partial: 'gold', non_compliant: 'red' } as const;
const scoreColor = (value: number) =>
  value >= 80 ? '#389e0d' : value >= 60 ? '#d48806' : '#cf1322';

/** The headline figures and every check behind them, each with the tab that shows its rows. */
export function OverviewTab({ onOpenTab }: { onOpenTab: (key: string) => void }) {
  const { message } = App.useApp();
  const overview = useSecurityOverview();
  const review = useRecordReview();
  const data = overview.data;

  if (overview.error) {
    return (
      <ListError
        title="Không tải được tổng quan bảo mật"
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  if (!data) return <Skeleton active />;
  const gaps = data.checks.filter((c) => !c.passed);

  return (
    <div className={styles.tab}>
      <div className={styles.figures}>
        <Card size="small" title="Điểm bảo mật">
          <Progress
            type="dashboard"
            percent={data.score}
            size={96}
            strokeColor={scoreColor(data.score)}
            format={(value) => <span data-figure="score">{value}/100</span>}
          />
        </Card>
        <Card size="small" title="Tuân thủ dữ liệu cá nhân">
          <div className={styles.figure} data-figure="compliance">
            {data.compliance_percent}%
          </div>
          <Tag color={RESULT_COLORS[data.compliance_result]}>
            {COMPLIANCE_RESULT_LABELS[data.compliance_result]}
          </Tag>
        </Card>
        <Card size="small" title="Sự cố đang mở">
          <Button type="link" className={styles.figureLink} onClick={() => onOpenTab('incidents')}>
            <span className={styles.figure} data-figure="incidents">
              {data.open_incidents}
            </span>
          </Button>
        </Card>
        <Card size="small" title="Hoạt động đáng ngờ (24 giờ)">
          <Button type="link" className={styles.figureLink} onClick={() => onOpenTab('threats')}>
            <span className={styles.figure} data-figure="suspicious">
              {data.suspicious_activities}
            </span>
          </Button>
        </Card>
        <Card size="small" title="Rà soát tuân thủ">
          <div>
            {data.next_review_due_at
              ? `Lần tới: ${formatDate(data.next_review_due_at)}`
              : 'Chưa rà soát lần nào'}
          </div>
          <Popconfirm
            title="Ghi nhận đã rà soát toàn bộ hạng mục hôm nay?"
            okText="Ghi nhận"
            cancelText="Hủy"
            onConfirm={() =>
              review.mutateAsync().then(
                () => void message.success('Đã ghi nhận lần rà soát tuân thủ.'),
                (error: unknown) => void message.error(errorText(error, 'Không ghi nhận được!')),
              )
            }
          >
            <Button size="small" loading={review.isPending} style={{ marginTop: 8 }}>
              Ghi nhận rà soát
            </Button>
          </Popconfirm>
        </Card>
      </div>
      <Card
        size="small"
        title={
          gaps.length === 0
            ? 'Mọi hạng mục đều đạt'
            : `${gaps.length} hạng mục cần khắc phục trong 30 ngày`
        }
      >
        <List
          dataSource={data.checks}
          renderItem={(item: SecurityCheck) => (
            <List.Item
              data-check={item.key}
              actions={[
                <Button key="open" type="link" size="small" onClick={() => onOpenTab(item.tab)}>
                  Xem
                </Button>,
              ]}
            >
              <List.Item.Meta
                avatar={
                  item.passed ? (
                    <CheckCircleFilled
                      style={{ color: '#389e0d', fontSize: 18 }}
                      aria-label="Đạt"
                    />
                  ) : (
                    <CloseCircleFilled
                      style={{ color: '#cf1322', fontSize: 18 }}
                      aria-label="Chưa đạt"
                    />
                  )
                }
                title={item.label}
                description={
                  <>
                    {item.detail}
                    {item.due_at ? ` · Hạn khắc phục ${formatDate(item.due_at)}` : ''}
                  </>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </div>
  );
}
