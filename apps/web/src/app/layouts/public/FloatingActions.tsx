import {
  CalendarOutlined,
  MenuOutlined,
  MessageOutlined,
  PhoneOutlined,
  VerticalAlignTopOutlined,
} from '@ant-design/icons';
import type { CurrentUser } from '@salon/shared';
import { Button, Grid, Tooltip } from 'antd';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { BookingButton } from '../../../features/booking/components/BookingButton';
import { CartButton } from './CartButton';
import styles from './public-layout.module.css';
import { useScrolledPast } from './use-scrolled-past';

/** Shown once the page is scrolled more than 30 px. */
export const FLOATING_ACTIONS_OFFSET = 30;

/* Guests have no notifications: the bell and its popover load for signed-in visitors only. */
const NotificationBell = lazy(async () => ({
  default: (await import('./NotificationBell')).NotificationBell,
}));

export function FloatingActions({
  user,
  hotline,
  zaloUrl,
  onOpenMenu,
  onOpenCart,
}: {
  user: CurrentUser | null;
  hotline: string;
  /** The salon's Zalo OA link; the Zalo chat button shows only when it is set. */
  zaloUrl: string;
  onOpenMenu: () => void;
  onOpenCart: () => void;
}) {
  const scrolled = useScrolledPast(FLOATING_ACTIONS_OFFSET);
  // On a phone the actions are a bar of their own at the bottom, always there; the page leaves
  // room for it, so it never covers a button or a card.
  const phone = Grid.useBreakpoint().md === false;
  const visible = phone || scrolled;
  const navigate = useNavigate();
  // Customers and guests have a cart (a guest's is kept on the server behind its cookie).
  const hasCart = user === null || user.role === 'customer';

  return (
    <>
      <div
        className={`${styles.floating} ${visible ? styles.floatingVisible : ''}`}
        // Hidden buttons must be out of reach for keyboards and screen readers alike.
        inert={!visible}
        data-testid="floating-actions"
      >
        <Tooltip title="Lên đầu trang" placement="left">
          <Button
            className={styles.toTop}
            shape="circle"
            size="large"
            icon={<VerticalAlignTopOutlined />}
            aria-label="Lên đầu trang"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          />
        </Tooltip>
        <Tooltip title="Đặt lịch" placement="left">
          <BookingButton
            to="/dat-lich"
            size="large"
            icon={<CalendarOutlined />}
            aria-label="Đặt lịch"
          />
        </Tooltip>
        <Tooltip title="Tư vấn trực tuyến" placement="left">
          <Button
            shape="circle"
            size="large"
            icon={<MessageOutlined />}
            aria-label="Tư vấn trực tuyến"
            onClick={() => void navigate('/chat-tu-van')}
          />
        </Tooltip>
        {user ? (
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        ) : null}
        <Tooltip title={`Hotline: ${hotline}`} placement="left">
          <Button
            shape="circle"
            size="large"
            type="primary"
            icon={<PhoneOutlined />}
            aria-label={`Gọi hotline ${hotline}`}
            href={`tel:${hotline.replace(/\s/g, '')}`}
          />
        </Tooltip>
        {zaloUrl ? (
          <Tooltip title="Chat qua Zalo" placement="left">
            <Button
              className={styles.zalo}
              shape="circle"
              size="large"
              aria-label="Chat với salon qua Zalo"
              href={zaloUrl}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="zalo-chat"
            >
              Zalo
            </Button>
          </Tooltip>
        ) : null}
        {hasCart ? <CartButton shape="circle" size="large" onOpen={onOpenCart} /> : null}
        <Button
          className="show-mobile"
          shape="circle"
          size="large"
          icon={<MenuOutlined />}
          aria-label="Mở menu"
          onClick={onOpenMenu}
        />
      </div>
    </>
  );
}
