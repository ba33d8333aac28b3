import {
  CATALOG_ADMIN_LIMITS as L,
  CATALOG_ADMIN_MESSAGES as M,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  supplierFields,
  type ItemStatus,
  type Supplier,
} from '@salon/shared';
import { App, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { FormModal } from '../../admin/components/FormModal';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useSaveSupplier } from '../api/suppliers';
import { optionalRule, orNull, zodRule } from './form-rules';

interface FormValues {
  name: string;
  contact_person?: string;
  phone?: string;
  email?: string;
  address?: string;
  website?: string;
  tax_code?: string;
  status: ItemStatus;
  rating?: number | null;
  notes?: string;
}

export function SupplierFormModal({
  supplier,
  onClose,
}: {
  supplier: Supplier | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useSaveSupplier();

  const onFinish = (v: FormValues) =>
    save.mutate(
      {
        id: supplier?.id,
        input: {
          name: v.name,
          contact_person: orNull(v.contact_person),
          phone: orNull(v.phone),
          email: orNull(v.email),
          address: orNull(v.address),
          website: orNull(v.website),
          tax_code: orNull(v.tax_code),
          status: v.status,
          rating: orNull(v.rating ?? undefined),
          notes: orNull(v.notes),
        },
      },
      {
        onSuccess: () => {
          void message.success(supplier ? M.supplierUpdated : M.supplierCreated);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(
            error.message ? `${M.supplierSaveFailed}: ${error.message}` : M.supplierSaveFailed,
          );
        },
      },
    );

  const text = (name: keyof typeof supplierFields, label: string, max: number, extra?: object) => (
    <Form.Item name={name} label={label} rules={[optionalRule(supplierFields[name])]}>
      <Input maxLength={max} {...extra} />
    </Form.Item>
  );

  return (
    <FormModal
      title={supplier ? `Sửa nhà cung cấp ${supplier.code}` : 'Thêm nhà cung cấp'}
      width={720}
      phoneFullWidth
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={
          supplier
            ? {
                name: supplier.name,
                contact_person: supplier.contact_person ?? '',
                phone: supplier.phone ?? '',
                email: supplier.email ?? '',
                address: supplier.address ?? '',
                website: supplier.website ?? '',
                tax_code: supplier.tax_code ?? '',
                status: supplier.status,
                rating: supplier.rating,
                notes: supplier.notes ?? '',
              }
            : { status: 'active' }
        }
      >
        <Form.Item
          name="name"
          label="Tên nhà cung cấp"
          required
          rules={[zodRule(supplierFields.name)]}
        >
          <Input maxLength={L.supplierNameMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('contact_person', 'Người liên hệ', L.contactPersonMax)}
          </Col>
          <Col xs={24} md={12}>
            {text('phone', 'Số điện thoại', 20, { inputMode: 'tel' })}
          </Col>
          <Col xs={24} md={12}>
            {text('email', 'Email', 100, { inputMode: 'email' })}
          </Col>
          <Col xs={24} md={12}>
            {text('website', 'Website', L.websiteMax, { placeholder: 'https://' })}
          </Col>
          <Col xs={24} md={12}>
            {text('tax_code', 'Mã số thuế', 14)}
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="rating"
              label="Đánh giá (0–5)"
              rules={[optionalRule(supplierFields.rating)]}
            >
              <InputNumber style={{ width: '100%' }} min={0} max={5} step={0.1} precision={1} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="status" label="Trạng thái">
              <Select
                options={ITEM_STATUSES.map((s) => ({ value: s, label: ITEM_STATUS_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
        </Row>
        {text('address', 'Địa chỉ', L.supplierAddressMax)}
        <Form.Item name="notes" label="Ghi chú" rules={[optionalRule(supplierFields.notes)]}>
          <Input.TextArea rows={3} maxLength={L.supplierNotesMax} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
