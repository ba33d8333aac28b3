import { ClearOutlined, ReloadOutlined } from '@ant-design/icons';
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from '@salon/shared';
import { Button, DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { MyOrdersFilters as Filters } from '../api/my-orders';
import styles from './my-orders.module.css';

const statusOptions = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

/** Refresh, status, date range and clear. */
export function MyOrdersFilters({
  filters,
  onChange,
  onClear,
  onRefresh,
  refreshing,
  filtered,
}: {
  filters: Filters;
  onChange: (changes: Partial<Omit<Filters, 'page'>>) => void;
  onClear: () => void;
  onRefresh: () => void;
  refreshing: boolean;
  filtered: boolean;
}) {
  return (
    <div className={styles.toolbar} role="search">
      <Select<OrderStatus>
        className={styles.filter}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={statusOptions}
        allowClear
        placeholder="Tất cả trạng thái"
        aria-label="Lọc theo trạng thái"
      />
      <DatePicker.RangePicker
        className={styles.range}
        format="DD/MM/YYYY"
        value={[filters.from ? dayjs(filters.from) : null, filters.to ? dayjs(filters.to) : null]}
        allowEmpty={[true, true]}
        onChange={(range: [Dayjs | null, Dayjs | null] | null) =>
          onChange({
            from: range?.[0]?.format('YYYY-MM-DD'),
            to: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
        placeholder={['Từ ngày', 'Đến ngày']}
        aria-label="Lọc theo ngày đặt"
      />
      <div className={styles.toolbarButtons}>
        <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={refreshing}>
          Làm mới
        </Button>
        <Button icon={<ClearOutlined />} onClick={onClear} disabled={!filtered}>
          Xóa bộ lọc
        </Button>
      </div>
    </div>
  );
}
