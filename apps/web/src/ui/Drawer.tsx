import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from './Icon';
import styles from './drawer.module.css';
import { focusables, useFocusTrap } from './focus-trap';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Its width on a wide screen; never wider than the window. */
  width?: number;
  footer?: ReactNode;
  children: ReactNode;
  bodyClassName?: string;
}

/**
 * A side sheet from the right (Ant Design's drawer look, none of its runtime): a modal dialog
 * named by its title, keyboard focus kept inside while open, Escape or the mask closes it, and
 * focus goes back to what opened it. Drawn in the browser only (opened by a tap, never in the
 * server's page).
 */
export function Drawer({
  open,
  onClose,
  title,
  width = 378,
  footer,
  children,
  bodyClassName,
}: DrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // It slides in: drawn closed first, then opened on the next frame.
  const [slid, setSlid] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSlid(open));
    return () => cancelAnimationFrame(frame);
  }, [open]);
  useFocusTrap(panel, open, onClose);
  useEffect(() => {
    if (!open) return;
    const element = panel.current;
    if (element) (focusables(element)[0] ?? element).focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);
  if (typeof document === 'undefined') return null;
  const shown = open && slid;
  return createPortal(
    <div
      className={[styles.root, open ? styles.visible : '', shown ? styles.open : '']
        .filter(Boolean)
        .join(' ')}
      inert={!open}
    >
      <div className={styles.mask} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className={styles.panel}
        style={{ width }}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={styles.header}>
          <button type="button" className={styles.close} aria-label="Đóng" onClick={onClose}>
            <Icon icon={CloseOutlined} />
          </button>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <div className={[styles.body, bodyClassName].filter(Boolean).join(' ')}>{children}</div>
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
