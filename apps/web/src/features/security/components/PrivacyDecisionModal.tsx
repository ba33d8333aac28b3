import {
  PRIVACY_LIMITS,
  PRIVACY_MESSAGES as M,
  PRIVACY_REQUEST_TYPES,
  type AdminPrivacyRequestDto,
} from '@salon/shared';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useActOnPrivacyRequest } from '../api/privacy-requests';

export interface PrivacyDecision {
  request: AdminPrivacyRequestDto;
  action: 'complete' | 'reject';
}

/** Completing (erasure runs; rectification records what changed) or rejecting with a reason. */
export function PrivacyDecisionModal({
  decision,
  onClose,
}: {
  decision: PrivacyDecision | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ text?: string }>();
  const act = useActOnPrivacyRequest();
  const { message } = App.useApp();
  const request = decision?.request;
  const rejecting = decision?.action === 'reject';
  const erasing = !rejecting && request?.type === 'erasure';
  const rectifying = !rejecting && request?.type === 'rectification';

  const submit = (values: { text?: string }) => {
    if (!decision || !request) return;
    act.mutate(
      {
        id: request.id,
        action: decision.action,
        ...(rejecting ? { reason: values.text } : { resolution: values.text }),
      },
      {
        onSuccess: () => {
          void message.success(rejecting ? M.rejected : erasing ? M.erased : M.completed);
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.transitionInvalid));
        },
      },
    );
  };

  return (
    <Modal
      open={decision !== null}
      title={
        request
          ? `${rejecting ? 'Từ chối' : 'Hoàn thành'} yêu cầu ${PRIVACY_REQUEST_TYPES[request.type].toLowerCase()} #${request.id}`
          : ''
      }
      okText={rejecting ? 'Từ chối' : erasing ? 'Xóa dữ liệu vĩnh viễn' : 'Hoàn thành'}
      okButtonProps={{ danger: rejecting || erasing, loading: act.isPending }}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {request?.details && (
        <Typography.Paragraph>
          <b>Nội dung yêu cầu:</b> {request.details}
        </Typography.Paragraph>
      )}
      {erasing && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          message="Không thể hoàn tác"
          description="Họ tên, số điện thoại, email, địa chỉ, ảnh, tin nhắn và tệp của khách sẽ bị xóa ở mọi nơi, tài khoản bị khóa. Đơn hàng giữ số tiền và thuế."
        />
      )}
      {!rejecting && (request?.type === 'access' || request?.type === 'portability') && (
        <Typography.Paragraph>
          Tệp dữ liệu sẽ được tạo; khách tải một lần từ trang cá nhân trong 24 giờ.
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" name="privacy-decision" onFinish={submit}>
        {(rejecting || rectifying) && (
          <Form.Item
            name="text"
            label={rejecting ? 'Lý do từ chối' : 'Những thông tin đã chỉnh sửa'}
            rules={[
              { required: true, message: rejecting ? M.reasonRequired : M.resolutionRequired },
            ]}
          >
            <Input.TextArea
              rows={3}
              maxLength={rejecting ? PRIVACY_LIMITS.reasonMax : PRIVACY_LIMITS.resolutionMax}
              showCount
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
