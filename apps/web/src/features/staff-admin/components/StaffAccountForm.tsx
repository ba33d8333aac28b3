import {
  GENDER_LABELS,
  GENDERS,
  ROLE_LABELS,
  STAFF_MESSAGES as M,
  STAFF_ROLES,
  staffBirthDateField,
  staffBranchField,
  staffGenderField,
  staffNameField,
  staffPhoneField,
  staffRoleField,
  type Gender,
  type StaffMember,
  type StaffRole,
} from '@salon/shared';
import { App, Button, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule, zodDateRule } from '../../../lib/form-rules';
import { afterSalonToday } from '../../../lib/salon-picker';
import { usePublicBranches } from '../../branches/api/public-branches';
import { useSaveStaffAccount } from '../api/staff';
import { useChangeFeedback } from './use-change-feedback';
import { useDateFormat } from '../../preferences/use-preference-format';

interface AccountValues {
  name: string;
  phone?: string | null;
  branch_id: number;
  role: StaffRole;
  gender?: Gender | null;
  date_of_birth?: Dayjs | null;
}

/** Name, phone, branch, role, gender and birth date of a team member. */
export function StaffAccountForm({ member, isSelf }: { member: StaffMember; isSelf: boolean }) {
  const [form] = Form.useForm<AccountValues>();
  const { message } = App.useApp();
  const save = useSaveStaffAccount();
  const feedback = useChangeFeedback();
  const { dateFormat } = useDateFormat();
  const branches = usePublicBranches();
  const branchOptions = (branches.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  // A member may work at a branch the public list no longer shows.
  if (member.branch_id && !branchOptions.some((o) => o.value === member.branch_id)) {
    branchOptions.push({ value: member.branch_id, label: member.branch_name ?? '—' });
  }

  const onFinish = (values: AccountValues) =>
    save.mutate(
      {
        id: member.id,
        input: {
          ...values,
          phone: values.phone || null,
          gender: values.gender ?? null,
          date_of_birth: values.date_of_birth ? values.date_of_birth.format('YYYY-MM-DD') : null,
        },
      },
      {
        onSuccess: (result) => feedback(result, M.updated),
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.saveFailed));
        },
      },
    );

  return (
    <Form<AccountValues>
      form={form}
      layout="vertical"
      name="staff-account"
      onFinish={onFinish}
      initialValues={{
        name: member.name,
        phone: member.phone,
        branch_id: member.branch_id ?? undefined,
        role: member.role,
        gender: member.gender,
        date_of_birth: member.date_of_birth ? dayjs(member.date_of_birth) : null,
      }}
    >
      <Form.Item name="name" label="Họ và tên" required rules={[zodRule(staffNameField)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="phone" label="Số điện thoại" rules={[zodRule(staffPhoneField)]}>
            <Input inputMode="tel" placeholder="0912345678" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="E-mail">
            <Input value={member.email ?? ''} disabled />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="branch_id"
            label="Chi nhánh"
            required
            rules={[zodRule(staffBranchField)]}
          >
            <Select
              loading={branches.isPending}
              options={branchOptions}
              placeholder="Chọn chi nhánh"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="role"
            label="Vai trò"
            required
            rules={[zodRule(staffRoleField)]}
            extra={isSelf ? 'Bạn không thể tự đổi vai trò của mình.' : undefined}
          >
            <Select
              allowClear={!isSelf}
              disabled={isSelf}
              placeholder="Chọn vai trò"
              options={STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="gender" label="Giới tính" rules={[zodRule(staffGenderField)]}>
            <Select
              allowClear
              placeholder="Chưa chọn"
              options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="date_of_birth"
            label="Ngày sinh"
            rules={[zodDateRule(staffBirthDateField)]}
          >
            <DatePicker
              style={{ width: '100%' }}
              format={dateFormat}
              disabledDate={afterSalonToday}
            />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Lưu tài khoản
      </Button>
    </Form>
  );
}
