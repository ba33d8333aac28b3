import {
  guestEmailSchema,
  guestNameSchema,
  questionTextSchema,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
} from '@salon/shared';
import { Form, Input, Modal } from 'antd';
import { toast } from '../../../ui/Toast';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useAskQuestion } from '../api/questions';
import type { ReviewedItem } from '../api/reviews';

interface QuestionFormValues {
  question: string;
  guest_name?: string;
  guest_email?: string;
}

export function QuestionFormModal({
  item,
  isGuest,
  open,
  onClose,
}: {
  item: ReviewedItem;
  isGuest: boolean;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<QuestionFormValues>();
  const ask = useAskQuestion(item);

  const submit = async (values: QuestionFormValues) => {
    try {
      await ask.mutateAsync({
        question: values.question,
        guest_name: isGuest ? values.guest_name : undefined,
        guest_email: isGuest ? values.guest_email : undefined,
      });
      toast.success(REVIEW_MESSAGES.questionCreated);
      form.resetFields();
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="Đặt câu hỏi"
      okText="Gửi câu hỏi"
      cancelText="Hủy"
      confirmLoading={ask.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FormErrorAlert
        title={REVIEW_MESSAGES.questionFailed}
        error={ask.error}
        onClose={() => ask.reset()}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="question" label="Câu hỏi" required rules={[zodRule(questionTextSchema)]}>
          <Input.TextArea rows={3} maxLength={REVIEW_LIMITS.questionMax} showCount />
        </Form.Item>
        {isGuest ? (
          <>
            <Form.Item name="guest_name" label="Họ tên" required rules={[zodRule(guestNameSchema)]}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item
              name="guest_email"
              label="Email"
              required
              rules={[zodRule(guestEmailSchema)]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </>
        ) : null}
      </Form>
    </Modal>
  );
}
