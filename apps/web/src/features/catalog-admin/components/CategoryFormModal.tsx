import {
  CATALOG_ADMIN_LIMITS as L,
  CATALOG_ADMIN_MESSAGES as M,
  CATEGORY_TYPE_LABELS,
  CATEGORY_TYPES,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  categoryFields,
  type AdminCategory,
  type CategoryType,
  type ItemStatus,
} from '@salon/shared';
import { App, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { FormModal } from '../../admin/components/FormModal';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { useCategoryTree, useSaveCategory } from '../api/categories';
import { optionalRule, orNull, zodRule } from './form-rules';

interface FormValues {
  name: string;
  type: CategoryType;
  parent_id?: number | null;
  description?: string;
  sort_order: number | null;
  status: ItemStatus;
}

/** Create or edit a category. Parents offered: top-level categories of the same type only. */
export function CategoryFormModal({
  category,
  onClose,
}: {
  category: AdminCategory | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useSaveCategory();
  const tree = useCategoryTree();
  const type = Form.useWatch('type', form) ?? category?.type ?? 'product';
  const hasChildren = (category?.children_count ?? 0) > 0;
  const parents = (tree.data ?? []).filter((c) => c.type === type && c.id !== category?.id);

  const onFinish = (v: FormValues) =>
    save.mutate(
      {
        id: category?.id,
        input: {
          name: v.name,
          type: v.type,
          parent_id: orNull(v.parent_id ?? undefined),
          description: orNull(v.description),
          sort_order: v.sort_order ?? 0,
          status: v.status,
        },
      },
      {
        onSuccess: () => {
          void message.success(category ? M.categoryUpdated : M.categoryCreated);
          onClose();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(
            error.message ? `${M.categorySaveFailed}: ${error.message}` : M.categorySaveFailed,
          );
        },
      },
    );

  return (
    <FormModal
      title={category ? `Sửa danh mục: ${category.name}` : 'Thêm danh mục'}
      width={640}
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
          category
            ? {
                name: category.name,
                type: category.type,
                parent_id: category.parent_id,
                description: category.description ?? '',
                sort_order: category.sort_order,
                status: category.status,
              }
            : { type: 'product', sort_order: 0, status: 'active' }
        }
      >
        <Form.Item name="name" label="Tên danh mục" required rules={[zodRule(categoryFields.name)]}>
          <Input maxLength={L.categoryNameMax} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="type"
              label="Loại danh mục"
              required
              rules={[zodRule(categoryFields.type)]}
            >
              <Select
                allowClear
                placeholder="Chọn loại danh mục"
                options={CATEGORY_TYPES.map((t) => ({ value: t, label: CATEGORY_TYPE_LABELS[t] }))}
                onChange={() => form.setFieldValue('parent_id', null)}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="parent_id"
              label="Danh mục cha"
              extra={
                hasChildren
                  ? 'Danh mục đang có danh mục con nên phải là danh mục cấp 1.'
                  : 'Để trống nếu là danh mục cấp 1.'
              }
            >
              <Select
                allowClear
                disabled={hasChildren}
                placeholder="Không có (danh mục cấp 1)"
                loading={tree.isLoading}
                options={parents.map((p) => ({ value: p.id, label: p.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item
              name="sort_order"
              label="Thứ tự"
              rules={[zodRule(categoryFields.sort_order)]}
            >
              <InputNumber style={{ width: '100%' }} min={0} max={L.sortOrderMax} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={12}>
            <Form.Item name="status" label="Trạng thái">
              <Select
                options={ITEM_STATUSES.map((s) => ({ value: s, label: ITEM_STATUS_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="description"
          label="Mô tả"
          rules={[optionalRule(categoryFields.description)]}
        >
          <Input.TextArea rows={3} maxLength={L.categoryDescriptionMax} showCount />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
