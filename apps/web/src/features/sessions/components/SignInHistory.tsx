import { SIGN_IN_OUTCOME_LABELS } from '@salon/shared';
import { Empty, Pagination, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useSignInHistory } from '../api/sessions';
import { DeviceIcon } from './DeviceIcon';
import { LoadError } from './LoadError';
import styles from './sessions.module.css';

const OUTCOME_COLORS: Record<string, string> = {
  success: 'green',
  failure: 'red',
  locked: 'volcano',
  two_factor_required: 'blue',
  two_factor_failure: 'red',
};

/** "Lịch sử đăng nhập": the user's own attempts, failures too, newest first, 10 a page. */
export function SignInHistory() {
  const [page, setPage] = useState(1);
  const history = useSignInHistory(page);

  return (
    <section aria-label="Lịch sử đăng nhập">
      <div className={styles.header}>
        <h3 className={styles.title}>Lịch sử đăng nhập</h3>
      </div>
      {history.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : history.isError ? (
        <LoadError
          message={errorText(history.error, 'Không tải được lịch sử đăng nhập.')}
          onRetry={() => void history.refetch()}
        />
      ) : history.data.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Chưa có lần đăng nhập nào." />
      ) : (
        <>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {history.data.data.map((event) => (
              <li key={event.id} className={styles.item} data-testid="sign-in-item">
                <div className={styles.main}>
                  <span className={styles.icon}>
                    <DeviceIcon device={event.device} />
                  </span>
                  <div>
                    <div className={styles.name}>
                      <Tag color={OUTCOME_COLORS[event.outcome] ?? 'default'}>
                        {SIGN_IN_OUTCOME_LABELS[event.outcome] ?? event.outcome_label}
                      </Tag>
                      {formatDateTime(event.occurred_at)}
                    </div>
                    <div className={styles.meta}>
                      {event.device} · Địa chỉ IP: {event.ip ?? 'không rõ'}
                    </div>
                    {event.reason_label && <div className={styles.meta}>{event.reason_label}</div>}
                  </div>
                </div>
              </li>
            ))}
          </ul>
          {history.data.meta.last_page > 1 && (
            <div className={styles.pager}>
              <Pagination
                size="small"
                current={history.data.meta.current_page}
                pageSize={history.data.meta.per_page}
                total={history.data.meta.total}
                showSizeChanger={false}
                onChange={setPage}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}
