import {
  CONTACT_PRIORITIES,
  CONTACT_PRIORITY_LABELS,
  CONTACT_STATUS_LABELS,
  CONTACT_STATUSES,
  CONTACT_TYPE_LABELS,
  CONTACT_TYPES,
  type ContactPriority,
  type ContactStatus,
  type ContactType,
} from '@salon/shared';
import { DatePicker, Input, Select } from 'antd';
import dayjs from 'dayjs';
import adminPage from '../../admin/components/admin-page.module.css';
import type { ContactListParams } from '../api/contact-list';

export type ContactFilterValues = Omit<ContactListParams, 'page' | 'per_page'>;

/** The filter panel: search, status, type, priority and the date range. */
export function ContactFilters({
  search,
  onSearch,
  values,
  onChange,
}: {
  search: string;
  onSearch: (text: string) => void;
  values: ContactFilterValues;
  onChange: (patch: Partial<ContactFilterValues>) => void;
}) {
  return (
    <div className={adminPage.toolbar}>
      <Input.Search
        className={adminPage.search}
        allowClear
        placeholder="Tìm theo tên, email, SĐT, tiêu đề…"
        aria-label="Tìm liên hệ"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <Select<ContactStatus>
        allowClear
        placeholder="Mọi trạng thái"
        aria-label="Lọc theo trạng thái"
        value={values.status}
        onChange={(status) => onChange({ status })}
        options={CONTACT_STATUSES.map((s) => ({ value: s, label: CONTACT_STATUS_LABELS[s] }))}
      />
      <Select<ContactType>
        allowClear
        placeholder="Mọi loại"
        aria-label="Lọc theo loại"
        value={values.type}
        onChange={(type) => onChange({ type })}
        options={CONTACT_TYPES.map((t) => ({ value: t, label: CONTACT_TYPE_LABELS[t] }))}
      />
      <Select<ContactPriority>
        allowClear
        placeholder="Mọi mức ưu tiên"
        aria-label="Lọc theo mức ưu tiên"
        value={values.priority}
        onChange={(priority) => onChange({ priority })}
        options={CONTACT_PRIORITIES.map((p) => ({ value: p, label: CONTACT_PRIORITY_LABELS[p] }))}
      />
      <DatePicker.RangePicker
        style={{ flexBasis: 250 }}
        aria-label="Khoảng ngày gửi"
        format="DD/MM/YYYY"
        placeholder={['Từ ngày', 'Đến ngày']}
        value={
          values.start_date && values.end_date
            ? [dayjs(values.start_date), dayjs(values.end_date)]
            : null
        }
        onChange={(range) =>
          onChange({
            start_date: range?.[0]?.format('YYYY-MM-DD'),
            end_date: range?.[1]?.format('YYYY-MM-DD'),
          })
        }
      />
    </div>
  );
}
