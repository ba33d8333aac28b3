import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.wrapper}>
      <Card className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph> : null}
        {children}
      </Card>
    </div>
  );
}
