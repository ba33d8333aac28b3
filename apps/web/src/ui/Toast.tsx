import CheckCircleFilled from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import ExclamationCircleFilled from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import { useSyncExternalStore } from 'react';
import { Icon } from './Icon';
import styles from './toast.module.css';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

export interface ToastItem {
  id: number;
  type: ToastType;
  text: string;
}

/** At most this many at once: a new one pushes the oldest out. */
const MAX_SHOWN = 3;
const DEFAULT_SECONDS = 3;

let shown: readonly ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const NONE: readonly ToastItem[] = [];

function publish(next: readonly ToastItem[]) {
  shown = next;
  for (const listener of listeners) listener();
}

function dismiss(id: number) {
  publish(shown.filter((item) => item.id !== id));
}

function show(type: ToastType, text: string, seconds = DEFAULT_SECONDS): void {
  const item = { id: nextId++, type, text };
  publish([...shown, item].slice(-MAX_SHOWN));
  setTimeout(() => dismiss(item.id), seconds * 1000);
}

/**
 * Short messages at the top of the screen (Ant Design's `message` look): `toast.success(text)`,
 * `toast.error(text, seconds)`. Shown by the one <Toaster /> of the app.
 */
export const toast = {
  success: (text: string, seconds?: number) => show('success', text, seconds),
  info: (text: string, seconds?: number) => show('info', text, seconds),
  warning: (text: string, seconds?: number) => show('warning', text, seconds),
  error: (text: string, seconds?: number) => show('error', text, seconds),
};

const ICONS: Record<ToastType, IconDefinition> = {
  success: CheckCircleFilled,
  info: InfoCircleFilled,
  warning: ExclamationCircleFilled,
  error: CloseCircleFilled,
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the toasts appear (mounted once, in the root layout); empty in the server's page. */
export function Toaster() {
  const items = useSyncExternalStore(
    subscribe,
    () => shown,
    () => NONE,
  );
  return (
    <div className={styles.toaster} role="status" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={styles.toast} data-toast={item.type}>
          <Icon icon={ICONS[item.type]} className={styles[item.type]} />
          <span>{item.text}</span>
        </div>
      ))}
    </div>
  );
}
