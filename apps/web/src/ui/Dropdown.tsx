import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './dropdown.module.css';

export type DropdownItem =
  | {
      key: string;
      label: ReactNode;
      icon?: ReactNode;
      danger?: boolean;
      /** A page of ours: the entry is a real link. */
      to?: string;
      onSelect?: () => void;
    }
  | { key: string; divider: true };

export interface DropdownProps {
  /** The button's name, read aloud. */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  items: DropdownItem[];
  triggerClassName?: string;
  /** The menu's edge lined up with the button's: right (default) or left. */
  align?: 'left' | 'right';
}

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/**
 * A menu button (WAI-ARIA menu pattern, Ant Design's dropdown look): a click or Enter opens the
 * menu with its first entry focused, the arrows, Home and End move, Escape closes and goes back
 * to the button, a click elsewhere or Tab closes.
 */
export function Dropdown({
  label,
  trigger,
  items,
  triggerClassName,
  align = 'right',
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const focusLast = useRef(false);

  useEffect(() => {
    if (!open) return;
    const entries = menuItems(menu.current);
    (focusLast.current ? entries[entries.length - 1] : entries[0])?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const entries = menuItems(menu.current);
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      entries[(index + entries.length) % entries.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(entries.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') setOpen(false);
  };

  const openWith = (last: boolean) => {
    focusLast.current = last;
    setOpen(true);
  };

  return (
    <div ref={root} className={styles.root}>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? setOpen(false) : openWith(false))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openWith(event.key === 'ArrowUp');
          }
        }}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={label}
          className={`${styles.menu} ${align === 'left' ? styles.left : styles.right}`}
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => {
            if ('divider' in item) {
              return <div key={item.key} role="separator" className={styles.divider} />;
            }
            const className = `${styles.item} ${item.danger ? styles.danger : ''}`;
            const content = (
              <>
                {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
                <span className={styles.label}>{item.label}</span>
              </>
            );
            const select = () => {
              close(false);
              item.onSelect?.();
            };
            return item.to ? (
              <Link
                key={item.key}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={className}
                onClick={select}
              >
                {content}
              </Link>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={className}
                onClick={select}
              >
                {content}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
