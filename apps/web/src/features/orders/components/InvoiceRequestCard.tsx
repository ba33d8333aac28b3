import { FileTextOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  hasReceipt,
  INVOICE_LIMITS as L,
  INVOICE_MESSAGES as M,
  INVOICE_REQUEST_STATUS_COLORS,
  INVOICE_REQUEST_STATUS_LABELS,
  TAX_CODE_PATTERN,
  type InvoiceRequestInput,
  type OrderDetail,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  Modal,
  Skeleton,
  Space,
  Tag,
} from 'antd';
import { useState } from 'react';
import { LinkButton } from '../../../components/LinkButton';
import { ApiError, errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useInvoiceRequest, useRequestInvoice } from '../api/invoice';

/**
 * On the order page of a paid order: open and print the receipt, and ask once for a VAT invoice
 * (then see what staff did with it).
 */
export function InvoiceRequestCard({
  order,
  accessToken,
}: {
  order: OrderDetail;
  accessToken: string | null;
}) {
  const paid = hasReceipt(order);
  const request = useInvoiceRequest(order.id, accessToken, paid);
  const [open, setOpen] = useState(false);
  if (!paid) return null;
  const receiptUrl = `/don-hang/${order.id}/bien-nhan${
    accessToken ? `?access_token=${encodeURIComponent(accessToken)}` : ''
  }`;
  const r = request.data;
  return (
    <Card size="small" title="Biên nhận và hóa đơn VAT" data-testid="invoice-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        <LinkButton to={receiptUrl} icon={<PrinterOutlined />}>
          Xem và in biên nhận
        </LinkButton>
        {request.isLoading ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : request.isError ? (
          <Alert
            type="error"
            showIcon
            title={M.loadFailed}
            description={request.error.message}
            action={
              <Button size="small" onClick={() => void request.refetch()}>
                Thử lại
              </Button>
            }
          />
        ) : r ? (
          <Descriptions size="small" column={1} bordered>
            <Descriptions.Item label="Hóa đơn VAT">
              <Tag color={INVOICE_REQUEST_STATUS_COLORS[r.status]} data-testid="invoice-status">
                {INVOICE_REQUEST_STATUS_LABELS[r.status]}
              </Tag>
            </Descriptions.Item>
            {r.invoice_number ? (
              <Descriptions.Item label="Số hóa đơn">{r.invoice_number}</Descriptions.Item>
            ) : null}
            {r.reject_reason ? (
              <Descriptions.Item label="Lý do từ chối">{r.reject_reason}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label="Công ty">{r.company_name}</Descriptions.Item>
            <Descriptions.Item label="Mã số thuế">{r.tax_code}</Descriptions.Item>
            <Descriptions.Item label="Email nhận">{r.email}</Descriptions.Item>
            <Descriptions.Item label="Gửi lúc">{formatDateTime(r.created_at)}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Button icon={<FileTextOutlined />} onClick={() => setOpen(true)}>
            Yêu cầu xuất hóa đơn VAT
          </Button>
        )}
      </Space>
      {open ? (
        <InvoiceRequestModal
          orderId={order.id}
          accessToken={accessToken}
          email={order.customer.email}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}

function InvoiceRequestModal({
  orderId,
  accessToken,
  email,
  onClose,
}: {
  orderId: number;
  accessToken: string | null;
  email: string | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<InvoiceRequestInput>();
  const submit = useRequestInvoice(orderId, accessToken);
  const { message } = App.useApp();
  const onFinish = (values: InvoiceRequestInput) =>
    submit.mutate(values, {
      onSuccess: () => {
        void message.success(M.requested);
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
          form.setFields(
            Object.entries(error.errors).map(([name, errors]) => ({
              name: name as keyof InvoiceRequestInput,
              errors,
            })),
          );
        } else {
          void message.error(errorText(error, M.loadFailed));
          if (error instanceof ApiError && error.status === 409) onClose();
        }
      },
    });
  return (
    <Modal
      open
      title="Yêu cầu xuất hóa đơn VAT"
      okText="Gửi yêu cầu"
      cancelText="Đóng"
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={submit.isPending}
      destroyOnHidden
    >
      <p style={{ marginTop: 0 }}>Mỗi đơn hàng chỉ gửi được một yêu cầu; vui lòng kiểm tra kỹ.</p>
      <Form<InvoiceRequestInput>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ email: email ?? '' }}
        requiredMark={false}
      >
        <Form.Item
          name="company_name"
          label="Tên công ty"
          rules={[
            { required: true, whitespace: true, message: M.companyNameRequired },
            { min: L.companyNameMin, max: L.companyNameMax, message: M.companyNameLength },
          ]}
        >
          <Input maxLength={L.companyNameMax} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="tax_code"
          label="Mã số thuế"
          extra="10 chữ số, hoặc 10 chữ số - 3 chữ số với chi nhánh"
          rules={[
            { required: true, whitespace: true, message: M.taxCodeRequired },
            { pattern: TAX_CODE_PATTERN, message: M.taxCodeInvalid },
          ]}
        >
          <Input maxLength={14} inputMode="numeric" placeholder="0312345678" />
        </Form.Item>
        <Form.Item
          name="company_address"
          label="Địa chỉ công ty"
          rules={[
            { required: true, whitespace: true, message: M.companyAddressRequired },
            { min: L.companyAddressMin, max: L.companyAddressMax, message: M.companyAddressLength },
          ]}
        >
          <Input.TextArea maxLength={L.companyAddressMax} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email nhận hóa đơn"
          rules={[
            { required: true, whitespace: true, message: M.emailRequired },
            { type: 'email', message: M.emailInvalid },
          ]}
        >
          <Input maxLength={L.emailMax} type="email" autoComplete="email" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
