import {
  CUSTOMER_PRODUCT_MESSAGES as M,
  CUSTOMER_PRODUCT_RULES,
  PROFILE_MESSAGES,
  type CustomerProductDto,
} from '@salon/shared';
import { App, Form, Input, Modal } from 'antd';
import { errorText } from '../../../lib/api-client';
import { useFinishProduct } from '../api/customer-products';

/** "Đánh dấu đã dùng hết", with an optional note. */
export function FinishProductModal({
  product,
  onClose,
}: {
  product: CustomerProductDto | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ notes?: string }>();
  const finish = useFinishProduct();
  const { message } = App.useApp();

  const submit = async () => {
    if (!product) return;
    // A refused form shows its messages under the fields; nothing to throw.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { notes } = values;
    finish.mutate(
      { id: product.id, notes: notes?.trim() ? notes.trim() : null },
      {
        onSuccess: () => {
          void message.success(M.finished);
          form.resetFields();
          onClose();
        },
        onError: (error) => void message.error(errorText(error, PROFILE_MESSAGES.genericError)),
      },
    );
  };

  return (
    <Modal
      open={product !== null}
      title="Đánh dấu đã dùng hết"
      okText="Xác nhận"
      cancelText="Hủy"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={finish.isPending}
      destroyOnHidden
    >
      <p>
        Bạn đã dùng hết <strong>{product?.product.name}</strong>?
      </p>
      <Form form={form} layout="vertical" name="finish-product">
        <Form.Item
          name="notes"
          label="Ghi chú (không bắt buộc)"
          rules={[{ max: CUSTOMER_PRODUCT_RULES.notesMax, message: M.notesMax }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={CUSTOMER_PRODUCT_RULES.notesMax}
            showCount
            placeholder="Cảm nhận của bạn về sản phẩm"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
