import {
  AUTH_MESSAGES,
  GENDER_LABELS,
  GENDERS,
  ROLE_LABELS,
  STAFF_ROLES,
  staffRegisterSchema,
  type Gender,
  type StaffRole,
} from '@salon/shared';
import { Alert, App, Button, Card, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { sameAsRule, showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { afterSalonToday } from '../../../lib/salon-picker';
import { usePageTitle } from '../../../lib/use-page-title';
import { useStaffRegister } from '../../auth/api/sign-in';
import { usePublicBranches } from '../../branches/api/public-branches';

const fields = staffRegisterSchema.shape;

interface StaffFormValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  phone?: string;
  role: StaffRole;
  branch_id: number;
  gender?: Gender;
  date_of_birth?: Dayjs | null;
}

export function StaffRegisterPage() {
  usePageTitle('Thêm nhân sự');
  const [form] = Form.useForm<StaffFormValues>();
  const register = useStaffRegister();
  const branches = usePublicBranches();
  const navigate = useNavigate();
  const { message } = App.useApp();

  const onFinish = (values: StaffFormValues) =>
    register.mutate(
      {
        ...values,
        phone: values.phone || null,
        date_of_birth: values.date_of_birth ? values.date_of_birth.format('YYYY-MM-DD') : null,
      },
      {
        onSuccess: () => {
          void message.success(AUTH_MESSAGES.registerSuccess);
          void navigate('/admin/dashboard');
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(error.message);
        },
      },
    );

  return (
    <Card
      title={<h1 style={{ fontSize: 18, margin: 0, fontWeight: 600 }}>Thêm tài khoản nhân sự</h1>}
      style={{ maxWidth: 760 }}
    >
      {branches.isError ? (
        <Alert
          type="error"
          showIcon
          title="Không thể tải danh sách chi nhánh"
          style={{ marginBottom: 16 }}
        />
      ) : null}
      <Form form={form} layout="vertical" onFinish={onFinish} initialValues={{ role: 'staff' }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label="Họ và tên" required rules={[zodRule(fields.name)]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="Email" required rules={[zodRule(fields.email)]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="password" label="Mật khẩu" required rules={[zodRule(fields.password)]}>
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="password_confirmation"
              label="Xác nhận mật khẩu"
              required
              dependencies={['password']}
              rules={[
                zodRule(fields.password_confirmation),
                sameAsRule('password', AUTH_MESSAGES.confirmationMismatch),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label="Số điện thoại" rules={[zodRule(fields.phone)]}>
              <Input inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="role" label="Vai trò" required rules={[zodRule(fields.role)]}>
              <Select
                allowClear
                placeholder="Chọn vai trò"
                options={STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="branch_id"
              label="Chi nhánh"
              required
              rules={[zodRule(fields.branch_id)]}
            >
              <Select
                placeholder="Chọn chi nhánh"
                loading={branches.isPending}
                options={(branches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                notFoundContent="Không có chi nhánh khả dụng"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label="Giới tính">
              <Select
                allowClear
                options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="date_of_birth" label="Ngày sinh">
              <DatePicker
                style={{ width: '100%' }}
                format="DD/MM/YYYY"
                disabledDate={afterSalonToday}
              />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={register.isPending}>
          Tạo tài khoản
        </Button>
      </Form>
    </Card>
  );
}
