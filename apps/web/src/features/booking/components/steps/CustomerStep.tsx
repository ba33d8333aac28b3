import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import {
  bookingCustomerSchema,
  BOOKING_LIMITS,
  formatPhone,
  type CurrentUser,
} from '@salon/shared';
import { Alert, Descriptions, Form, Input } from 'antd';
import { useEffect, useImperativeHandle, type Ref } from 'react';
import { Link } from 'react-router';
import { zodRule } from '../../../../lib/form-rules';
import type { CustomerInfo } from '../../draft';

const fields = bookingCustomerSchema.shape;

/** What the wizard asks of the guest's form when moving on. */
export interface CustomerForm {
  /** The typed details, or a rejection when a field is wrong (its message shown under it). */
  validate: () => Promise<CustomerInfo>;
}

/** Step 4: a guest types name, phone and e-mail; a customer sees the account's details. */
export function CustomerStep({
  user,
  formRef,
  value,
  onChange,
  serverErrors,
}: {
  /** The signed-in customer, or null for a guest. */
  user: CurrentUser | null;
  formRef: Ref<CustomerForm>;
  value: CustomerInfo;
  onChange: (info: CustomerInfo) => void;
  /** Field errors the server gave for customer_info (name, phone, email). */
  serverErrors: Record<string, string[]>;
}) {
  const [form] = Form.useForm<CustomerInfo>();
  useImperativeHandle(formRef, () => ({ validate: () => form.validateFields() }), [form]);
  useEffect(() => {
    const entries = Object.entries(serverErrors);
    if (!user && entries.length > 0) {
      form.setFields(
        entries.map(([name, errors]) => ({ name: name as keyof CustomerInfo, errors })),
      );
    }
  }, [serverErrors, form, user]);

  if (user) {
    return (
      <>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'name', label: 'Họ tên', children: user.name },
            {
              key: 'phone',
              label: 'Số điện thoại',
              children: user.phone ? formatPhone(user.phone) : '—',
            },
            { key: 'email', label: 'Email', children: user.email ?? '—' },
          ]}
        />
        <Alert
          type="info"
          showIcon
          title={
            <>
              Lịch hẹn được đặt với thông tin tài khoản của bạn. Cần sửa? Vào{' '}
              <Link to="/ho-so">hồ sơ cá nhân</Link>.
            </>
          }
        />
      </>
    );
  }

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark
      initialValues={value}
      onValuesChange={(_changed, all) => onChange({ ...value, ...all })}
    >
      <Form.Item name="name" label="Họ tên" required rules={[zodRule(fields.name)]}>
        <Input
          prefix={<UserOutlined />}
          placeholder="Nguyễn Văn A"
          autoComplete="name"
          maxLength={BOOKING_LIMITS.nameMax}
        />
      </Form.Item>
      <Form.Item
        name="phone"
        label="Số điện thoại"
        required
        rules={[zodRule(fields.phone)]}
        extra="Số điện thoại cũng là tên đăng nhập để bạn theo dõi lịch hẹn."
      >
        <Input
          prefix={<PhoneOutlined />}
          placeholder="0912 345 678"
          autoComplete="tel"
          inputMode="tel"
          maxLength={20}
        />
      </Form.Item>
      <Form.Item name="email" label="Email (không bắt buộc)" rules={[zodRule(fields.email)]}>
        <Input
          prefix={<MailOutlined />}
          placeholder="email@example.com"
          autoComplete="email"
          inputMode="email"
          maxLength={BOOKING_LIMITS.emailMax}
        />
      </Form.Item>
    </Form>
  );
}
