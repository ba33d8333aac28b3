import {
  PROMOTION_LIMITS,
  PROMOTION_MESSAGES,
  type AdminPromotion,
  type PromotionInput,
} from '@salon/shared';
import { App, Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Switch } from 'antd';
import { errorText } from '../../../lib/api-client';
import { FormModal } from '../../admin/components/FormModal';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { formatVnd } from '../../../lib/format';
import { usePromotionItemOptions, useSavePromotion } from '../api/promotions';
import { useFormDraft } from '../../../components/use-form-draft';
import { useCurrentUser } from '../../auth/api/current-user';

interface FormValues {
  name: string;
  description?: string;
  discount_type: 'percentage' | 'fixed';
  discount_value: number;
  max_discount_amount?: number | null;
  min_order_amount?: number | null;
  dates?: [Dayjs | null, Dayjs | null] | null;
  usage_limit?: number | null;
  active: boolean;
  /** `service:3`, `product:7` */
  items: string[];
}

const M = PROMOTION_MESSAGES;

function toFormValues(promotion: AdminPromotion | null): Partial<FormValues> {
  if (!promotion) return { discount_type: 'percentage', active: true, items: [] };
  return {
    name: promotion.name,
    description: promotion.description ?? '',
    discount_type: promotion.discount_type,
    discount_value: promotion.discount_value,
    max_discount_amount: promotion.max_discount_amount,
    min_order_amount: promotion.min_order_amount,
    dates:
      promotion.start_date || promotion.end_date
        ? [
            promotion.start_date ? dayjs(promotion.start_date) : null,
            promotion.end_date ? dayjs(promotion.end_date) : null,
          ]
        : null,
    usage_limit: promotion.usage_limit,
    active: promotion.status === 'active',
    items: promotion.items.map((item) => `${item.type}:${item.id}`),
  };
}

function toInput(values: FormValues): PromotionInput {
  const [start, end] = values.dates ?? [null, null];
  return {
    name: values.name,
    description: values.description || null,
    discount_type: values.discount_type,
    discount_value: values.discount_value,
    max_discount_amount:
      values.discount_type === 'percentage' ? (values.max_discount_amount ?? null) : null,
    min_order_amount: values.min_order_amount ?? null,
    start_date: start ? start.format('YYYY-MM-DD') : null,
    end_date: end ? end.format('YYYY-MM-DD') : null,
    usage_limit: values.usage_limit ?? null,
    status: values.active ? 'active' : 'inactive',
    items: values.items.map((key) => {
      const [type, id] = key.split(':');
      return { type: type === 'product' ? 'product' : 'service', id: Number(id) };
    }),
  };
}

/** Create (promotion null) or edit a promotion, and pick what it applies to. */
export function PromotionFormModal({
  open,
  promotion,
  onClose,
}: {
  open: boolean;
  promotion: AdminPromotion | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const save = useSavePromotion();
  const options = usePromotionItemOptions();
  const { message } = App.useApp();
  const type = Form.useWatch('discount_type', form);

  useEffect(() => {
    if (open) form.setFieldsValue({ items: [], ...toFormValues(promotion) });
    else form.resetFields();
  }, [open, promotion, form]);
  // A new promotion keeps a draft while the user's auto-save is on.
  const { user } = useCurrentUser();
  const draft = useFormDraft(form, promotion || !user ? null : `${user.id}.promotion.new`, {
    open,
    onDiscard: () => {
      form.resetFields();
      form.setFieldsValue({ items: [], ...toFormValues(null) });
    },
  });

  const onFinish = (values: FormValues) =>
    save.mutate(
      { ...(promotion ? { id: promotion.id } : {}), input: toInput(values) },
      {
        onSuccess: () => {
          draft.clear();
          void message.success(promotion ? M.updated : M.created);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.saveFailed));
        },
      },
    );

  const itemOptions = [
    {
      label: 'Dịch vụ',
      options: (options.data?.services ?? []).map((s) => ({
        value: `service:${s.id}`,
        label: `${s.name} · ${formatVnd(s.price)}`,
      })),
    },
    {
      label: 'Sản phẩm',
      options: (options.data?.products ?? []).map((p) => ({
        value: `product:${p.id}`,
        label: `${p.name} · ${formatVnd(p.price)}`,
      })),
    },
  ];

  return (
    <FormModal
      open={open}
      title={promotion ? 'Sửa khuyến mãi' : 'Thêm khuyến mãi'}
      width={720}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
      forceRender
    >
      {draft.notice}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        onValuesChange={draft.onValuesChange}
        requiredMark="optional"
      >
        <Form.Item
          name="name"
          label="Tên khuyến mãi"
          rules={[
            { required: true, whitespace: true, message: M.nameRequired },
            { max: PROMOTION_LIMITS.nameMax, message: M.nameTooLong },
          ]}
        >
          <Input placeholder="Ví dụ: Giảm 15% dịch vụ nhuộm" />
        </Form.Item>
        <Form.Item
          name="description"
          label="Mô tả"
          rules={[{ max: PROMOTION_LIMITS.descriptionMax, message: M.descriptionTooLong }]}
        >
          <Input.TextArea rows={2} showCount maxLength={PROMOTION_LIMITS.descriptionMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="discount_type"
              label="Loại giảm giá"
              rules={[{ required: true, message: M.typeRequired }]}
            >
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'percentage', label: 'Theo %' },
                  { value: 'fixed', label: 'Số tiền' },
                ]}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="discount_value"
              label="Mức giảm"
              rules={[
                { required: true, message: M.valueRequired },
                type === 'percentage'
                  ? { type: 'number', min: 1, max: 100, message: M.percentRange }
                  : { type: 'number', min: 1, message: M.amountRange },
              ]}
            >
              <InputNumber
                style={{ width: '100%' }}
                min={0}
                precision={0}
                suffix={type === 'percentage' ? '%' : '₫'}
              />
            </Form.Item>
          </Col>
          {type === 'percentage' ? (
            <Col xs={24} sm={12}>
              <Form.Item
                name="max_discount_amount"
                label="Giảm tối đa"
                tooltip="Để trống nếu không giới hạn"
              >
                <InputNumber style={{ width: '100%' }} min={0} precision={0} suffix="₫" />
              </Form.Item>
            </Col>
          ) : null}
          <Col xs={24} sm={12}>
            <Form.Item
              name="min_order_amount"
              label="Đơn tối thiểu"
              tooltip="Khuyến mãi có đơn tối thiểu được áp dụng khi thanh toán, không giảm giá từng sản phẩm"
            >
              <InputNumber style={{ width: '100%' }} min={0} precision={0} suffix="₫" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="dates" label="Thời gian áp dụng" tooltip="Để trống nếu không giới hạn">
              <DatePicker.RangePicker
                style={{ width: '100%' }}
                format="DD/MM/YYYY"
                allowEmpty={[true, true]}
                placeholder={['Từ ngày', 'Đến ngày']}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="usage_limit"
              label="Số lượt tối đa"
              tooltip="Để trống nếu không giới hạn"
            >
              <InputNumber style={{ width: '100%' }} min={1} precision={0} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="items"
          label="Áp dụng cho"
          rules={[{ required: true, type: 'array', min: 1, message: M.itemsRequired }]}
        >
          <Select
            mode="multiple"
            options={itemOptions}
            loading={options.isPending}
            placeholder="Chọn dịch vụ, sản phẩm"
            optionFilterProp="label"
            maxTagCount="responsive"
            notFoundContent={options.isError ? 'Không thể tải danh sách' : undefined}
          />
        </Form.Item>
        <Form.Item name="active" label="Kích hoạt" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
