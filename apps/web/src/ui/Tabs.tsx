import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
  /** Drawn only while its tab is open. */
  children: ReactNode;
}

/** Tabs in a row (arrow keys move between them); only the open tab's panel is drawn. */
export function Tabs<K extends string>({
  items,
  activeKey,
  onChange,
  className,
}: {
  items: TabItem<K>[];
  activeKey: K;
  onChange: (key: K) => void;
  className?: string;
}) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.key === activeKey) ?? items[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step || !active) return;
    event.preventDefault();
    const index = items.indexOf(active);
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`[data-key="${next.key}"]`)?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" className={styles.list} ref={list} onKeyDown={onKeyDown}>
        {items.map((item) => {
          const selected = item === active;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={`${id}-tab-${item.key}`}
              data-key={item.key}
              aria-selected={selected}
              aria-controls={selected ? `${id}-panel` : undefined}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${selected ? styles.active : ''}`}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active ? (
        <div
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${active.key}`}
          className={styles.panel}
        >
          {active.children}
        </div>
      ) : null}
    </div>
  );
}
