import { UploadOutlined } from '@ant-design/icons';
import {
  CATALOG_ADMIN_LIMITS as L,
  CATALOG_ADMIN_MESSAGES as M,
  DEFAULT_MAX_SLOTS_PER_TIME_SLOT,
  IMAGE_UPLOAD,
  ITEM_STATUS_LABELS,
  ITEM_STATUSES,
  UPLOAD_MESSAGES,
  productFields,
  serviceFields,
  type AdminProduct,
  type AdminService,
  type ItemStatus,
} from '@salon/shared';
import {
  App,
  Button,
  Col,
  Divider,
  Form,
  Grid,
  Input,
  InputNumber,
  Row,
  Select,
  Switch,
  Upload,
  type FormRule,
  type UploadFile,
} from 'antd';
import { errorText } from '../../../lib/api-client';
import { FormModal } from '../../admin/components/FormModal';
import { useState } from 'react';
import { showServerFieldErrors } from '../../../lib/form-rules';
import { formatVnd } from '../../../lib/format';
import { useInvalidateCatalog } from '../api/invalidate';
import { uploadItemImages, useSaveItem, type Gallery, type ItemKind } from '../api/items';
import { useSupplierOptions } from '../api/suppliers';
import { CategorySelect } from './CategorySelect';
import { imageProblem, ItemGallery } from './ItemGallery';
import { optionalRule, orNull, zodRule } from './form-rules';

type Item = AdminProduct | AdminService;

interface FormValues {
  name: string;
  slug?: string;
  category_id?: number | null;
  short_description?: string;
  description?: string;
  price: number | null;
  sale_price?: number | null;
  is_featured: boolean;
  status: ItemStatus;
  sort_order: number | null;
  // products
  sku?: string;
  brand?: string;
  supplier_id?: number | null;
  stock_quantity?: number | null;
  min_stock_level?: number | null;
  usage_duration_days?: number | null;
  is_sellable?: boolean;
  // services
  duration_minutes?: number | null;
  staff_required?: number | null;
  max_slots_per_time_slot?: number | null;
  features?: string[];
}

const money = {
  style: { width: '100%' },
  min: 0,
  step: 1000,
  formatter: (value: number | string | undefined) =>
    value === undefined || value === '' ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  parser: (value: string | undefined) => Number((value ?? '').replace(/\D/g, '')),
} as const;

function initialValues(kind: ItemKind, item: Item | null): FormValues {
  if (!item) {
    return kind === 'products'
      ? {
          name: '',
          price: null,
          is_featured: false,
          status: 'active',
          sort_order: 0,
          stock_quantity: 0,
          min_stock_level: 5,
          is_sellable: true,
        }
      : {
          name: '',
          price: null,
          is_featured: false,
          status: 'active',
          sort_order: 0,
          duration_minutes: 60,
          staff_required: 1,
          max_slots_per_time_slot: DEFAULT_MAX_SLOTS_PER_TIME_SLOT,
          features: [],
        };
  }
  const common = {
    name: item.name,
    slug: item.slug,
    category_id: item.category_id,
    short_description: item.short_description ?? '',
    description: item.description ?? '',
    price: item.price,
    sale_price: item.sale_price,
    is_featured: item.is_featured,
    status: item.status,
    sort_order: item.sort_order,
  };
  if ('sku' in item) {
    return {
      ...common,
      sku: item.sku,
      brand: item.brand ?? '',
      supplier_id: item.supplier_id,
      stock_quantity: item.stock_quantity,
      min_stock_level: item.min_stock_level,
      usage_duration_days: item.usage_duration_days,
      is_sellable: item.is_sellable,
    };
  }
  return {
    ...common,
    duration_minutes: item.duration_minutes,
    staff_required: item.staff_required,
    max_slots_per_time_slot: item.max_slots_per_time_slot,
    features: item.features,
  };
}

/** The request body from the form, empty optional fields as null. */
function toInput(kind: ItemKind, v: FormValues) {
  const common = {
    name: v.name,
    slug: v.slug ?? '',
    category_id: orNull(v.category_id ?? undefined),
    short_description: orNull(v.short_description),
    description: orNull(v.description),
    price: v.price,
    sale_price: orNull(v.sale_price ?? undefined),
    is_featured: v.is_featured,
    status: v.status,
    sort_order: v.sort_order ?? 0,
  };
  if (kind === 'products') {
    return {
      ...common,
      sku: v.sku ?? '',
      brand: orNull(v.brand),
      supplier_id: orNull(v.supplier_id ?? undefined),
      stock_quantity: v.stock_quantity ?? 0,
      min_stock_level: v.min_stock_level ?? 0,
      usage_duration_days: orNull(v.usage_duration_days ?? undefined),
      is_sellable: v.is_sellable ?? true,
    };
  }
  return {
    ...common,
    duration_minutes: v.duration_minutes,
    staff_required: v.staff_required ?? 1,
    max_slots_per_time_slot: v.max_slots_per_time_slot ?? DEFAULT_MAX_SLOTS_PER_TIME_SLOT,
    features: v.features ?? [],
  };
}

