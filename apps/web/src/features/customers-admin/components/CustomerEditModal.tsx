import {
  CUSTOMER_ADMIN_MESSAGES as M,
  GENDER_LABELS,
  GENDERS,
  toNationalPhone,
  type AdminCustomerDetail,
  type CustomerUpdateInput,
} from '@salon/shared';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError, errorText } from '../../../lib/api-client';
import { useUpdateCustomer } from '../api/customers';

interface FormValues {
  name: string;
  phone: string;
  email?: string;
  gender?: CustomerUpdateInput['gender'];
  date_of_birth?: Dayjs | null;
  notes?: string;
}

/** Edits a customer's profile; the server applies the profile rules and answers in Vietnamese. */
export function CustomerEditModal({
  customer,
  open,
  onClose,
}: {
  customer: AdminCustomerDetail['customer'];
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useUpdateCustomer(customer.id);

  const onFinish = (values: FormValues) => {
    save.mutate(
      {
        name: values.name,
        phone: values.phone,
        email: values.email?.trim() ? values.email.trim() : null,
        gender: values.gender ?? null,
        date_of_birth: values.date_of_birth ? values.date_of_birth.format('YYYY-MM-DD') : null,
        notes: values.notes?.trim() ? values.notes : null,
      },
      {
        onSuccess: () => {
          void message.success(M.updated);
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
            form.setFields(
              Object.entries(error.errors).map(([name, errors]) => ({
                name: name as keyof FormValues,
                errors,
              })),
            );
          }
          void message.error(errorText(error, M.saveFailed));
        },
      },
    );
  };

  return (
    <Modal
      title="Sửa thông tin khách hàng"
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText="Lưu"
      cancelText="Hủy"
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          name: customer.name,
          phone: customer.phone ? toNationalPhone(customer.phone) : '',
          email: customer.email ?? '',
          gender: customer.gender ?? undefined,
          date_of_birth: customer.date_of_birth ? dayjs(customer.date_of_birth) : null,
          notes: customer.notes ?? '',
        }}
      >
        <Form.Item
          name="name"
          label="Họ tên"
          rules={[{ required: true, message: 'Vui lòng nhập họ tên' }]}
        >
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="phone"
          label="Số điện thoại"
          rules={[{ required: true, message: 'Vui lòng nhập số điện thoại' }]}
          extra="Đổi số điện thoại thì khách cần xác minh lại số mới."
        >
          <Input inputMode="tel" maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label="Email">
          <Input type="email" maxLength={100} />
        </Form.Item>
        <Form.Item name="gender" label="Giới tính">
          <Select
            allowClear
            options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
          />
        </Form.Item>
        <Form.Item name="date_of_birth" label="Ngày sinh">
          <DatePicker
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          />
        </Form.Item>
        <Form.Item name="notes" label="Ghi chú nội bộ">
          <Input.TextArea rows={3} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
