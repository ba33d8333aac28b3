import { Alert, App, Button, Card, Col, Row, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import styles from './detail.module.css';

export function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Đang tải">
      <Row gutter={[24, 24]}>
        <Col xs={24} md={12}>
          <Skeleton.Image active className={styles.skeletonImage} />
        </Col>
        <Col xs={24} md={12}>
          <Card>
            <Skeleton active title paragraph={{ rows: 6 }} />
          </Card>
        </Col>
      </Row>
      <Card className={styles.tabs}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    </div>
  );
}

export function DetailLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title="Lỗi tải dữ liệu"
      description={error.message}
      action={
        <Button type="primary" onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}

/** A missing item: back to its list, saying why. */
export function RedirectMissing({ to, message: text }: { to: string; message: string }) {
  const { message } = App.useApp();
  useEffect(() => {
    void message.warning(text);
  }, [message, text]);
  return <Navigate to={to} replace />;
}
