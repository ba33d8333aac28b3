import { UserOutlined } from '@ant-design/icons';
import {
  PASSWORD_RESET_MESSAGES as M,
  passwordResetRequestSchema,
  type PasswordResetRequested,
} from '@salon/shared';
import { App, Button, Form, Input } from 'antd';
import { FormErrorAlert } from '../../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../../lib/form-rules';
import { useRequestResetCode } from '../../api/password-reset';
import { useDismissibleError } from '../../use-dismissible-error';

/** Step 1: the e-mail or phone of the account; the code goes there. */
export function IdentifierStep({
  initialIdentifier,
  onSent,
}: {
  initialIdentifier: string;
  onSent: (identifier: string, sent: PasswordResetRequested) => void;
}) {
  const [form] = Form.useForm<{ identifier: string }>();
  const request = useRequestResetCode();
  const { visibleError, dismiss } = useDismissibleError(request.error);
  const { message } = App.useApp();

  const onFinish = ({ identifier }: { identifier: string }) => {
    const trimmed = identifier.trim();
    request.mutate(
      { identifier: trimmed },
      {
        onSuccess: (sent) => {
          void message.success(M.codeSent(sent.channel));
          onSent(trimmed, sent);
        },
        onError: (error) => showServerFieldErrors(form, error),
      },
    );
  };

  return (
    <>
      <FormErrorAlert title={M.sendFailed} error={visibleError} onClose={dismiss} />
      <Form
        form={form}
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={{ identifier: initialIdentifier }}
        onFinish={onFinish}
        onValuesChange={dismiss}
      >
        <Form.Item
          name="identifier"
          label="Email hoặc số điện thoại"
          rules={[zodRule(passwordResetRequestSchema.shape.identifier)]}
        >
          <Input
            prefix={<UserOutlined />}
            placeholder="ban@example.com"
            autoComplete="username"
            autoFocus
            maxLength={100}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={request.isPending}>
          Gửi mã xác thực
        </Button>
      </Form>
    </>
  );
}
