import { App, Form, Input, Modal } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { showServerFieldErrors, zodRule } from '../lib/form-rules';
import { FormErrorAlert } from './FormErrorAlert';

/** What the modal needs of the mutation behind it (a TanStack Query mutation fits). */
export interface ModalMutationState {
  isPending: boolean;
  error: Error | null;
  reset: () => void;
}

export interface ReasonModalProps {
  title: string;
  okText: string;
  /** Label of the reason field. */
  label: string;
  /** Whether a reason must be given; the schema holds the rule, this only shows the mark. */
  required?: boolean;
  /** Shared zod schema of the reason (its limits and Vietnamese messages). */
  schema: z.ZodType;
  maxLength: number;
  placeholder: string;
  /** Note under the field. */
  hint?: string;
  /** Shown above the form, e.g. what is being cancelled. */
  children?: ReactNode;
  failedTitle: string;
  successMessage: string;
  mutation: ModalMutationState;
  /** Sends the reason as typed ('' when empty); a rejection keeps the modal open. */
  onSubmit: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A dangerous action that asks for a reason first (e.g. cancelling an order or appointment). */
export function ReasonModal({
  title,
  okText,
  label,
  required = false,
  schema,
  maxLength,
  placeholder,
  hint,
  children,
  failedTitle,
  successMessage,
  mutation,
  onSubmit,
  onClose,
}: ReasonModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  const { message } = App.useApp();

  const submit = async (values: { reason?: string }) => {
    try {
      await onSubmit(values.reason ?? '');
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
      okText={okText}
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {children}
      <FormErrorAlert title={failedTitle} error={mutation.error} onClose={() => mutation.reset()} />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label={label}
          required={required}
          rules={[zodRule(schema)]}
          extra={hint}
        >
          <Input.TextArea rows={3} maxLength={maxLength} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
