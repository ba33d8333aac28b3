import {
  STAFF_LIMITS as L,
  STAFF_MESSAGES as M,
  experienceField,
  specialtiesField,
  type StaffMember,
} from '@salon/shared';
import { App, Button, Form, Input, InputNumber, Select, Switch } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useSaveStylistProfile } from '../api/staff';
import { useChangeFeedback } from './use-change-feedback';

interface ProfileValues {
  is_stylist: boolean;
  title?: string | null;
  bio?: string | null;
  specialties: string[];
  experience_years: number | null;
}

/** Whether the member takes bookings as a stylist, and what customers read about them. */
export function StylistProfileForm({ member }: { member: StaffMember }) {
  const [form] = Form.useForm<ProfileValues>();
  const { message } = App.useApp();
  const save = useSaveStylistProfile();
  const feedback = useChangeFeedback();
  const profile = member.profile;

  const onFinish = (values: ProfileValues) =>
    save.mutate(
      {
        id: member.id,
        input: {
          is_stylist: values.is_stylist,
          title: values.title ?? null,
          bio: values.bio ?? null,
          specialties: values.specialties,
          experience_years: values.experience_years ?? 0,
        },
      },
      {
        onSuccess: (result) => feedback(result, M.profileUpdated),
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.saveFailed));
        },
      },
    );

  return (
    <Form<ProfileValues>
      form={form}
      layout="vertical"
      name="stylist-profile"
      onFinish={onFinish}
      initialValues={{
        is_stylist: profile?.is_stylist ?? false,
        title: profile?.title ?? '',
        bio: profile?.bio ?? '',
        specialties: profile?.specialties ?? [],
        experience_years: profile?.experience_years ?? 0,
      }}
    >
      <Form.Item
        name="is_stylist"
        label="Là stylist"
        valuePropName="checked"
        extra="Chỉ stylist đang làm việc mới được xếp cho khách khi đặt lịch tại chi nhánh của mình."
      >
        <Switch checkedChildren="Có" unCheckedChildren="Không" />
      </Form.Item>
      <Form.Item name="title" label="Chức danh" rules={[{ max: L.titleMax, message: M.titleMax }]}>
        <Input maxLength={L.titleMax} placeholder="Ví dụ: Stylist cao cấp" />
      </Form.Item>
      <Form.Item name="specialties" label="Chuyên môn" rules={[zodRule(specialtiesField)]}>
        <Select
          mode="tags"
          tokenSeparators={[',']}
          maxCount={L.specialtiesMax}
          placeholder="Gõ rồi nhấn Enter, ví dụ: Uốn, Nhuộm"
          notFoundContent={null}
          suffixIcon={null}
          aria-label="Chuyên môn"
        />
      </Form.Item>
      <Form.Item
        name="experience_years"
        label="Số năm kinh nghiệm"
        rules={[zodRule(experienceField.nullable())]}
      >
        <InputNumber min={0} max={L.experienceMax} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="bio" label="Giới thiệu" rules={[{ max: L.bioMax, message: M.bioMax }]}>
        <Input.TextArea rows={4} maxLength={L.bioMax} showCount />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Lưu hồ sơ stylist
      </Button>
    </Form>
  );
}