const salePriceRule: FormRule = ({ getFieldValue }) => ({
  validator: async (_rule, value: unknown) => {
    const price = getFieldValue('price') as unknown;
    if (typeof value === 'number' && typeof price === 'number' && value >= price) {
      throw new Error(M.salePriceBelowPrice);
    }
  },
});

/**
 * Create or edit a product or service. A new item's pictures are picked here and uploaded once
 * it is saved; a saved item's gallery is edited directly.
 */
export function ItemFormModal({
  kind,
  item,
  open,
  onClose,
}: {
  kind: ItemKind;
  item: Item | null;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<FormValues>();
  const { message } = App.useApp();
  const save = useSaveItem(kind);
  const invalidate = useInvalidateCatalog(kind);
  const suppliers = useSupplierOptions();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [gallery, setGallery] = useState<Gallery | null>(
    item ? { image_urls: item.image_urls, thumbnail_urls: item.thumbnail_urls } : null,
  );
  const [uploading, setUploading] = useState(false);
  const screens = Grid.useBreakpoint();
  const isProduct = kind === 'products';
  const fields = isProduct ? productFields : serviceFields;
  const noun = isProduct ? 'sản phẩm' : 'dịch vụ';

  /** Uploads the pictures picked for a new item; the item stays saved if they fail. */
  const uploadPicked = async (id: number) => {
    const picked = files
      .map((f) => f.originFileObj)
      .filter((f): f is NonNullable<typeof f> => f !== undefined);
    if (picked.length === 0) return;
    setUploading(true);
    try {
      await uploadItemImages(kind, id, picked);
    } catch (error) {
      void message.warning(`Đã tạo ${noun} nhưng chưa tải được ảnh: ${(error as Error).message}`);
    } finally {
      setUploading(false);
    }
  };

  const onFinish = (values: FormValues) => {
    save.mutate(
      { id: item?.id, input: toInput(kind, values) as never },
      {
        onSuccess: (saved) => {
          void (item ? Promise.resolve() : uploadPicked(saved.id)).then(() => {
            void invalidate();
            void message.success(item ? M.updated : M.created);
            onClose();
          });
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          void message.error(errorText(error, M.saveFailed));
        },
      },
    );
  };

  return (
    <FormModal
      open={open}
      title={item ? `Sửa ${noun}: ${item.name}` : `Thêm ${noun}`}
      width={920}
      phoneFullWidth
      style={screens.md ? undefined : { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 }}
      saving={save.isPending || uploading}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={initialValues(kind, item)}
        onFinish={onFinish}
        scrollToFirstError
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={`Tên ${noun}`} required rules={[zodRule(fields.name)]}>
              <Input maxLength={L.nameMax} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="slug"
              label="Đường dẫn (slug)"
              tooltip="Để trống để tạo tự động từ tên, không dấu"
              rules={[optionalRule(fields.slug)]}
            >
              <Input maxLength={L.slugMax} placeholder="tu-dong-tu-ten" />
            </Form.Item>
          </Col>
          {isProduct ? (
            <>
              <Col xs={24} md={8}>
                <Form.Item name="sku" label="Mã SKU" required rules={[zodRule(productFields.sku)]}>
                  <Input maxLength={L.skuMax} style={{ textTransform: 'uppercase' }} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item
                  name="brand"
                  label="Thương hiệu"
                  rules={[optionalRule(productFields.brand)]}
                >
                  <Input maxLength={L.brandMax} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="supplier_id" label="Nhà cung cấp">
                  <Select
                    allowClear
                    placeholder="Chọn nhà cung cấp"
                    loading={suppliers.isLoading}
                    showSearch={{ optionFilterProp: 'label' }}
                    options={(suppliers.data?.data ?? []).map((s) => ({
                      value: s.id,
                      label: `${s.code} · ${s.name}`,
                    }))}
                  />
                </Form.Item>
              </Col>
            </>
          ) : null}
          <Col xs={24} md={12}>
            <Form.Item name="category_id" label="Danh mục">
              <CategorySelect
                type={isProduct ? 'product' : 'service'}
                allowClear
                placeholder="Chọn danh mục"
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="price" label="Giá (đ)" required rules={[zodRule(fields.price)]}>
              <InputNumber<number> {...money} max={L.priceMax} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="sale_price"
              label="Giá khuyến mãi (đ)"
              dependencies={['price']}
              rules={[optionalRule(fields.sale_price), salePriceRule]}
              extra={<SaleHint />}
            >
              <InputNumber<number> {...money} max={L.priceMax} />
            </Form.Item>
          </Col>
          {isProduct ? (
            <>
              <Col xs={12} md={6}>
                <Form.Item
                  name="stock_quantity"
                  label="Tồn kho"
                  rules={[zodRule(productFields.stock_quantity)]}
                >
                  <InputNumber style={{ width: '100%' }} min={0} max={L.stockMax} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="min_stock_level"
                  label="Tồn kho tối thiểu"
                  rules={[zodRule(productFields.min_stock_level)]}
                >
                  <InputNumber style={{ width: '100%' }} min={0} max={L.stockMax} precision={0} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="usage_duration_days"
                  label="Dùng trong (ngày)"
                  rules={[optionalRule(productFields.usage_duration_days)]}
                >
                  <InputNumber
                    style={{ width: '100%' }}
                    min={1}
                    max={L.usageDaysMax}
                    precision={0}
                  />
                </Form.Item>
              </Col>
            </>
          ) : (
            <>
              <Col xs={12} md={6}>
                <Form.Item
                  name="duration_minutes"
                  label="Thời lượng (phút)"
                  required
                  rules={[zodRule(serviceFields.duration_minutes)]}
                >
                  <InputNumber
                    style={{ width: '100%' }}
                    min={L.durationMin}
                    max={L.durationMax}
                    step={5}
                    precision={0}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="staff_required"
                  label="Số nhân viên cần"
                  rules={[zodRule(serviceFields.staff_required)]}
                >
                  <InputNumber
                    style={{ width: '100%' }}
                    min={1}
                    max={L.staffRequiredMax}
                    precision={0}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item
                  name="max_slots_per_time_slot"
                  label="Khách tối đa mỗi khung giờ"
                  tooltip="Số khách có thể đặt dịch vụ này trong cùng một khung 30 phút"
                  rules={[zodRule(serviceFields.max_slots_per_time_slot)]}
                >
                  <InputNumber
                    style={{ width: '100%' }}
                    min={1}
                    max={L.maxSlotsPerTimeSlotMax}
                    precision={0}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} md={24}>
                <Form.Item
                  name="features"
                  label="Điểm nổi bật"
                  tooltip="Nhập rồi nhấn Enter để thêm từng điểm"
                  rules={[zodRule(serviceFields.features)]}
                >
                  <Select
                    mode="tags"
                    open={false}
                    suffixIcon={null}
                    placeholder="Ví dụ: Tư vấn kiểu tóc"
                    tokenSeparators={['\n']}
                  />
                </Form.Item>
              </Col>
            </>
          )}
          <Col xs={12} md={6}>
            <Form.Item
              name="sort_order"
              label="Thứ tự hiển thị"
              rules={[zodRule(fields.sort_order)]}
            >
              <InputNumber style={{ width: '100%' }} min={0} max={L.sortOrderMax} precision={0} />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="status" label="Trạng thái">
              <Select
                options={ITEM_STATUSES.map((s) => ({ value: s, label: ITEM_STATUS_LABELS[s] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="is_featured" label="Nổi bật" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          {isProduct ? (
            <Col xs={12} md={6}>
              <Form.Item name="is_sellable" label="Bán trực tuyến" valuePropName="checked">
                <Switch />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={24}>
            <Form.Item
              name="short_description"
              label="Mô tả ngắn"
              rules={[optionalRule(fields.short_description)]}
            >
              <Input.TextArea rows={2} maxLength={L.shortDescriptionMax} showCount />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="description"
              label="Mô tả chi tiết (HTML)"
              tooltip="Cho phép các thẻ như <p>, <ul>, <li>, <strong>; trang cửa hàng tự lọc bỏ mã không an toàn."
              rules={[optionalRule(fields.description)]}
            >
              <Input.TextArea rows={6} maxLength={L.descriptionMax} showCount />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <Divider titlePlacement="start">Hình ảnh</Divider>
      {item && gallery ? (
        <ItemGallery kind={kind} id={item.id} gallery={gallery} onChange={setGallery} />
      ) : (
        <Upload
          multiple
          listType="picture"
          accept={IMAGE_UPLOAD.accept}
          fileList={files}
          maxCount={IMAGE_UPLOAD.catalogMaxFiles}
          beforeUpload={(file) => {
            const problem = imageProblem(file);
            if (problem) {
              void message.error(problem);
              return Upload.LIST_IGNORE;
            }
            return false;
          }}
          onChange={({ fileList }) => {
            if (fileList.length > IMAGE_UPLOAD.catalogMaxFiles) {
              void message.error(UPLOAD_MESSAGES.tooMany(IMAGE_UPLOAD.catalogMaxFiles));
            }
            setFiles(fileList.slice(0, IMAGE_UPLOAD.catalogMaxFiles));
          }}
        >
          <Button icon={<UploadOutlined />}>
            Chọn ảnh (JPG, PNG, WEBP; tối đa {IMAGE_UPLOAD.catalogMaxFiles} ảnh)
          </Button>
        </Upload>
      )}
    </FormModal>
  );
}

/** Shows the price the customer will pay under the sale price field. */
function SaleHint() {
  return (
    <Form.Item
      noStyle
      shouldUpdate={(a: FormValues, b: FormValues) =>
        a.price !== b.price || a.sale_price !== b.sale_price
      }
    >
      {({ getFieldValue }) => {
        const price = getFieldValue('price') as number | null;
        const sale = getFieldValue('sale_price') as number | null;
        if (typeof price !== 'number' || typeof sale !== 'number' || sale >= price || price === 0)
          return null;
        return `Giảm ${Math.round(((price - sale) / price) * 100)}%, khách trả ${formatVnd(sale)}`;
      }}
    </Form.Item>
  );
}
