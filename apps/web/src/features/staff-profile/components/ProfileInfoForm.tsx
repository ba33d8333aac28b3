import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import {
  GENDER_LABELS,
  GENDERS,
  OWN_PROFILE_MESSAGES as M,
  ownProfileFields,
  type Gender,
  type OwnProfile,
} from '@salon/shared';
import { App, Button, DatePicker, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { afterSalonToday, keepEnterInPicker } from '../../../lib/salon-picker';
import { useDateFormat } from '../../preferences/use-preference-format';
import { useUpdateOwnProfile } from '../api/profile';
import styles from './staff-profile.module.css';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  gender: Gender | null;
  date_of_birth: Dayjs | null;
}

function valuesOf(profile: OwnProfile): FormValues {
  return {
    name: profile.name,
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    gender: profile.gender,
    date_of_birth: profile.date_of_birth ? dayjs(profile.date_of_birth) : null,
  };
}

/**
 * The member's own details: read-only until "Chỉnh sửa"; "Hủy" puts back what is saved; a
 * successful save leaves edit mode.
 */
export function ProfileInfoForm({ profile }: { profile: OwnProfile }) {
  const [form] = Form.useForm<FormValues>();
  const [editing, setEditing] = useState(false);
  const update = useUpdateOwnProfile();
  const { message } = App.useApp();
  const { dateFormat } = useDateFormat();

  const cancel = () => {
    form.resetFields();
    form.setFieldsValue(valuesOf(profile));
    setEditing(false);
  };

  const save = (values: FormValues) => {
    update.mutate(
      {
        name: values.name,
        email: values.email,
        phone: values.phone.trim() || null,
        gender: values.gender ?? null,
        date_of_birth: values.date_of_birth ? values.date_of_birth.format('YYYY-MM-DD') : null,
      },
      {
        onSuccess: (saved) => {
          void message.success(M.updated);
          form.setFieldsValue(valuesOf(saved));
          setEditing(false);
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.updateFailed));
        },
      },
    );
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={valuesOf(profile)}
      disabled={!editing}
      onFinish={save}
      requiredMark={editing}
      aria-label="Thông tin cá nhân"
    >
      <div className={styles.formGrid}>
        <Form.Item name="name" label="Họ và tên" required rules={[zodRule(ownProfileFields.name)]}>
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="email" label="Email" required rules={[zodRule(ownProfileFields.email)]}>
          <Input type="email" autoComplete="email" maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label="Số điện thoại" rules={[zodRule(ownProfileFields.phone)]}>
          <Input inputMode="numeric" autoComplete="tel" maxLength={11} />
        </Form.Item>
        <Form.Item name="gender" label="Giới tính">
          <Select
            allowClear
            placeholder="Chưa chọn"
            options={GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] }))}
          />
        </Form.Item>
        <Form.Item name="date_of_birth" label="Ngày sinh">
          <DatePicker
            format={dateFormat}
            style={{ width: '100%' }}
            placeholder="Chọn ngày sinh"
            disabledDate={afterSalonToday}
            onKeyDown={keepEnterInPicker}
          />
        </Form.Item>
      </div>
      <div className={styles.formActions}>
        {editing ? (
          <>
            <Button onClick={cancel} disabled={update.isPending}>
              Hủy
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              icon={<SaveOutlined />}
              loading={update.isPending}
            >
              Lưu thay đổi
            </Button>
          </>
        ) : (
          <Button
            type="primary"
            icon={<EditOutlined />}
            disabled={false}
            onClick={() => setEditing(true)}
          >
            Chỉnh sửa
          </Button>
        )}
      </div>
    </Form>
  );
}
