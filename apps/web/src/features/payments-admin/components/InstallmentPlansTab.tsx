import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { installmentMonthly, PAYMENT_MESSAGES as M, type InstallmentPlan } from '@salon/shared';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  Empty,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Space,
  Switch,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { formatVnd } from '../../../lib/format';
import { ListError } from '../../admin/components/ListError';
import { useInstallmentPlans, useSaveInstallmentPlans } from '../api/payments-admin';
import { MoneyInput } from './MoneyInput';
import { showListFieldErrors } from './server-errors';

const EXAMPLE_AMOUNT = 6_000_000;
const amountRule = {
  type: 'integer' as const,
  min: 0,
  max: 1_000_000_000,
  message: M.amountInvalid,
};

/** What a customer would pay each month for the example amount, or why the plan does not apply. */
function monthlyText(plan: Partial<InstallmentPlan> | undefined, amount: number): string {
  if (!plan?.months || plan.interest_rate === undefined || plan.interest_rate === null) return '—';
  if (plan.min_amount !== undefined && amount < plan.min_amount)
    return 'Dưới mức tối thiểu của gói';
  if (plan.max_amount !== undefined && amount > plan.max_amount) return 'Vượt mức tối đa của gói';
  const monthly = installmentMonthly(amount, {
    months: plan.months,
    interest_rate: plan.interest_rate,
  });
  return `${formatVnd(monthly)} × ${plan.months} tháng = ${formatVnd(monthly * plan.months)}`;
}

