import {
  BRANCH_ADMIN_LIMITS as L,
  BRANCH_MESSAGES as M,
  HOLIDAY_RECURRING_LABELS,
  holidayFields,
  salonToday,
  type AdminBranch,
  type HolidayRecurringType,
} from '@salon/shared';
import { App, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorText } from '../../../lib/api-client';
import { FormModal } from '../../admin/components/FormModal';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useAddHoliday, useRecurringTypes } from '../api/schedule';
import { optionalRule, orNull } from './form-rules';

interface FormValues {
  branch_id: number | 'all';
  date: Dayjs | null;
  name?: string;
  description?: string;
  recurring_type: HolidayRecurringType;
}

/** Add a day off for one branch or every branch, once or every year (solar or lunar). */
export function HolidayFormModal({
  branches,
  onClose,
}: {
  branches: AdminBranch[];
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const add = useAddHoliday();
  const types = useRecurringTypes();
  const labels = types.data ?? HOLIDAY_RECURRING_LABELS;

  const onFinish = (v: FormValues) => {
    if (!v.date) return;
    add.mutate(
      {
        branch_id: v.branch_id === 'all' ? null : v.branch_id,
        date: v.date.format('YYYY-MM-DD'),
        name: orNull(v.name),
        description: orNull(v.description),
        recurring_type: v.recurring_type,
        is_recurring: v.recurring_type !== 'none',
      },
      {
        onSuccess: () => {
          void message.success(M.holidayAdded);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.holidayAddFailed));
        },
      },
    );
  };

  return (
    <FormModal
      title="Thêm ngày nghỉ"
      width={600}
      phoneFullWidth
      saving={add.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ branch_id: 'all', date: null, recurring_type: 'none' }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="branch_id" label="Chi nhánh">
              <Select
                options={[
                  { value: 'all', label: 'Tất cả chi nhánh' },
                  ...branches.map((b) => ({ value: b.id, label: b.name })),
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="date"
              label="Ngày nghỉ"
              required
              rules={[{ required: true, message: M.holidayDateRequired }]}
            >
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                placeholder="Chọn ngày"
                disabledDate={(d) => d.format('YYYY-MM-DD') < salonToday()}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="name" label="Tên ngày nghỉ" rules={[optionalRule(holidayFields.name)]}>
          <Input maxLength={L.holidayNameMax} placeholder="Ví dụ: Tết Nguyên Đán" />
        </Form.Item>
        <Form.Item name="recurring_type" label="Lặp lại">
          <Select
            loading={types.isLoading}
            options={(Object.keys(labels) as HolidayRecurringType[]).map((key) => ({
              value: key,
              label: labels[key],
            }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="Mô tả"
          rules={[optionalRule(holidayFields.description)]}
        >
          <Input.TextArea rows={2} maxLength={L.holidayDescriptionMax} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
