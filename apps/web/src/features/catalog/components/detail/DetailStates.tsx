import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Alert, Button, Skeleton, SkeletonText } from '../../../../ui';
import { toast } from '../../../../ui';
import styles from './detail.module.css';

export function DetailSkeleton() {
  return (
    <div aria-busy="true" aria-label="Đang tải">
      <div className={styles.summary}>
        <Skeleton aspectRatio="4 / 3" radius={12} />
        <div className={styles.card}>
          <div className={styles.info}>
            <Skeleton width="30%" height={14} />
            <Skeleton width="80%" height={30} />
            <SkeletonText lines={6} />
          </div>
        </div>
      </div>
      <div className={`${styles.card} ${styles.tabs}`}>
        <SkeletonText lines={4} />
      </div>
    </div>
  );
}

export function DetailLoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      title="Lỗi tải dữ liệu"
      description={error.message}
      action={
        <Button variant="primary" onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}

/** A missing item: back to its list, saying why. */
export function RedirectMissing({ to, message }: { to: string; message: string }) {
  useEffect(() => toast.warning(message), [message]);
  return <Navigate to={to} replace />;
}
