import type { Compared } from '@salon/shared';
import { Card, Skeleton, Typography } from 'antd';
import { Link } from 'react-router';
import { Change } from './Change';
import styles from './dashboard.module.css';

/** One statistic of the period, its change against the previous one, linked to its list. */
export function FigureCard({
  title,
  value,
  format = (n) => n.toLocaleString('vi-VN'),
  to,
  upIsGood,
  loading,
}: {
  title: string;
  value: Compared | undefined;
  format?: (n: number) => string;
  /** The filtered list behind the number. */
  to?: string;
  upIsGood?: boolean;
  loading: boolean;
}) {
  return (
    <Card size="small" className={styles.figure}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      {loading || !value ? (
        <Skeleton active paragraph={false} />
      ) : (
        <>
          <div className={styles.figureValue}>
            {to ? (
              <Link to={to} aria-label={`${title}: ${format(value.current)}`}>
                {format(value.current)}
              </Link>
            ) : (
              format(value.current)
            )}
          </div>
          <div className={styles.figureChange}>
            <Change value={value} upIsGood={upIsGood} />
            <Typography.Text type="secondary"> · Kỳ trước {format(value.previous)}</Typography.Text>
          </div>
        </>
      )}
    </Card>
  );
}
