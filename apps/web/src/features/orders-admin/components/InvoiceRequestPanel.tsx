import {
  INVOICE_LIMITS as L,
  INVOICE_MESSAGES as M,
  INVOICE_REQUEST_STATUS_COLORS,
  INVOICE_REQUEST_STATUS_LABELS,
  type AdminInvoiceRequestDto,
} from '@salon/shared';
import { Alert, App, Button, Descriptions, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useInvoiceRequests, useSettleInvoiceRequest } from '../api/invoice-requests';
import styles from './orders-admin.module.css';

/** In the order drawer: the customer's VAT invoice request, and issuing or rejecting it. */
export function InvoiceRequestPanel({ orderId }: { orderId: number }) {
  const requests = useInvoiceRequests({ order_id: orderId });
  const request = requests.data?.data[0];
  if (requests.isError)
    return (
      <section className={styles.section}>
        <Alert
          type="error"
          showIcon
          title={M.loadFailed}
          description={requests.error.message}
          action={
            <Button size="small" onClick={() => void requests.refetch()}>
              Thử lại
            </Button>
          }
        />
      </section>
    );
  if (!request) return null;
  return (
    <section className={styles.section} data-testid="invoice-panel">
      <h3>
        Yêu cầu hóa đơn VAT{' '}
        <Tag color={INVOICE_REQUEST_STATUS_COLORS[request.status]}>
          {INVOICE_REQUEST_STATUS_LABELS[request.status]}
        </Tag>
      </h3>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label="Công ty">{request.company_name}</Descriptions.Item>
        <Descriptions.Item label="Mã số thuế">{request.tax_code}</Descriptions.Item>
        <Descriptions.Item label="Địa chỉ">{request.company_address}</Descriptions.Item>
        <Descriptions.Item label="Email nhận">{request.email}</Descriptions.Item>
        <Descriptions.Item label="Gửi lúc">{formatDateTime(request.created_at)}</Descriptions.Item>
        {request.invoice_number ? (
          <Descriptions.Item label="Số hóa đơn">{request.invoice_number}</Descriptions.Item>
        ) : null}
        {request.reject_reason ? (
          <Descriptions.Item label="Lý do từ chối">{request.reject_reason}</Descriptions.Item>
        ) : null}
        {request.handled_at ? (
          <Descriptions.Item label="Xử lý">
            {request.handled_by_name ?? '—'} · {formatDateTime(request.handled_at)}
          </Descriptions.Item>
        ) : null}
      </Descriptions>
      {request.status === 'pending' ? <SettleForm request={request} /> : null}
    </section>
  );
}

function SettleForm({ request }: { request: AdminInvoiceRequestDto }) {
  const [mode, setMode] = useState<'issue' | 'reject'>('issue');
  const [form] = Form.useForm<{ value: string }>();
  const settle = useSettleInvoiceRequest();
  const { message } = App.useApp();
  const onFinish = ({ value }: { value: string }) =>
    settle.mutate(
      mode === 'issue'
        ? { id: request.id, action: 'issue', invoice_number: value }
        : { id: request.id, action: 'reject', reason: value },
      {
        onSuccess: () => void message.success(mode === 'issue' ? M.issued : M.rejected),
        onError: (error) => {
          const fieldErrors = error instanceof ApiError ? Object.values(error.errors).flat() : [];
          if (fieldErrors.length > 0) form.setFields([{ name: 'value', errors: fieldErrors }]);
          else void message.error(errorText(error, M.loadFailed));
        },
      },
    );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} style={{ marginTop: 12 }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Button
          type={mode === 'issue' ? 'primary' : 'default'}
          onClick={() => {
            setMode('issue');
            form.resetFields();
          }}
        >
          Đã xuất hóa đơn
        </Button>
        <Button
          danger={mode === 'reject'}
          type={mode === 'reject' ? 'primary' : 'default'}
          onClick={() => {
            setMode('reject');
            form.resetFields();
          }}
        >
          Từ chối
        </Button>
      </Space>
      <Form.Item
        name="value"
        label={mode === 'issue' ? 'Số hóa đơn' : 'Lý do từ chối'}
        rules={[
          {
            required: true,
            whitespace: true,
            message: mode === 'issue' ? M.invoiceNumberRequired : M.reasonRequired,
          },
          mode === 'issue'
            ? { max: L.invoiceNumberMax, message: M.invoiceNumberInvalid }
            : { min: L.reasonMin, max: L.reasonMax, message: M.reasonLength },
        ]}
      >
        {mode === 'issue' ? (
          <Input maxLength={L.invoiceNumberMax} placeholder="VD: 00001234" />
        ) : (
          <Input.TextArea maxLength={L.reasonMax} autoSize={{ minRows: 2, maxRows: 4 }} />
        )}
      </Form.Item>
      <Button
        htmlType="submit"
        type="primary"
        danger={mode === 'reject'}
        loading={settle.isPending}
      >
        {mode === 'issue' ? 'Xác nhận đã xuất' : 'Xác nhận từ chối'}
      </Button>
    </Form>
  );
}
