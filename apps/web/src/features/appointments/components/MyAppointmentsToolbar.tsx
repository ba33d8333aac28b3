import { AppstoreOutlined, NodeIndexOutlined } from '@ant-design/icons';
import {
  MY_APPOINTMENT_STATUS_FILTER_LABELS,
  MY_APPOINTMENT_STATUS_FILTERS,
  MY_APPOINTMENT_TIME_FILTER_LABELS,
  MY_APPOINTMENT_TIME_FILTERS,
  MY_APPOINTMENTS_LIMITS,
  type MyAppointmentStatusFilter,
  type MyAppointmentTimeFilter,
} from '@salon/shared';
import { Input, Segmented, Select } from 'antd';
import type { MyAppointmentsFilters } from '../api/my-appointments';
import styles from './my-appointments.module.css';

export type AppointmentsView = 'cards' | 'timeline';

const statusOptions = MY_APPOINTMENT_STATUS_FILTERS.map((value) => ({
  value,
  label: MY_APPOINTMENT_STATUS_FILTER_LABELS[value],
}));
const timeOptions = MY_APPOINTMENT_TIME_FILTERS.map((value) => ({
  value,
  label: MY_APPOINTMENT_TIME_FILTER_LABELS[value],
}));

/** Search, status and time filters, and the choice of card or timeline view. */
export function MyAppointmentsToolbar({
  filters,
  onChange,
  view,
  onViewChange,
}: {
  filters: MyAppointmentsFilters;
  onChange: (changes: Partial<MyAppointmentsFilters>) => void;
  view: AppointmentsView;
  onViewChange: (view: AppointmentsView) => void;
}) {
  return (
    <div className={styles.toolbar} role="search">
      <Input.Search
        // Typed text stays until searched; a new search in the address starts it afresh.
        key={filters.search}
        className={styles.search}
        defaultValue={filters.search}
        onSearch={(value) => onChange({ search: value.trim() })}
        allowClear
        maxLength={MY_APPOINTMENTS_LIMITS.searchMax}
        placeholder="Tìm theo dịch vụ, chi nhánh, mã lịch hẹn"
        aria-label="Tìm lịch hẹn"
        enterButton
      />
      <Select<MyAppointmentStatusFilter>
        className={styles.filter}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={statusOptions}
        allowClear
        placeholder="Tất cả trạng thái"
        aria-label="Lọc theo trạng thái"
      />
      <Select<MyAppointmentTimeFilter>
        className={styles.filter}
        value={filters.time_filter}
        onChange={(time_filter) => onChange({ time_filter })}
        options={timeOptions}
        allowClear
        placeholder="Mọi thời gian"
        aria-label="Lọc theo thời gian"
      />
      <Segmented<AppointmentsView>
        className={styles.views}
        value={view}
        onChange={onViewChange}
        options={[
          { value: 'cards', label: 'Thẻ', icon: <AppstoreOutlined /> },
          { value: 'timeline', label: 'Dòng thời gian', icon: <NodeIndexOutlined /> },
        ]}
        aria-label="Cách hiển thị"
      />
    </div>
  );
}
