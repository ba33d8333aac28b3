import {
  bankAccountSchema,
  buildVietQrPayload,
  PAYMENT_MESSAGES as M,
  type BankAccountInput,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  QRCode,
  Row,
  Skeleton,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { ListError } from '../../admin/components/ListError';
import { useBankAccount, useSaveBankAccount } from '../api/payments-admin';

const shape = bankAccountSchema.shape;

/** The account every VietQR code pays into, with a sample code to scan before saving. */
export function BankAccountTab({ canEdit }: { canEdit: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BankAccountInput>();
  const account = useBankAccount();
  const save = useSaveBankAccount();
  const bin = Form.useWatch('bank_bin', form);
  const number = Form.useWatch('bank_account_number', form);

  useEffect(() => {
    if (account.data) form.setFieldsValue(account.data);
  }, [account.data, form]);

  if (account.isError) {
    return (
      <ListError
        title={M.loadFailed}
        error={account.error}
        onRetry={() => void account.refetch()}
      />
    );
  }
  if (account.isLoading) return <Skeleton active />;

  const previewable = /^\d{6}$/.test(bin ?? '') && /^[0-9A-Za-z]{1,19}$/.test(number ?? '');

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        {canEdit ? null : (
          <Alert
            type="info"
            showIcon
            title="Chỉ quản trị viên được đổi tài khoản nhận tiền."
            style={{ marginBottom: 16 }}
          />
        )}
        <Form
          form={form}
          layout="vertical"
          disabled={!canEdit}
          onFinish={(values) =>
            save.mutate(values, {
              onSuccess: () => void message.success(M.settingsSaved),
              onError: (error) => {
                showServerFieldErrors(form, error);
                void message.error(error.message);
              },
            })
          }
        >
          <Form.Item
            label="Mã BIN ngân hàng (Napas)"
            name="bank_bin"
            rules={[zodRule(shape.bank_bin)]}
            extra="Ví dụ 970436 là Vietcombank, 970422 là MB Bank"
          >
            <Input inputMode="numeric" maxLength={6} />
          </Form.Item>
          <Form.Item label="Tên ngân hàng" name="bank_name" rules={[zodRule(shape.bank_name)]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item
            label="Số tài khoản"
            name="bank_account_number"
            rules={[zodRule(shape.bank_account_number)]}
          >
            <Input maxLength={19} />
          </Form.Item>
          <Form.Item
            label="Tên chủ tài khoản"
            name="bank_account_name"
            rules={[zodRule(shape.bank_account_name)]}
            extra="In hoa, không dấu, như ngân hàng hiển thị"
          >
            <Input maxLength={50} />
          </Form.Item>
          {canEdit ? (
            <Button type="primary" htmlType="submit" loading={save.isPending}>
              Lưu tài khoản
            </Button>
          ) : null}
        </Form>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title="Mã VietQR mẫu">
          {previewable ? (
            <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
              <QRCode
                value={buildVietQrPayload({ bankBin: bin, accountNumber: number })}
                size={200}
                bordered={false}
              />
              <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
                Quét bằng ứng dụng ngân hàng để kiểm tra tên chủ tài khoản trước khi lưu. Mỗi đơn
                chuyển khoản có mã riêng với đúng số tiền và mã đơn.
              </Typography.Text>
            </div>
          ) : (
            <Typography.Text type="secondary">
              Nhập mã BIN và số tài khoản để xem mã mẫu.
            </Typography.Text>
          )}
        </Card>
      </Col>
    </Row>
  );
}