/** The installment plans the salon offers, with what one example order would cost a month. */
export function InstallmentPlansTab({ canEdit }: { canEdit: boolean }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ plans: InstallmentPlan[] }>();
  const [example, setExample] = useState(EXAMPLE_AMOUNT);
  const plans = useInstallmentPlans();
  const save = useSaveInstallmentPlans();
  const watched = Form.useWatch('plans', form) as Partial<InstallmentPlan>[] | undefined;

  useEffect(() => {
    if (plans.data) form.setFieldsValue({ plans: plans.data });
  }, [plans.data, form]);

  if (plans.isError) {
    return (
      <ListError title={M.loadFailed} error={plans.error} onRetry={() => void plans.refetch()} />
    );
  }
  if (plans.isLoading) return <Skeleton active />;

  const submit = (values: { plans?: InstallmentPlan[] }) =>
    save.mutate(values.plans ?? [], {
      onSuccess: () => void message.success(M.settingsSaved),
      onError: (error) => {
        if (!showListFieldErrors(form, 'plans', error)) void message.error(error.message);
      },
    });

  return (
    <div>
      <Space wrap style={{ marginBottom: 16 }}>
        <label htmlFor="installment-example">Giá trị đơn ví dụ</label>
        <MoneyInput
          id="installment-example"
          value={example}
          onChange={(value) => setExample(value ?? 0)}
          style={{ width: 200 }}
        />
      </Space>
      {canEdit ? null : (
        <Alert
          type="info"
          showIcon
          title="Chỉ quản trị viên được thay đổi gói trả góp."
          style={{ marginBottom: 16 }}
        />
      )}
      <Form form={form} layout="vertical" disabled={!canEdit} onFinish={submit}>
        <Form.List name="plans">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 ? <Empty description="Chưa có gói trả góp nào" /> : null}
              <Row gutter={[12, 12]}>
                {fields.map((field) => (
                  <Col key={field.key} xs={24} lg={12} xl={8}>
                    <Card
                      size="small"
                      title={watched?.[field.name]?.name || 'Gói mới'}
                      extra={
                        <Space>
                          <Form.Item
                            name={[field.name, 'is_active']}
                            valuePropName="checked"
                            noStyle
                          >
                            <Switch
                              checkedChildren="Bật"
                              unCheckedChildren="Tắt"
                              aria-label="Bật gói"
                            />
                          </Form.Item>
                          {canEdit ? (
                            <Button
                              type="text"
                              danger
                              icon={<DeleteOutlined />}
                              aria-label="Xóa gói"
                              onClick={() => remove(field.name)}
                            />
                          ) : null}
                        </Space>
                      }
                    >
                      <Row gutter={12}>
                        <Col xs={24} sm={16}>
                          <Form.Item
                            label="Tên gói"
                            name={[field.name, 'name']}
                            rules={[
                              { required: true, whitespace: true, message: M.nameRequired },
                              { max: 100, message: M.nameTooLong },
                            ]}
                          >
                            <Input maxLength={100} />
                          </Form.Item>
                        </Col>
                        <Col xs={24} sm={8}>
                          <Form.Item
                            label="Mã gói"
                            name={[field.name, 'id']}
                            rules={[
                              {
                                required: true,
                                pattern: /^[a-z0-9-]{1,20}$/,
                                message: M.planIdInvalid,
                              },
                            ]}
                          >
                            <Input maxLength={20} />
                          </Form.Item>
                        </Col>
                        <Col xs={12}>
                          <Form.Item
                            label="Số tháng"
                            name={[field.name, 'months']}
                            rules={[
                              {
                                required: true,
                                type: 'integer',
                                min: 1,
                                max: 60,
                                message: M.monthsInvalid,
                              },
                            ]}
                          >
                            <InputNumber<number> min={1} max={60} style={{ width: '100%' }} />
                          </Form.Item>
                        </Col>
                        <Col xs={12}>
                          <Form.Item
                            label="Lãi mỗi tháng"
                            name={[field.name, 'interest_rate']}
                            rules={[
                              {
                                required: true,
                                type: 'number',
                                min: 0,
                                max: 10,
                                message: M.interestInvalid,
                              },
                            ]}
                          >
                            <InputNumber<number>
                              min={0}
                              max={10}
                              step={0.1}
                              suffix="%"
                              style={{ width: '100%' }}
                            />
                          </Form.Item>
                        </Col>
                        <Col xs={12}>
                          <Form.Item
                            label="Từ"
                            name={[field.name, 'min_amount']}
                            rules={[{ required: true, message: M.amountInvalid }, amountRule]}
                          >
                            <MoneyInput />
                          </Form.Item>
                        </Col>
                        <Col xs={12}>
                          <Form.Item
                            label="Đến"
                            name={[field.name, 'max_amount']}
                            dependencies={[['plans', field.name, 'min_amount']]}
                            rules={[
                              { required: true, message: M.amountInvalid },
                              amountRule,
                              ({ getFieldValue }) => ({
                                validator: async (_rule, value: number) => {
                                  if (
                                    value <
                                    (getFieldValue(['plans', field.name, 'min_amount']) as number)
                                  ) {
                                    throw new Error(M.maxBelowMin);
                                  }
                                },
                              }),
                            ]}
                          >
                            <MoneyInput />
                          </Form.Item>
                        </Col>
                      </Row>
                      <Typography.Text type="secondary">
                        Ví dụ {formatVnd(example)}:{' '}
                        <Typography.Text strong data-testid="installment-example">
                          {monthlyText(watched?.[field.name], example)}
                        </Typography.Text>
                      </Typography.Text>
                    </Card>
                  </Col>
                ))}
              </Row>
              {canEdit ? (
                <Space wrap style={{ marginTop: 16 }}>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={fields.length >= 10}
                    onClick={() =>
                      add({
                        id: `goi-${fields.length + 1}`,
                        name: '',
                        months: 6,
                        interest_rate: 1,
                        min_amount: 1_000_000,
                        max_amount: 20_000_000,
                        is_active: true,
                      })
                    }
                  >
                    Thêm gói
                  </Button>
                  <Button type="primary" htmlType="submit" loading={save.isPending}>
                    Lưu gói trả góp
                  </Button>
                </Space>
              ) : null}
            </>
          )}
        </Form.List>
      </Form>
    </div>
  );
}
