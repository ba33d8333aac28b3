import { formatPhone, type AppointmentDetail } from '@salon/shared';
import { Card, Descriptions } from 'antd';

export function CustomerCard({ customer }: { customer: AppointmentDetail['customer'] }) {
  return (
    <Card title="Thông tin khách hàng" size="small">
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'name', label: 'Họ tên', children: customer.name },
          { key: 'phone', label: 'Điện thoại', children: formatPhone(customer.phone) },
          { key: 'email', label: 'Email', children: customer.email ?? 'Chưa có' },
        ]}
      />
    </Card>
  );
}
