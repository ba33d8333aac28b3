import { InfoCircleOutlined } from '@ant-design/icons';
import {
  PERFORMANCE_LEVEL_COLORS,
  PERFORMANCE_LEVEL_LABELS,
  SUPPLIER_SCORE_PART_LABELS,
  SUPPLIER_SCORE_TEXT as T,
  SUPPLIER_SCORE_WEIGHTS,
  type Supplier,
  type SupplierScorePart,
} from '@salon/shared';
import { Progress, Tooltip } from 'antd';
import { formatVnd } from '../../../lib/format';

type Scored = Pick<Supplier, 'performance_score' | 'performance_level' | 'score_parts'>;

/** How the score is made, for a tooltip: each part with its weight and this supplier's value. */
export function ScoreExplanation({ supplier }: { supplier?: Scored }) {
  return (
    <div style={{ maxWidth: 340 }}>
      {supplier ? (
        <ul style={{ paddingInlineStart: 16, margin: '0 0 8px' }}>
          {(Object.keys(SUPPLIER_SCORE_WEIGHTS) as SupplierScorePart[]).map((part) => (
            <li key={part}>
              {SUPPLIER_SCORE_PART_LABELS[part]}: {formatPart(supplier.score_parts[part])}
            </li>
          ))}
        </ul>
      ) : null}
      {T.explanation.map((line) => (
        <div key={line} style={{ fontSize: 12 }}>
          {line}
        </div>
      ))}
    </div>
  );
}

const formatPart = (value: number | null) =>
  value === null ? 'chưa có dữ liệu' : `${value.toLocaleString('vi-VN')}%`;

/** The score as a coloured bar (§9 bands), explained on hover or focus. */
export function SupplierScoreBar({ supplier }: { supplier: Scored }) {
  const { performance_score: score, performance_level: level } = supplier;
  return (
    <Tooltip title={<ScoreExplanation supplier={supplier} />}>
      <div
        tabIndex={0}
        data-testid="supplier-score"
        data-level={level ?? 'none'}
        aria-label={
          score === null
            ? T.noScore
            : `${T.title} ${score}: ${level ? PERFORMANCE_LEVEL_LABELS[level] : ''}`
        }
      >
        {score === null || level === null ? (
          <span style={{ color: '#8c8c8c', fontSize: 12 }}>{T.noScore}</span>
        ) : (
          <Progress
            percent={score}
            size="small"
            status="normal"
            strokeColor={PERFORMANCE_LEVEL_COLORS[level]}
            format={(value) => (
              <span style={{ color: PERFORMANCE_LEVEL_COLORS[level] }}>{value}</span>
            )}
          />
        )}
      </div>
    </Tooltip>
  );
}

/** Orders and their value, under the score. */
export function SupplierOrderTotals({ supplier }: { supplier: Supplier }) {
  return (
    <Tooltip title={T.totals}>
      <span style={{ color: '#595959', fontSize: 12 }}>
        {supplier.total_orders} đơn · {formatVnd(supplier.total_value)}
      </span>
    </Tooltip>
  );
}

/** The column title, with the explanation behind an icon. */
export function ScoreTitle() {
  return (
    <span>
      {T.title}{' '}
      <Tooltip title={<ScoreExplanation />}>
        <InfoCircleOutlined aria-label="Cách tính điểm hiệu suất" tabIndex={0} />
      </Tooltip>
    </span>
  );
}
