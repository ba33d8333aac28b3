import {
  ADDRESS_LIMITS,
  checkoutPaymentOptions,
  deliveryAddressSchema,
  ORDER_LIMITS,
  type DeliveryAddressValues,
  ORDER_MESSAGES as M,
  ORDER_TYPE_LABELS,
  orderGuestSchema,
  type OrderTotals,
  type OrderType,
  type PaymentMethod,
} from '@salon/shared';
import { Alert, Button, Descriptions, Form, Input, Modal, Skeleton } from 'antd';
import { useEffect } from 'react';
import { zodRule } from '../../../../lib/form-rules';
import { formatVnd } from '../../../../lib/format';
import { usePublicSettings } from '../../../settings/api/public-settings';
import { useCheckoutPaymentMethods } from '../../api/payment-methods';
import styles from './checkout.module.css';
import { PaymentMethodField } from './PaymentMethodField';
import { TransferDetails } from './TransferDetails';

export interface ConfirmValues {
  name?: string;
  phone?: string;
  payment_method: PaymentMethod;
  notes?: string;
  /** A guest's delivery address, typed here. */
  delivery_address?: DeliveryAddressValues;
}

/** The last step: who orders (guests), how they pay, notes; then the order is placed. */
export function ConfirmOrderModal({
  open,
  onClose,
  onConfirm,
  pending,
  error,
  isGuest,
  orderType,
  branchName,
  addressText,
  totals,
}: {
  open: boolean;
  onClose: () => void;
  onConfirm: (values: ConfirmValues) => void;
  pending: boolean;
  error: string | null;
  isGuest: boolean;
  orderType: OrderType;
  branchName: string;
  addressText: string | null;
  totals: OrderTotals;
}) {
  const [form] = Form.useForm<ConfirmValues>();
  const method = Form.useWatch('payment_method', form);
  const { settings } = usePublicSettings();
  const methods = useCheckoutPaymentMethods(open);
  const options = checkoutPaymentOptions(methods.data ?? [], totals.total_amount);
  const firstOffered = options.find((option) => option.offered)?.method;
  const chosenOffered = options.some((option) => option.offered && option.method === method);
  const noMethod = methods.isSuccess && !firstOffered;

  // The first method the salon takes is chosen; a choice no longer offered gives way to it.
  useEffect(() => {
    if (!open || !methods.isSuccess || chosenOffered) return;
    form.setFieldValue('payment_method', firstOffered);
  }, [open, methods.isSuccess, chosenOffered, firstOffered, form]);

  return (
    <Modal
      title="Xác nhận đặt hàng"
      open={open}
      onCancel={pending ? undefined : onClose}
      // A refused validation shows its messages on the fields; nothing else to do.
      onOk={() => void form.validateFields().then(onConfirm, () => undefined)}
      okText="Đặt hàng"
      cancelText="Quay lại"
      okButtonProps={{ disabled: !methods.isSuccess || noMethod }}
      confirmLoading={pending}
      forceRender
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 12 }}
        items={[
          { key: 'type', label: 'Hình thức', children: ORDER_TYPE_LABELS[orderType] },
          { key: 'branch', label: 'Chi nhánh', children: branchName },
          ...(addressText ? [{ key: 'address', label: 'Giao đến', children: addressText }] : []),
        ]}
      />
      <div className={styles.confirmTotal}>
        <span>Tổng thanh toán</span>
        <strong data-testid="confirm-total">{formatVnd(totals.total_amount)}</strong>
      </div>
      {error ? (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      <Form form={form} layout="vertical" name="confirm-order" initialValues={{ notes: '' }}>
        {isGuest ? (
          <>
            <Form.Item
              name="name"
              label="Họ tên"
              required
              rules={[zodRule(orderGuestSchema.shape.name)]}
            >
              <Input autoComplete="name" maxLength={ORDER_LIMITS.nameMax} />
            </Form.Item>
            <Form.Item
              name="phone"
              label="Số điện thoại"
              required
              rules={[zodRule(orderGuestSchema.shape.phone)]}
            >
              <Input inputMode="tel" autoComplete="tel" maxLength={20} />
            </Form.Item>
          </>
        ) : null}
        {isGuest && orderType === 'delivery' ? (
          <>
            <Form.Item
              name={['delivery_address', 'address_line_1']}
              label="Địa chỉ giao hàng (số nhà, đường)"
              required
              rules={[zodRule(deliveryAddressSchema.shape.address_line_1)]}
            >
              <Input autoComplete="address-line1" maxLength={ADDRESS_LIMITS.lineMax} />
            </Form.Item>
            <Form.Item
              name={['delivery_address', 'ward']}
              label="Phường/Xã"
              required
              rules={[zodRule(deliveryAddressSchema.shape.ward)]}
            >
              <Input maxLength={ADDRESS_LIMITS.areaMax} />
            </Form.Item>
            <Form.Item
              name={['delivery_address', 'city']}
              label="Tỉnh/Thành phố"
              required
              rules={[zodRule(deliveryAddressSchema.shape.city)]}
            >
              <Input autoComplete="address-level1" maxLength={ADDRESS_LIMITS.areaMax} />
            </Form.Item>
          </>
        ) : null}
        <Form.Item
          name="payment_method"
          label="Phương thức thanh toán"
          rules={[{ required: true, message: M.paymentMethodRequired }]}
        >
          {methods.isError ? (
            <Alert
              type="error"
              showIcon
              title="Không tải được phương thức thanh toán, vui lòng thử lại"
              action={
                <Button size="small" onClick={() => void methods.refetch()}>
                  Thử lại
                </Button>
              }
            />
          ) : methods.isPending || (!chosenOffered && !noMethod) ? (
            // Until the first offered method is chosen, so what shows is what is sent.
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          ) : (
            <PaymentMethodField options={options} />
          )}
        </Form.Item>
        {noMethod ? (
          <Alert type="warning" showIcon title={M.noPaymentMethod} style={{ marginBottom: 16 }} />
        ) : null}
        {method === 'transfer' ? (
          <div style={{ marginBottom: 16 }}>
            <TransferDetails payment={settings.payment} amount={totals.total_amount} />
          </div>
        ) : null}
        <Form.Item
          name="notes"
          label="Ghi chú"
          rules={[{ max: ORDER_LIMITS.notesMax, message: M.notesTooLong }]}
          style={{ marginBottom: 0 }}
        >
          <Input.TextArea
            rows={3}
            maxLength={ORDER_LIMITS.notesMax}
            showCount
            placeholder="Thời gian nhận hàng, lời nhắn cho cửa hàng…"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
