import { App, Form, Input, Modal, Rate } from 'antd';
import type { z } from 'zod';
import { showServerFieldErrors, zodRule } from '../lib/form-rules';
import { FormErrorAlert } from './FormErrorAlert';
import type { ModalMutationState } from './ReasonModal';

export interface RatingCommentValues {
  rating: number;
  /** Trimmed; '' when left empty. */
  comment: string;
}

export interface RatingCommentModalProps {
  title: string;
  /** Shared zod schema of the review: its `rating` and `comment` rules. */
  schema: z.ZodObject<{ rating: z.ZodType; comment: z.ZodType }>;
  commentMax: number;
  placeholder: string;
  /** Note under the comment (where the review will show). */
  hint: string;
  failedTitle: string;
  successMessage: string;
  mutation: ModalMutationState;
  /** A rejection keeps the modal open and puts the server's field errors on the form. */
  onSubmit: (values: RatingCommentValues) => Promise<unknown>;
  onClose: () => void;
}

/** A review: stars (5 unless changed) and an optional comment. */
export function RatingCommentModal({
  title,
  schema,
  commentMax,
  placeholder,
  hint,
  failedTitle,
  successMessage,
  mutation,
  onSubmit,
  onClose,
}: RatingCommentModalProps) {
  const [form] = Form.useForm<{ rating: number; comment?: string }>();
  const { message } = App.useApp();

  const submit = async (values: { rating: number; comment?: string }) => {
    try {
      await onSubmit({ rating: values.rating, comment: values.comment?.trim() ?? '' });
      void message.success(successMessage);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={title}
      okText="Gửi đánh giá"
      cancelText="Đóng"
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FormErrorAlert title={failedTitle} error={mutation.error} onClose={() => mutation.reset()} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ rating: 5 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="rating"
          label="Mức độ hài lòng"
          required
          rules={[zodRule(schema.shape.rating)]}
        >
          <Rate aria-label="Số sao đánh giá" />
        </Form.Item>
        <Form.Item
          name="comment"
          label="Nhận xét"
          rules={[zodRule(schema.shape.comment)]}
          extra={hint}
        >
          <Input.TextArea rows={4} maxLength={commentMax} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
