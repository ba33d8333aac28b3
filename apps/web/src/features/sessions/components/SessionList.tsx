import { LogoutOutlined } from '@ant-design/icons';
import { SESSION_MESSAGES as M } from '@salon/shared';
import { App, Button, Empty, Popconfirm, Skeleton, Tag } from 'antd';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useEndSession, useEndSessions, useSessions, type SessionScope } from '../api/sessions';
import { DeviceIcon } from './DeviceIcon';
import { LoadError } from './LoadError';
import styles from './sessions.module.css';

/**
 * "Phiên đăng nhập": the active sessions, this device marked, each ended with a confirmation,
 * and all the others (own) or all of them (an admin looking at a staff member) at once.
 */
export function SessionList({
  scope,
  title = 'Phiên đăng nhập',
}: {
  scope: SessionScope;
  title?: string;
}) {
  const sessions = useSessions(scope);
  const endOne = useEndSession(scope);
  const endAll = useEndSessions(scope);
  const { message } = App.useApp();
  const own = scope.kind === 'own';
  const others = (sessions.data ?? []).filter((session) => !session.current);

  const end = (id: number) =>
    endOne.mutate(id, {
      onSuccess: () => void message.success(M.sessionEnded),
      onError: (error) => void message.error(errorText(error, 'Không đăng xuất được phiên này.')),
    });
  const endMany = () =>
    endAll.mutate(undefined, {
      onSuccess: ({ ended }) =>
        void message.success(own ? M.othersEnded(ended) : M.allEnded(ended)),
      onError: (error) => void message.error(errorText(error, 'Không đăng xuất được.')),
    });

  return (
    <section aria-label={title}>
      <div className={styles.header}>
        <h3 className={styles.title}>{title}</h3>
        {others.length > 0 && (
          <Popconfirm
            title={
              own ? 'Đăng xuất khỏi mọi thiết bị khác?' : 'Đăng xuất mọi phiên của nhân viên này?'
            }
            description="Các thiết bị đó sẽ phải đăng nhập lại."
            okText="Đăng xuất"
            cancelText="Hủy"
            onConfirm={endMany}
          >
            <Button danger icon={<LogoutOutlined />} loading={endAll.isPending}>
              {own ? 'Đăng xuất khỏi các thiết bị khác' : 'Đăng xuất tất cả'}
            </Button>
          </Popconfirm>
        )}
      </div>
      {sessions.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : sessions.isError ? (
        <LoadError
          message={errorText(sessions.error, 'Không tải được các phiên đăng nhập.')}
          onRetry={() => void sessions.refetch()}
        />
      ) : sessions.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Không có phiên đăng nhập nào." />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.item} data-testid="session-item">
              <div className={styles.main}>
                <span className={styles.icon}>
                  <DeviceIcon device={session.device} />
                </span>
                <div>
                  <div className={styles.name}>
                    {session.device}{' '}
                    {session.current && (
                      <Tag color="green" style={{ marginInlineStart: 4 }}>
                        Thiết bị này
                      </Tag>
                    )}
                  </div>
                  <div className={styles.meta}>Địa chỉ IP: {session.ip ?? 'không rõ'}</div>
                  <div className={styles.meta}>
                    Đăng nhập: {formatDateTime(session.created_at)} · Hoạt động gần nhất:{' '}
                    {formatDateTime(session.last_seen_at)}
                  </div>
                </div>
              </div>
              {!session.current && (
                <Popconfirm
                  title="Đăng xuất phiên này?"
                  description="Thiết bị đó sẽ phải đăng nhập lại."
                  okText="Đăng xuất"
                  cancelText="Hủy"
                  onConfirm={() => end(session.id)}
                >
                  <Button
                    size="small"
                    loading={endOne.isPending && endOne.variables === session.id}
                    aria-label={`Đăng xuất ${session.device}`}
                  >
                    Đăng xuất
                  </Button>
                </Popconfirm>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
