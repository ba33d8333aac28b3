import { Card, Col, Row, Skeleton, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { readableColor } from '../../../lib/contrast';

export interface StatItem {
  title: string;
  value: number | string;
  suffix?: ReactNode;
  color?: string;
}

/** A grid of statistic cards: two a row on phones, four on wide screens. */
export function StatCards({ items, loading }: { items: StatItem[]; loading: boolean }) {
  // A figure's colour is kept readable on the card of the light or dark theme.
  const { colorBgContainer } = theme.useToken().token;
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
                styles={
                  item.color
                    ? { content: { color: readableColor(item.color, colorBgContainer) } }
                    : undefined
                }
              />
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
