import {
  SLIDER_BUTTON_STYLES,
  SLIDER_BUTTON_STYLE_LABELS,
  SLIDER_FIELD_SCHEMAS,
  SLIDER_LIMITS,
  SLIDER_MESSAGES,
  SLIDER_POSITIONS,
  SLIDER_POSITION_LABELS,
  SLIDER_TARGETS,
  SLIDER_TARGET_LABELS,
  SLIDER_TYPES,
  SLIDER_TYPE_LABELS,
  type AdminSlider,
  type SliderButtonStyle,
  type SliderPosition,
  type SliderTarget,
  type SliderType,
} from '@salon/shared';
import { App, Col, DatePicker, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { FormModal } from '../../../admin/components/FormModal';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { errorText } from '../../../../lib/api-client';
import { showServerFieldErrors, zodRule } from '../../../../lib/form-rules';
import { useSaveSlider } from '../../api/admin-sliders';
import { hasImage, ImagePicker, type ImageValue } from './ImagePicker';

interface FormValues {
  title: string;
  subtitle?: string;
  description?: string;
  type: SliderType;
  position: SliderPosition;
  link_url?: string;
  link_text?: string;
  button_style: SliderButtonStyle;
  target_type: SliderTarget;
  sort_order: number | null;
  start_date: Dayjs | null;
  end_date: Dayjs | null;
  is_active: boolean;
  image: ImageValue;
  mobile_image: ImageValue;
}

const DATE = 'YYYY-MM-DD';

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

/** The form's starting values: the slider's, or the defaults of back-office §5 Slider. */
function initialValues(slider: AdminSlider | null): FormValues {
  return {
    title: slider?.title ?? '',
    subtitle: slider?.subtitle ?? '',
    description: slider?.description ?? '',
    type: slider?.type ?? 'banner',
    position: slider?.position ?? 'home',
    link_url: slider?.link_url ?? '',
    link_text: slider?.link_text ?? '',
    button_style: slider?.button_style ?? 'primary',
    target_type: slider?.target_type ?? '_self',
    sort_order: slider?.sort_order ?? 0,
    start_date: slider?.start_date ? dayjs(slider.start_date) : null,
    end_date: slider?.end_date ? dayjs(slider.end_date) : null,
    is_active: slider?.is_active ?? true,
    image: { url: slider?.image_url ?? null, file: null, removed: false },
    mobile_image: { url: slider?.mobile_image_url ?? null, file: null, removed: false },
  };
}

function toFormData(values: FormValues): FormData {
  const form = new FormData();
  const text = (name: string, value: string | number | null | undefined) =>
    form.append(name, value === null || value === undefined ? '' : String(value));
  text('title', values.title);
  text('subtitle', values.subtitle);
  text('description', values.description);
  text('type', values.type);
  text('position', values.position);
  text('link_url', values.link_url);
  text('link_text', values.link_text);
  text('button_style', values.button_style);
  text('target_type', values.target_type);
  text('sort_order', values.sort_order);
  text('start_date', values.start_date?.format(DATE));
  text('end_date', values.end_date?.format(DATE));
  text('is_active', values.is_active ? '1' : '0');
  if (values.image.file) form.append('image', values.image.file);
  if (values.mobile_image.file) form.append('mobile_image', values.mobile_image.file);
  else if (values.mobile_image.removed) text('remove_mobile_image', '1');
  return form;
}

/** Add or edit a slider (back-office §2.4: 1000 wide, 'Lưu', 'Đang tải ảnh…' while saving). */
export function SliderFormModal({
  open,
  slider,
  onClose,
}: {
  open: boolean;
  /** null to add a new one. */
  slider: AdminSlider | null;
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const save = useSaveSlider();

  useEffect(() => {
    if (open) form.setFieldsValue(initialValues(slider));
  }, [open, slider, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await save.mutateAsync({ id: slider?.id ?? null, form: toFormData(values) });
      void message.success(slider ? SLIDER_MESSAGES.updated : SLIDER_MESSAGES.created);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
      void message.error(errorText(error, SLIDER_MESSAGES.saveFailed));
    }
  };

  return (
    <FormModal
      open={open}
      title={slider ? 'Sửa slider' : 'Thêm slider'}
      width={1000}
      okText={save.isPending ? 'Đang tải ảnh…' : 'Lưu'}
      saving={save.isPending}
      onSave={() => void submit()}
      onClose={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" initialValues={initialValues(slider)} requiredMark>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="title"
              label="Tiêu đề"
              required
              rules={[zodRule(SLIDER_FIELD_SCHEMAS.title)]}
            >
              <Input maxLength={SLIDER_LIMITS.titleMax} />
            </Form.Item>
            <Form.Item
              name="subtitle"
              label="Phụ đề"
              rules={[zodRule(SLIDER_FIELD_SCHEMAS.subtitle)]}
            >
              <Input maxLength={SLIDER_LIMITS.subtitleMax} />
            </Form.Item>
            <Form.Item
              name="description"
              label="Mô tả"
              rules={[zodRule(SLIDER_FIELD_SCHEMAS.description)]}
            >
              <Input.TextArea rows={3} maxLength={SLIDER_LIMITS.descriptionMax} showCount />
            </Form.Item>
            <Row gutter={16}>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="type"
                  label="Loại"
                  required
                  rules={[zodRule(SLIDER_FIELD_SCHEMAS.type)]}
                >
                  <Select
                    allowClear
                    placeholder="Chọn loại"
                    options={options(SLIDER_TYPES, SLIDER_TYPE_LABELS)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="position"
                  label="Vị trí"
                  required
                  rules={[zodRule(SLIDER_FIELD_SCHEMAS.position)]}
                >
                  <Select
                    allowClear
                    placeholder="Chọn vị trí"
                    options={options(SLIDER_POSITIONS, SLIDER_POSITION_LABELS)}
                  />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="link_url"
                  label="Liên kết"
                  rules={[zodRule(SLIDER_FIELD_SCHEMAS.link_url)]}
                  extra="Ví dụ: /booking hoặc https://…; để trống sẽ dẫn tới trang đặt lịch."
                >
                  <Input maxLength={SLIDER_LIMITS.linkMax} placeholder="/booking" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item
                  name="link_text"
                  label="Chữ trên nút"
                  rules={[zodRule(SLIDER_FIELD_SCHEMAS.link_text)]}
                >
                  <Input maxLength={SLIDER_LIMITS.linkTextMax} placeholder="Đặt lịch ngay" />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="button_style" label="Kiểu nút">
                  <Select options={options(SLIDER_BUTTON_STYLES, SLIDER_BUTTON_STYLE_LABELS)} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={12}>
                <Form.Item name="target_type" label="Mở liên kết">
                  <Select options={options(SLIDER_TARGETS, SLIDER_TARGET_LABELS)} />
                </Form.Item>
              </Col>
              <Col xs={24} sm={8}>
                <Form.Item name="sort_order" label="Thứ tự">
                  <InputNumber
                    min={0}
                    max={SLIDER_LIMITS.sortOrderMax}
                    precision={0}
                    style={{ width: '100%' }}
                  />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item name="start_date" label="Ngày bắt đầu">
                  <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} sm={8}>
                <Form.Item
                  name="end_date"
                  label="Ngày kết thúc"
                  dependencies={['start_date']}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: Dayjs | null) => {
                        const start = getFieldValue('start_date') as Dayjs | null;
                        if (value && start && value.isBefore(start, 'day')) {
                          throw new Error(SLIDER_MESSAGES.endBeforeStart);
                        }
                      },
                    }),
                  ]}
                >
                  <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item name="is_active" label="Đang bật" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="image"
              label="Ảnh chính"
              required
              rules={[
                {
                  validator: async (_rule, value: ImageValue | undefined) => {
                    if (!hasImage(value)) throw new Error(SLIDER_MESSAGES.imageRequired);
                  },
                },
              ]}
              extra="JPG, PNG hoặc WEBP, dưới 5MB; nên rộng 1600 × 600 px."
            >
              <ImagePicker removable={false} label="Ảnh chính" />
            </Form.Item>
            <Form.Item
              name="mobile_image"
              label="Ảnh cho điện thoại"
              extra="Không bắt buộc; hiện trên màn hình hẹp, nên dọc hoặc vuông."
            >
              <ImagePicker removable label="Ảnh cho điện thoại" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </FormModal>
  );
}
