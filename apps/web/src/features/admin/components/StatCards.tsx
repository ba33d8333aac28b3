import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { ReactNode } from 'react';

export interface StatItem {
  title: string;
  value: number | string;
  suffix?: ReactNode;
  color?: string;
}

/** A grid of statistic cards: two a row on phones, four on wide screens. */
export function StatCards({ items, loading }: { items: StatItem[]; loading: boolean }) {
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
      {items.map((item) => (
        <Col key={item.title} xs={12} md={8} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            {loading ? (
              <Skeleton active paragraph={false} />
            ) : (
              <Statistic
                title={item.title}
                value={item.value}
                suffix={item.suffix}
                styles={item.color ? { content: { color: item.color } } : undefined}
              />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
