import { Modal } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { AntdScope } from '../../../app/antd-scope';
import type { BookingPreselect } from '../preselect';
import styles from './booking.module.css';
import { BookingWizard } from './BookingWizard';

const PHONE = '(max-width: 767px)';
const TABLET = '(max-width: 1023px)';

function useMedia(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
  );
}

/**
 * The wizard in a modal, in its own Ant Design scope (this module loads on the first opening):
 * the full width under 768 px, 85% under 1024 px, otherwise 700 px.
 */
export function BookingModal({
  open,
  preselect,
  onClose,
}: {
  open: boolean;
  preselect: BookingPreselect;
  onClose: () => void;
}) {
  const phone = useMedia(PHONE);
  const tablet = useMedia(TABLET);
  const location = useLocation();
  const opened = useRef(location.key);

  // Following a link out of the wizard (login, profile) closes it.
  useEffect(() => {
    if (open && location.key !== opened.current) onClose();
  }, [location.key, open, onClose]);

  return (
    <AntdScope>
      <Modal
        open={open}
        onCancel={onClose}
        footer={null}
        title="Đặt lịch hẹn"
        width={phone ? '100%' : tablet ? '85%' : 700}
        className={phone ? styles.modalMobile : undefined}
        rootClassName={styles.modalRoot}
        destroyOnHidden
        maskClosable={false}
      >
        <BookingWizard preselect={preselect} onClose={onClose} />
      </Modal>
    </AntdScope>
  );
}
