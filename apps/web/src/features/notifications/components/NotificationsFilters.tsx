import {
  CUSTOMER_NOTIFICATION_TYPES,
  NOTIFICATION_PAGE_STATUS_FILTERS,
  NOTIFICATION_STATUS_FILTER_LABELS,
  NOTIFICATION_TYPE_LABELS,
  type NotificationType,
} from '@salon/shared';
import { Segmented, Select } from 'antd';
import type { NotificationsPageFilters } from '../api/notifications-page';
import styles from '../pages/notifications-page.module.css';

const statusOptions = NOTIFICATION_PAGE_STATUS_FILTERS.map((value) => ({
  value,
  label: NOTIFICATION_STATUS_FILTER_LABELS[value],
}));
const ALL = 'all';
const typeOptions = [
  { value: ALL, label: 'Tất cả loại' },
  ...CUSTOMER_NOTIFICATION_TYPES.map((value) => ({
    value,
    label: NOTIFICATION_TYPE_LABELS[value],
  })),
];

/** Read state (all, unread, read) and kind. */
export function NotificationsFilters({
  filters,
  onChange,
}: {
  filters: NotificationsPageFilters;
  onChange: (changes: Partial<Omit<NotificationsPageFilters, 'page'>>) => void;
}) {
  return (
    <div className={styles.toolbar} role="search" aria-label="Lọc thông báo">
      <Segmented
        block
        className={styles.status}
        value={filters.status}
        options={statusOptions}
        onChange={(status) => onChange({ status })}
        aria-label="Lọc theo trạng thái"
      />
      <Select<NotificationType | typeof ALL>
        className={styles.type}
        value={filters.type ?? ALL}
        options={typeOptions}
        onChange={(type) => onChange({ type: type === ALL ? undefined : type })}
        aria-label="Lọc theo loại thông báo"
      />
    </div>
  );
}
