import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import MenuOutlined from '@ant-design/icons-svg/es/asn/MenuOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import PhoneOutlined from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import VerticalAlignTopOutlined from '@ant-design/icons-svg/es/asn/VerticalAlignTopOutlined';
import type { CurrentUser } from '@salon/shared';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { BookingButton } from '../../../features/booking/components/BookingButton';
import { Button, ButtonLink, Icon } from '../../../ui';
import { CartButton } from './CartButton';
import styles from './public-layout.module.css';
import { usePhoneWidth } from './use-phone-width';
import { useScrolledPast } from './use-scrolled-past';

/** Shown once the page is scrolled more than 30 px. */
export const FLOATING_ACTIONS_OFFSET = 30;

/* Guests have no notifications: the bell and its panel load for signed-in visitors only. */
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
  const phone = usePhoneWidth();
  const visible = phone || scrolled;
  const navigate = useNavigate();
  // Customers and guests have a cart (a guest's is kept on the server behind its cookie).
  const hasCart = user === null || user.role === 'customer';
  const fab = styles.fab;

  return (
    <div
      className={`${styles.floating} ${visible ? styles.floatingVisible : ''}`}
      // Hidden buttons must be out of reach for keyboards and screen readers alike.
      inert={!visible}
      data-testid="floating-actions"
    >
      <Button
        className={`${fab} ${styles.toTop}`}
        icon={<Icon icon={VerticalAlignTopOutlined} />}
        aria-label="Lên đầu trang"
        title="Lên đầu trang"
        onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      />
      <BookingButton
        className={fab}
        icon={<Icon icon={CalendarOutlined} />}
        aria-label="Đặt lịch"
        title="Đặt lịch"
      />
      <Button
        className={fab}
        icon={<Icon icon={MessageOutlined} />}
        aria-label="Tư vấn trực tuyến"
        title="Tư vấn trực tuyến"
        onClick={() => void navigate('/chat-tu-van')}
      />
      {user ? (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      ) : null}
      <ButtonLink
        className={fab}
        variant="primary"
        icon={<Icon icon={PhoneOutlined} />}
        aria-label={`Gọi hotline ${hotline}`}
        title={`Hotline: ${hotline}`}
        href={`tel:${hotline.replace(/\s/g, '')}`}
      />
      {zaloUrl ? (
        <ButtonLink
          className={`${fab} ${styles.zalo}`}
          aria-label="Chat với salon qua Zalo"
          title="Chat qua Zalo"
          href={zaloUrl}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="zalo-chat"
        >
          Zalo
        </ButtonLink>
      ) : null}
      {hasCart ? <CartButton className={fab} onOpen={onOpenCart} /> : null}
      <Button
        className={`${fab} show-mobile`}
        icon={<Icon icon={MenuOutlined} />}
        aria-label="Mở menu"
        aria-haspopup="dialog"
        onClick={onOpenMenu}
      />
    </div>
  );
}
