import { CUSTOMER_STATUS_LABELS, toNationalPhone, type AdminCustomerListItem } from '@salon/shared';
import { Tag } from 'antd';

/** A stored E.164 phone as people write it (0901 234 567), or a dash. */
export function phoneText(phone: string | null): string {
  return phone ? toNationalPhone(phone) : '—';
}

export function CustomerStatusTag({ customer }: { customer: AdminCustomerListItem }) {
  if (customer.merged_into !== null) return <Tag color="purple">Đã gộp</Tag>;
  return (
    <Tag color={customer.status === 'active' ? 'green' : 'default'}>
      {CUSTOMER_STATUS_LABELS[customer.status]}
    </Tag>
  );
}
