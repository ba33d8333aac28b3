import {
  ADMIN_ORDER_MESSAGES as M,
  ORDER_ACTION_LABELS,
  ORDER_LIMITS,
  type AdminOrderDetail,
  type OrderAction,
} from '@salon/shared';
import { App, Button, Form, Input, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useOrderAction } from '../api/orders-admin-mutations';
import styles from './orders-admin.module.css';

const BUTTON_TYPE: Record<OrderAction, 'primary' | 'default'> = {
  mark_paid: 'primary',
  complete: 'primary',
  cancel: 'default',
  refund: 'default',
};

/** The actions the order's state allows, each behind a confirmation; a cancel asks its reason. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { message } = App.useApp();
  const act = useOrderAction(order.id);
  const [cancelling, setCancelling] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();

  const run = (action: OrderAction, reason?: string) =>
    act.mutateAsync({ action, reason: reason ?? null }).then(
      () => {
        void message.success(M.done[action]);
        return true;
      },
      (error: Error) => {
        void message.error(error.message);
        return false;
      },
    );

  if (order.allowed_actions.length === 0) return null;
  return (
    <div className={styles.actions}>
      {order.allowed_actions.map((action) =>
        action === 'cancel' ? (
          <Button key={action} danger onClick={() => setCancelling(true)}>
            {ORDER_ACTION_LABELS.cancel}
          </Button>
        ) : (
          <Popconfirm
            key={action}
            title={ORDER_ACTION_LABELS[action]}
            description={M.confirm[action]}
            okText="Đồng ý"
            cancelText="Không"
            onConfirm={() => run(action)}
          >
            <Button
              type={BUTTON_TYPE[action]}
              loading={act.isPending && act.variables?.action === action}
            >
              {ORDER_ACTION_LABELS[action]}
            </Button>
          </Popconfirm>
        ),
      )}
      <Modal
        open={cancelling}
        title={`Hủy đơn ${order.order_number}`}
        okText="Hủy đơn"
        okButtonProps={{ danger: true, loading: act.isPending }}
        cancelText="Đóng"
        onCancel={() => setCancelling(false)}
        destroyOnHidden
        onOk={() =>
          form.validateFields().then(async ({ reason }) => {
            if (await run('cancel', reason)) {
              setCancelling(false);
              form.resetFields();
            }
          })
        }
      >
        <p>{M.confirm.cancel}</p>
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="Lý do hủy (khách hàng sẽ được báo)"
            rules={[
              { required: true, whitespace: true, message: M.cancelReasonRequired },
              { max: ORDER_LIMITS.cancelReasonMax, message: M.cancelReasonTooLong },
            ]}
          >
            <Input.TextArea rows={3} maxLength={ORDER_LIMITS.cancelReasonMax} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
