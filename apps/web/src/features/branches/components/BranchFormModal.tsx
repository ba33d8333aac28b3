import {
  BRANCH_ADMIN_LIMITS as L,
  BRANCH_MESSAGES as M,
  BRANCH_STATUS_LABELS,
  BRANCH_STATUSES,
  branchFields,
  type AdminBranch,
  type BranchStatus,
} from '@salon/shared';
import { App, Col, Form, Input, Row, Select } from 'antd';
import { errorText } from '../../../lib/api-client';
import { FormModal } from '../../admin/components/FormModal';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useSaveBranch } from '../api/admin-branches';
import { optionalRule, orNull, zodRule } from './form-rules';

interface FormValues {
  name: string;
  address: string;
  phone: string;
  email?: string;
  manager_name?: string;
  opening_hours?: string;
  description?: string;
  status: BranchStatus;
}

/** Add or edit a branch (back-office §5: name, phone and address required, e-mail valid). */
export function BranchFormModal({
  branch,
  onClose,
}: {
  branch: AdminBranch | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useSaveBranch();

  const onFinish = (v: FormValues) =>
    save.mutate(
      {
        id: branch?.id,
        input: {
          name: v.name,
          address: v.address,
          phone: v.phone,
          email: orNull(v.email),
          manager_name: orNull(v.manager_name),
          opening_hours: orNull(v.opening_hours),
          description: orNull(v.description),
          status: v.status,
        },
      },
      {
        onSuccess: () => {
          void message.success(branch ? M.updated : M.created);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.saveFailed));
        },
      },
    );

  return (
    <FormModal
      title={branch ? `Sửa chi nhánh ${branch.name}` : 'Thêm chi nhánh'}
      width={720}
      phoneFullWidth
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={
          branch
            ? {
                name: branch.name,
                address: branch.address,
                phone: branch.phone,
                email: branch.email ?? '',
                manager_name: branch.manager_name ?? '',
                opening_hours: branch.opening_hours ?? '',
                description: branch.description ?? '',
                status: branch.status,
              }
            : { status: 'active' }
        }
      >
        <Form.Item name="name" label="Tên chi nhánh" required rules={[zodRule(branchFields.name)]}>
          <Input maxLength={L.nameMax} />
        </Form.Item>
        <Form.Item name="address" label="Địa chỉ" required rules={[zodRule(branchFields.address)]}>
          <Input maxLength={L.addressMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label="Số điện thoại"
              required
              extra={M.phoneHint}
              rules={[zodRule(branchFields.phone)]}
            >
              <Input inputMode="tel" maxLength={20} placeholder="028 3823 4567" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label="Email" rules={[optionalRule(branchFields.email)]}>
              <Input inputMode="email" maxLength={L.emailMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="manager_name"
              label="Quản lý chi nhánh"
              rules={[optionalRule(branchFields.manager_name)]}
            >
              <Input maxLength={L.managerNameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item
              name="opening_hours"
              label="Giờ mở cửa"
              rules={[optionalRule(branchFields.opening_hours)]}
            >
              <Input maxLength={L.openingHoursMax} placeholder="08:00 - 21:00" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={6}>
            <Form.Item name="status" label="Trạng thái">
              <Select
                options={BRANCH_STATUSES.map((s) => ({ value: s, label: BRANCH_STATUS_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label="Mô tả"
          rules={[optionalRule(branchFields.description)]}
        >
          <Input.TextArea rows={3} maxLength={L.descriptionMax} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
