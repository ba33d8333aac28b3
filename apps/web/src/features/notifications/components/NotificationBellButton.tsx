import BellOutlined from '@ant-design/icons-svg/es/asn/BellOutlined';
import { Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { lazyInAntdScope } from '../../../app/lazy-in-antd-scope';
import { Badge, Button, Icon, Spinner } from '../../../ui';
import { useUnreadCount } from '../api/notifications';
import styles from './bell.module.css';
import { useArrivalAlerts } from './use-arrival-alerts';

/* The list, its actions and confirmations load with the first opening. */
const NotificationPanel = lazyInAntdScope(
  async () => (await import('./NotificationPanel')).NotificationPanel,
);

/**
 * The bell with its unread badge (polled every 30 s); a click opens the latest notifications
 * beside it: under the header's bell, left of the floating one (above it on a phone). Escape or
 * a click elsewhere closes them.
 */
export function NotificationBellButton({
  placement,
  alertArrivals = false,
  className,
  variant = 'text',
}: {
  placement: 'below' | 'floating';
  /** Toast new urgent notifications (one bell per page does it). */
  alertArrivals?: boolean;
  className?: string;
  variant?: 'text' | 'default';
}) {
  const [open, setOpen] = useState(false);
  const { data } = useUnreadCount();
  useArrivalAlerts(data, alertArrivals);
  const unread = data ?? 0;
  const panelId = useId();
  const root = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) root.current?.querySelector('button')?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    panel.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <span ref={root} className={styles.root}>
      <Badge count={unread} overflowCount={99}>
        <Button
          variant={variant}
          className={className}
          icon={<Icon icon={BellOutlined} />}
          aria-label={unread > 0 ? `Thông báo (${unread} chưa đọc)` : 'Thông báo'}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
        />
      </Badge>
      {open ? (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label="Thông báo"
          tabIndex={-1}
          className={`${styles.popover} ${placement === 'below' ? styles.below : styles.floating}`}
        >
          <Suspense fallback={<Spinner />}>
            <NotificationPanel
              unreadCount={unread}
              below={placement === 'below'}
              onNavigate={() => close(false)}
              container={() => panel.current ?? document.body}
            />
          </Suspense>
        </div>
      ) : null}
    </span>
  );
}
