import {
  BACK_OFFICE_HELP_LIMITS as L,
  BACK_OFFICE_HELP_MESSAGES as M,
  FEEDBACK_PRIORITIES,
  FEEDBACK_PRIORITY_LABELS,
  FEEDBACK_TYPES,
  FEEDBACK_TYPE_LABELS,
  type FeedbackFormInput,
} from '@salon/shared';
import { Alert, App, Button, Card, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useSendFeedback } from '../api/help-admin';

/** back-office §3 Feedback form, stored on the server (§5: type, subject, description required). */
export function FeedbackForm() {
  const { message } = App.useApp();
  const [form] = Form.useForm<FeedbackFormInput>();
  const send = useSendFeedback();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: FeedbackFormInput) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: () => {
        void message.success(M.feedbackSent);
        form.resetFields();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        setFailure(errorText(error, M.feedbackFailed));
      },
    });
  };

  return (
    <Card title="Gửi phản hồi" size="small">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark>
        <Form.Item
          name="type"
          label="Loại phản hồi"
          rules={[{ required: true, message: M.typeRequired }]}
        >
          <Select
            placeholder="Chọn loại"
            options={FEEDBACK_TYPES.map((type) => ({
              value: type,
              label: FEEDBACK_TYPE_LABELS[type],
            }))}
          />
        </Form.Item>
        <Form.Item
          name="subject"
          label="Tiêu đề"
          rules={[
            { required: true, whitespace: true, message: M.subjectRequired },
            { max: L.subjectMax, message: M.subjectMax },
          ]}
        >
          <Input maxLength={L.subjectMax} />
        </Form.Item>
        <Form.Item
          name="description"
          label="Mô tả"
          rules={[
            { required: true, whitespace: true, message: M.descriptionRequired },
            { max: L.descriptionMax, message: M.descriptionMax },
          ]}
        >
          <Input.TextArea rows={4} maxLength={L.descriptionMax} showCount />
        </Form.Item>
        <Form.Item name="priority" label="Mức ưu tiên">
          <Select
            allowClear
            placeholder="Không bắt buộc"
            options={FEEDBACK_PRIORITIES.map((p) => ({
              value: p,
              label: FEEDBACK_PRIORITY_LABELS[p],
            }))}
          />
        </Form.Item>
        {failure ? (
          <Alert type="error" showIcon message={failure} style={{ marginBottom: 12 }} />
        ) : null}
        <Button type="primary" htmlType="submit" loading={send.isPending}>
          Gửi phản hồi
        </Button>
      </Form>
    </Card>
  );
}
