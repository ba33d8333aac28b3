import { MailOutlined, PhoneOutlined, UserOutlined } from '@ant-design/icons';
import {
  GENDER_LABELS,
  GENDERS,
  PROFILE_MESSAGES as M,
  profileUpdateSchema,
  toNationalPhone,
  type CurrentUser,
  type Gender,
} from '@salon/shared';
import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, type ReactNode } from 'react';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule, zodDateRule } from '../../../lib/form-rules';
import { toast } from '../../../ui';
import { afterSalonToday, keepEnterInPicker } from '../../../lib/salon-picker';
import { usePublicSettings } from '../../settings/api/public-settings';
import { useUpdateProfile } from '../api/profile';

interface ProfileFormValues {
  name: string;
  phone: string;
  email: string;
  gender?: Gender | null;
  date_of_birth?: Dayjs | null;
}

function initialValues(user: CurrentUser): ProfileFormValues {
  return {
    name: user.name,
    phone: user.phone ? toNationalPhone(user.phone) : '',
    email: user.email ?? '',
    gender: user.gender,
    date_of_birth: user.date_of_birth ? dayjs(user.date_of_birth) : null,
  };
}

/**
 * The profile's fields with the §5 rules (the shared schema), saved with
 * `PUT /api/customer/profile`. `forced` (the forced-update modal) makes gender and birth date
 * required.
 */
export function ProfileForm({
  user,
  forced = false,
  onSaved,
  onCancel,
  extraActions,
  submitLabel = 'Lưu thay đổi',
}: {
  user: CurrentUser;
  forced?: boolean;
  onSaved?: () => void;
  onCancel?: () => void;
  extraActions?: ReactNode;
  submitLabel?: string;
}) {
  const [form] = Form.useForm<ProfileFormValues>();
  const { settings } = usePublicSettings();
  const update = useUpdateProfile();
  const fields = useMemo(
    () => profileUpdateSchema({ forced, companyEmail: settings.company.email }).shape,
    [forced, settings.company.email],
  );

  const onFinish = (values: ProfileFormValues) => {
    update.mutate(
      {
        name: values.name,
        phone: values.phone,
        email: values.email,
        gender: values.gender ?? null,
        date_of_birth: values.date_of_birth ? values.date_of_birth.format('YYYY-MM-DD') : null,
      },
      {
        onSuccess: () => {
          toast.success(M.updated);
          onSaved?.();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast.error(errorText(error, M.updateFailed));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      name={forced ? 'forced-profile' : 'profile'}
      initialValues={initialValues(user)}
      onFinish={onFinish}
      requiredMark="optional"
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="name" label="Họ và tên" required rules={[zodRule(fields.name)]}>
            <Input prefix={<UserOutlined />} autoComplete="name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label="Số điện thoại" required rules={[zodRule(fields.phone)]}>
            <Input prefix={<PhoneOutlined />} inputMode="tel" autoComplete="tel" maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="email" label="Email" required rules={[zodRule(fields.email)]}>
            <Input
              prefix={<MailOutlined />}
              type="email"
              autoComplete="email"
              maxLength={100}
              placeholder="ten@example.com"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="gender"
            label="Giới tính"
            required={forced}
            rules={[zodRule(fields.gender)]}
          >
            <Select
              allowClear={!forced}
              placeholder="Chọn giới tính"
              options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="date_of_birth"
            label="Ngày sinh"
            required={forced}
            rules={[zodDateRule(fields.date_of_birth)]}
          >
            <DatePicker
              style={{ width: '100%' }}
              format="DD/MM/YYYY"
              placeholder="Chọn ngày sinh"
              disabledDate={afterSalonToday}
              onKeyDown={keepEnterInPicker}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          {submitLabel}
        </Button>
        {onCancel ? <Button onClick={onCancel}>Hủy</Button> : null}
        {extraActions}
      </Space>
    </Form>
  );
}
