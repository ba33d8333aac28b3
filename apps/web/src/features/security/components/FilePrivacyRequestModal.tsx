import {
  PRIVACY_LIMITS,
  PRIVACY_MESSAGES as M,
  PRIVACY_REQUEST_CHANNELS,
  PRIVACY_REQUEST_TYPES,
  STAFF_PRIVACY_CHANNEL_KEYS,
  type AdminPrivacyRequestInput,
} from '@salon/shared';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { errorText } from '../../../lib/api-client';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useFileForCustomer } from '../api/privacy-requests';

/** Staff file a request a customer made by phone, e-mail, at the desk or by letter. */
export function FilePrivacyRequestModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<AdminPrivacyRequestInput>();
  const file = useFileForCustomer();
  const { message } = App.useApp();
  const submit = (values: AdminPrivacyRequestInput) =>
    file.mutate(values, {
      onSuccess: () => {
        void message.success(M.requestFiled);
        form.resetFields();
        onClose();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        void message.error(errorText(error, M.customerNotFound));
      },
    });
  return (
    <Modal
      open={open}
      title="Tiếp nhận yêu cầu thay khách hàng"
      okText="Tiếp nhận"
      okButtonProps={{ loading: file.isPending }}
      cancelText="Hủy"
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" name="file-privacy-request" onFinish={submit}>
        <Form.Item
          name="user_id"
          label="Mã khách hàng"
          rules={[{ required: true, message: M.customerInvalid }]}
        >
          <InputNumber min={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="type"
          label="Loại yêu cầu"
          rules={[{ required: true, message: M.typeInvalid }]}
        >
          <Select
            options={Object.entries(PRIVACY_REQUEST_TYPES).map(([value, label]) => ({
              value,
              label,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="channel"
          label="Kênh tiếp nhận"
          rules={[{ required: true, message: M.channelInvalid }]}
        >
          <Select
            options={STAFF_PRIVACY_CHANNEL_KEYS.map((value) => ({
              value,
              label: PRIVACY_REQUEST_CHANNELS[value],
            }))}
          />
        </Form.Item>
        <Form.Item name="details" label="Nội dung yêu cầu">
          <Input.TextArea rows={3} maxLength={PRIVACY_LIMITS.detailsMax} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
