import type { ReactNode } from 'react';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { Icon } from './Icon';
import styles from './collapse.module.css';

export interface CollapseItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

/**
 * Panels that open and close (Ant Design's Collapse look), built on `<details>`: the answers are
 * in the page for crawlers and open without the script. `open` lists the open keys.
 */
export function Collapse({
  items,
  open,
  onChange,
  className,
}: {
  items: readonly CollapseItem[];
  open: readonly string[];
  onChange: (open: string[]) => void;
  className?: string;
}) {
  return (
    <div className={[styles.collapse, className].filter(Boolean).join(' ')}>
      {items.map((item) => (
        <details
          key={item.key}
          className={styles.item}
          open={open.includes(item.key)}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            if (isOpen === open.includes(item.key)) return;
            onChange(isOpen ? [...open, item.key] : open.filter((key) => key !== item.key));
          }}
        >
          <summary className={styles.header}>
            <Icon icon={DownOutlined} className={styles.arrow} />
            <span className={styles.label}>{item.label}</span>
          </summary>
          <div className={styles.content}>{item.children}</div>
        </details>
      ))}
    </div>
  );
}
