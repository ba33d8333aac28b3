import {
  cancelOrderSchema,
  MY_ORDERS_MESSAGES,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  type MyOrder,
} from '@salon/shared';
import { App, Form, Input, Modal } from 'antd';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCancelMyOrder } from '../api/change-my-order';

/** Asks why (optional, up to 200 characters) before cancelling a pending unpaid order. */
export function CancelOrderModal({ order, onClose }: { order: MyOrder; onClose: () => void }) {
  const [form] = Form.useForm<{ reason?: string }>();
  const { message } = App.useApp();
  const cancel = useCancelMyOrder();

  const submit = async (values: { reason?: string }) => {
    try {
      await cancel.mutateAsync({ id: order.id, reason: values.reason ?? '' });
      void message.success(ORDER_MESSAGES.cancelled);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={`Hủy đơn ${order.order_number}`}
      okText="Hủy đơn hàng"
      okButtonProps={{ danger: true }}
      cancelText="Đóng"
      confirmLoading={cancel.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FormErrorAlert
        title={MY_ORDERS_MESSAGES.cancelFailed}
        error={cancel.error}
        onClose={() => cancel.reset()}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item
          name="reason"
          label="Lý do hủy"
          rules={[zodRule(cancelOrderSchema.shape.reason)]}
          extra="Sản phẩm trong đơn sẽ được trả lại kho."
        >
          <Input.TextArea
            rows={3}
            maxLength={ORDER_LIMITS.cancelReasonMax}
            showCount
            placeholder="Ví dụ: đặt nhầm sản phẩm, muốn đổi chi nhánh nhận hàng..."
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
