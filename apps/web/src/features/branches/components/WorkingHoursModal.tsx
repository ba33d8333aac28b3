import {
  BRANCH_MESSAGES as M,
  salonToday,
  slotGroupOf,
  SLOT_GROUP_LABELS,
  WORKING_SLOT_TIMES,
  type AdminBranch,
} from '@salon/shared';
import { Alert, App, Button, Checkbox, DatePicker, Form, Select, Space, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { errorText } from '../../../lib/api-client';
import { FormModal } from '../../admin/components/FormModal';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useSaveWorkingHours } from '../api/schedule';
import styles from './branches.module.css';

interface FormValues {
  branch_id: number;
  date: Dayjs | null;
  times: string[];
  is_available: boolean;
}

const GROUPS = (['morning', 'afternoon', 'evening'] as const).map((group) => ({
  group,
  times: WORKING_SLOT_TIMES.filter((time) => slotGroupOf(time) === group),
}));

/**
 * Replace a branch's general working hours, or one date's, with the ticked 30-minute start
 * times (08:00 to 21:30).
 */
export function WorkingHoursModal({
  branches,
  initial,
  onClose,
}: {
  branches: AdminBranch[];
  initial: { branch_id: number; date: string | null; times: string[] };
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useSaveWorkingHours();
  const date = Form.useWatch('date', form);

  const onFinish = (v: FormValues) =>
    save.mutate(
      {
        branch_id: v.branch_id,
        date: v.date ? v.date.format('YYYY-MM-DD') : null,
        times: v.times,
        is_available: v.is_available,
      },
      {
        onSuccess: () => {
          void message.success(M.workingHoursSaved);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.workingHoursFailed));
        },
      },
    );

  return (
    <FormModal
      title="Cập nhật giờ làm việc"
      width={760}
      phoneFullWidth
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{
          branch_id: initial.branch_id,
          date: initial.date ? dayjs(initial.date) : null,
          times: initial.times,
          is_available: true,
        }}
      >
        <Space wrap style={{ width: '100%' }} size="middle" align="start">
          <Form.Item
            name="branch_id"
            label="Chi nhánh"
            rules={[{ required: true, message: M.branchRequired }]}
            style={{ minWidth: 240 }}
          >
            <Select options={branches.map((b) => ({ value: b.id, label: b.name }))} />
          </Form.Item>
          <Form.Item name="date" label="Ngày (để trống: giờ chung mọi ngày)">
            <DatePicker
              format="DD/MM/YYYY"
              placeholder="Giờ chung"
              disabledDate={(d) => d.format('YYYY-MM-DD') < salonToday()}
            />
          </Form.Item>
          <Form.Item name="is_available" label="Mở nhận khách" valuePropName="checked">
            <Switch checkedChildren="Mở" unCheckedChildren="Đóng" />
          </Form.Item>
        </Space>
        {date ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title="Giờ của ngày này thay cho giờ chung trong ngày đó."
          />
        ) : null}
        <Form.Item
          name="times"
          label="Khung giờ bắt đầu"
          rules={[{ required: true, type: 'array', min: 1, message: M.timesRequired }]}
        >
          <Checkbox.Group style={{ display: 'block' }}>
            {GROUPS.map(({ group, times }) => (
              <div key={group} style={{ marginBottom: 12 }}>
                <div className={styles.muted} style={{ marginBottom: 6 }}>
                  {SLOT_GROUP_LABELS[group]}
                </div>
                <div className={styles.slotGrid}>
                  {times.map((time) => (
                    <Checkbox key={time} value={time} className={styles.slot}>
                      {time}
                    </Checkbox>
                  ))}
                </div>
              </div>
            ))}
          </Checkbox.Group>
        </Form.Item>
        <Space wrap>
          <Button size="small" onClick={() => form.setFieldValue('times', [...WORKING_SLOT_TIMES])}>
            Chọn tất cả
          </Button>
          <Button
            size="small"
            onClick={() =>
              form.setFieldValue(
                'times',
                WORKING_SLOT_TIMES.filter((t) => t >= '08:00' && t <= '20:30'),
              )
            }
          >
            08:00 – 20:30
          </Button>
          <Button size="small" onClick={() => form.setFieldValue('times', [])}>
            Bỏ chọn
          </Button>
        </Space>
      </Form>
    </FormModal>
  );
}
