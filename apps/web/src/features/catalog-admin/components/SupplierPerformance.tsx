import {
  PERFORMANCE_LEVEL_COLORS,
  PERFORMANCE_LEVEL_LABELS,
  SUPPLIER_SCORE_TEXT as T,
  type SupplierStatistics,
} from '@salon/shared';
import { Card, Col, Progress, Row, Statistic, Tooltip } from 'antd';
import { formatVnd } from '../../../lib/format';
import { PieChart } from './PieChart';
import { ScoreExplanation, ScoreTitle } from './SupplierScore';

/** Overview: the mean score, suppliers per colour band, and what their products sold for. */
export function SupplierPerformanceCard({ stats }: { stats: SupplierStatistics | undefined }) {
  const scored = (stats?.performance_bands ?? []).reduce((sum, b) => sum + b.count, 0);
  return (
    <Card size="small" title={<ScoreTitle />} style={{ marginTop: 16 }}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Tooltip title={<ScoreExplanation />}>
            <Statistic
              title="Điểm trung bình"
              value={stats?.average_performance ?? '—'}
              suffix={stats?.average_performance === null ? undefined : '/ 100'}
            />
          </Tooltip>
        </Col>
        <Col xs={12} md={6}>
          <Tooltip title={T.totals}>
            <Statistic
              title="Giá trị đơn đã bán"
              value={formatVnd(stats?.total_order_value ?? 0)}
            />
          </Tooltip>
        </Col>
        <Col xs={24} md={12}>
          {(stats?.performance_bands ?? []).map((band) => (
            <div key={band.level} data-testid={`band-${band.level}`}>
              <div style={{ color: PERFORMANCE_LEVEL_COLORS[band.level] }}>
                {PERFORMANCE_LEVEL_LABELS[band.level]}: {band.count}
              </div>
              <Progress
                status="normal"
                showInfo={false}
                percent={scored > 0 ? Math.round((band.count / scored) * 100) : 0}
                strokeColor={PERFORMANCE_LEVEL_COLORS[band.level]}
              />
            </div>
          ))}
        </Col>
      </Row>
    </Card>
  );
}

/** Analytics: suppliers per colour band. */
export function SupplierPerformancePie({ stats }: { stats: SupplierStatistics | undefined }) {
  return (
    <Card size="small" title="Phân bố điểm hiệu suất">
      <PieChart
        title="Số nhà cung cấp theo mức hiệu suất"
        slices={(stats?.performance_bands ?? []).map((band) => ({
          label: PERFORMANCE_LEVEL_LABELS[band.level],
          value: band.count,
          color: PERFORMANCE_LEVEL_COLORS[band.level],
        }))}
      />
    </Card>
  );
}
