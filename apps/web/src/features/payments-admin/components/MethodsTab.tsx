import {
  PAYMENT_MESSAGES as M,
  PAYMENT_METHOD_LABELS,
  type MethodFeeEstimate,
  type PaymentMethodSetting,
} from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Switch,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { formatVnd } from '../../../lib/format';
import { ListError } from '../../admin/components/ListError';
import { usePaymentMethods, useSavePaymentMethods } from '../api/payments-admin';
import { MoneyInput } from './MoneyInput';
import { showListFieldErrors } from './server-errors';

const required = { required: true, message: M.nameRequired };
const amountRule = {
  type: 'integer' as const,
  min: 0,
  max: 1_000_000_000,
  message: M.amountInvalid,
};

/** Fee, limits and on/off of each payment method; checkout refuses a total outside them. */
export function MethodsTab({
  canEdit,
  fees,
}: {
  canEdit: boolean;
  fees: MethodFeeEstimate[] | undefined;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ methods: PaymentMethodSetting[] }>();
  const methods = usePaymentMethods();
  const save = useSavePaymentMethods();

  useEffect(() => {
    if (methods.data) form.setFieldsValue({ methods: methods.data });
  }, [methods.data, form]);

  if (methods.isError) {
    return (
      <ListError
        title={M.loadFailed}
        error={methods.error}
        onRetry={() => void methods.refetch()}
      />
    );
  }
  if (methods.isLoading) return <Skeleton active />;

  const submit = (values: { methods: PaymentMethodSetting[] }) =>
    save.mutate(values.methods, {
      onSuccess: () => void message.success(M.settingsSaved),
      onError: (error) => {
        if (!showListFieldErrors(form, 'methods', error)) void message.error(error.message);
      },
    });

  return (
    <Form form={form} layout="vertical" disabled={!canEdit} onFinish={submit}>
      {canEdit ? null : (
        <Alert
          type="info"
          showIcon
          title="Chỉ quản trị viên được thay đổi phương thức thanh toán."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form.List name="methods">
        {(fields) => (
          <Row gutter={[12, 12]}>
            {fields.map((field) => {
              const setting = methods.data?.[field.name];
              const fee = fees?.find((f) => f.method === setting?.method);
              return (
                <Col key={field.key} xs={24} lg={12}>
                  <Card
                    size="small"
                    title={setting ? PAYMENT_METHOD_LABELS[setting.method] : ''}
                    extra={
                      <Form.Item name={[field.name, 'is_active']} valuePropName="checked" noStyle>
                        <Switch
                          checkedChildren="Bật"
                          unCheckedChildren="Tắt"
                          aria-label={`Bật ${setting?.name ?? ''}`}
                        />
                      </Form.Item>
                    }
                  >
                    <Form.Item name={[field.name, 'method']} hidden>
                      <Input />
                    </Form.Item>
                    <Row gutter={12}>
                      <Col xs={24} sm={12}>
                        <Form.Item
                          label="Tên hiển thị"
                          name={[field.name, 'name']}
                          rules={[required, { max: 100, message: M.nameTooLong }]}
                        >
                          <Input maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} sm={12}>
                        <Form.Item
                          label="Nhà cung cấp"
                          name={[field.name, 'provider']}
                          rules={[{ max: 100, message: M.textTooLong }]}
                        >
                          <Input maxLength={100} />
                        </Form.Item>
                      </Col>
                      <Col xs={24} sm={8}>
                        <Form.Item
                          label="Phí xử lý"
                          name={[field.name, 'processing_fee_percent']}
                          rules={[
                            {
                              required: true,
                              type: 'number',
                              min: 0,
                              max: 100,
                              message: M.feeInvalid,
                            },
                          ]}
                        >
                          <InputNumber<number>
                            min={0}
                            max={100}
                            step={0.1}
                            suffix="%"
                            style={{ width: '100%' }}
                          />
                        </Form.Item>
                      </Col>
                      <Col xs={12} sm={8}>
                        <Form.Item
                          label="Tối thiểu"
                          name={[field.name, 'min_amount']}
                          rules={[{ required: true, message: M.amountInvalid }, amountRule]}
                        >
                          <MoneyInput />
                        </Form.Item>
                      </Col>
                      <Col xs={12} sm={8}>
                        <Form.Item
                          label="Tối đa"
                          name={[field.name, 'max_amount']}
                          dependencies={[['methods', field.name, 'min_amount']]}
                          rules={[
                            { required: true, message: M.amountInvalid },
                            amountRule,
                            ({ getFieldValue }) => ({
                              validator: async (_rule, value: number) => {
                                const min = getFieldValue([
                                  'methods',
                                  field.name,
                                  'min_amount',
                                ]) as number;
                                if (value < min) throw new Error(M.maxBelowMin);
                              },
                            }),
                          ]}
                        >
                          <MoneyInput />
                        </Form.Item>
                      </Col>
                      <Col xs={24}>
                        <Form.Item
                          label="Thời gian xử lý"
                          name={[field.name, 'estimated_time']}
                          rules={[{ max: 100, message: M.textTooLong }]}
                        >
                          <Input maxLength={100} />
                        </Form.Item>
                      </Col>
                    </Row>
                    <Typography.Text type="secondary">
                      Tháng này: {fee?.count ?? 0} thanh toán, {formatVnd(fee?.amount ?? 0)}; phí
                      ước tính <Typography.Text strong>{formatVnd(fee?.fee ?? 0)}</Typography.Text>
                    </Typography.Text>
                  </Card>
                </Col>
              );
            })}
          </Row>
        )}
      </Form.List>
      {canEdit ? (
        <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
          Lưu phương thức
        </Button>
      ) : null}
    </Form>
  );
}
