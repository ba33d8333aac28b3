import { LockOutlined, MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import {
  AUTH_MESSAGES,
  customerRegisterSchema,
  GENDER_LABELS,
  GENDERS,
  type Gender,
} from '@salon/shared';
import { Button, Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { Link, Navigate, useNavigate } from 'react-router';
import { sameAsRule, showServerFieldErrors, zodRule, zodDateRule } from '../../../lib/form-rules';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { afterSalonToday } from '../../../lib/salon-picker';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCurrentUser } from '../api/current-user';
import { useCustomerRegister } from '../api/sign-in';
import { useDismissibleError } from '../use-dismissible-error';
import { AuthCard } from '../components/AuthCard';
import { PasswordStrengthMeter } from '../components/PasswordStrengthMeter';
import { toast } from '../../../ui/Toast';

const fields = customerRegisterSchema.shape;

interface RegisterFormValues {
  name: string;
  phone: string;
  email: string;
  password: string;
  password_confirmation: string;
  gender?: Gender;
  date_of_birth?: Dayjs | null;
  terms_accepted?: boolean;
}

export function CustomerRegisterPage() {
  usePageTitle('Đăng ký tài khoản');
  const [form] = Form.useForm<RegisterFormValues>();
  const password = Form.useWatch('password', form) ?? '';
  const register = useCustomerRegister();
  const { visibleError, dismiss } = useDismissibleError(register.error);
  const { user } = useCurrentUser();
  const navigate = useNavigate();

  if (user && !register.isSuccess) return <Navigate to="/" replace />;

  const onFinish = (values: RegisterFormValues) => {
    register.mutate(
      {
        ...values,
        date_of_birth: values.date_of_birth ? values.date_of_birth.format('YYYY-MM-DD') : null,
        // onFinish runs only after the rule below has accepted the terms box.
        terms_accepted: true,
      },
      {
        onSuccess: () => {
          toast.success(AUTH_MESSAGES.registerSuccess);
          // The profile offers to prove the phone first thing (bookings made with it join then).
          void navigate('/ho-so');
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  };

  return (
    <AuthCard
      title="Đăng ký tài khoản"
      subtitle="Tạo tài khoản để đặt lịch, mua sắm và nhận ưu đãi thành viên."
    >
      <FormErrorAlert title={AUTH_MESSAGES.registerFailed} error={visibleError} onClose={dismiss} />
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={dismiss}
        scrollToFirstError
      >
        <Form.Item name="name" label="Họ và tên" required rules={[zodRule(fields.name)]}>
          <Input
            prefix={<UserOutlined />}
            placeholder="Nguyễn Văn A"
            autoComplete="name"
            maxLength={100}
          />
        </Form.Item>
        <Form.Item name="phone" label="Số điện thoại" required rules={[zodRule(fields.phone)]}>
          <Input
            prefix={<PhoneOutlined />}
            placeholder="0912 345 678"
            autoComplete="tel"
            inputMode="tel"
          />
        </Form.Item>
        <Form.Item name="email" label="Email" required rules={[zodRule(fields.email)]}>
          <Input
            prefix={<MailOutlined />}
            placeholder="ban@example.com"
            autoComplete="email"
            inputMode="email"
          />
        </Form.Item>
        <Form.Item name="password" label="Mật khẩu" required rules={[zodRule(fields.password)]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <PasswordStrengthMeter password={password} />
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
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="gender" label="Giới tính">
              <Select
                allowClear
                placeholder="Chọn giới tính"
                options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="date_of_birth"
              label="Ngày sinh"
              rules={[zodDateRule(fields.date_of_birth)]}
            >
              <DatePicker
                style={{ width: '100%' }}
                format="DD/MM/YYYY"
                placeholder="Chọn ngày sinh"
                disabledDate={afterSalonToday}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="terms_accepted"
          valuePropName="checked"
          rules={[
            {
              validator: async (_rule, value: boolean | undefined) => {
                if (value !== true) throw new Error(AUTH_MESSAGES.termsRequired);
              },
            },
          ]}
        >
          <Checkbox>
            Tôi đồng ý với{' '}
            <Link to="/terms" target="_blank">
              điều khoản sử dụng
            </Link>{' '}
            và{' '}
            <Link to="/privacy" target="_blank">
              chính sách bảo mật
            </Link>
          </Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={register.isPending}>
          Đăng ký
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16, marginBottom: 0 }}>
        Đã có tài khoản? <Link to="/customer/login">Đăng nhập</Link>
      </p>
    </AuthCard>
  );
}
