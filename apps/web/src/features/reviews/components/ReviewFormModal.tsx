import { PlusOutlined } from '@ant-design/icons';
import {
  guestEmailSchema,
  guestNameSchema,
  IMAGE_UPLOAD,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  reviewContentSchema,
  reviewRatingSchema,
  reviewTitleSchema,
  UPLOAD_MESSAGES,
  type OwnReview,
} from '@salon/shared';
import { Form, Input, Modal, Rate, Upload, type UploadFile } from 'antd';
import { toast } from '../../../ui/Toast';
import { useEffect } from 'react';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useCreateReview, useUpdateReview, type ReviewedItem } from '../api/reviews';

interface ReviewFormValues {
  rating: number;
  title: string;
  content: string;
  guest_name?: string;
  guest_email?: string;
  images?: UploadFile[];
}

const ACCEPTED = new Set(IMAGE_UPLOAD.accept.split(','));

/** Write a review (guests also give name and e-mail), or edit one's own. */
export function ReviewFormModal({
  item,
  itemName,
  isGuest,
  editing,
  open,
  onClose,
}: {
  item: ReviewedItem;
  itemName: string;
  isGuest: boolean;
  /** The customer's own review being edited; absent to write a new one. */
  editing?: OwnReview | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ReviewFormValues>();
  const create = useCreateReview(item);
  const update = useUpdateReview(item);
  const mutation = editing ? update : create;
  const images = Form.useWatch('images', form);
  const canAddImage = (images?.length ?? 0) < IMAGE_UPLOAD.reviewMaxFiles;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({
        rating: editing.rating,
        title: editing.title,
        content: editing.content,
      });
    }
  }, [open, editing, form]);

  const submit = async (values: ReviewFormValues) => {
    try {
      if (editing) {
        await update.mutateAsync({
          id: editing.id,
          rating: values.rating,
          title: values.title,
          content: values.content,
        });
        toast.success(REVIEW_MESSAGES.reviewUpdated);
      } else {
        await create.mutateAsync({
          rating: values.rating,
          title: values.title,
          content: values.content,
          guest_name: isGuest ? values.guest_name : undefined,
          guest_email: isGuest ? values.guest_email : undefined,
          images: (values.images ?? []).flatMap((file) =>
            file.originFileObj ? [file.originFileObj] : [],
          ),
        });
        toast.success(REVIEW_MESSAGES.reviewCreated, 6);
      }
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={editing ? 'Sửa đánh giá của bạn' : `Đánh giá: ${itemName}`}
      okText={editing ? 'Lưu thay đổi' : 'Gửi đánh giá'}
      cancelText="Hủy"
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FormErrorAlert
        title={REVIEW_MESSAGES.reviewFailed}
        error={mutation.error}
        onClose={() => mutation.reset()}
      />
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark>
        <Form.Item name="rating" label="Số sao" required rules={[zodRule(reviewRatingSchema)]}>
          <Rate aria-label="Số sao đánh giá" />
        </Form.Item>
        <Form.Item name="title" label="Tiêu đề" required rules={[zodRule(reviewTitleSchema)]}>
          <Input
            maxLength={REVIEW_LIMITS.titleMax}
            showCount
            placeholder="Tóm tắt trải nghiệm của bạn"
          />
        </Form.Item>
        <Form.Item name="content" label="Nội dung" required rules={[zodRule(reviewContentSchema)]}>
          <Input.TextArea
            rows={4}
            maxLength={REVIEW_LIMITS.contentMax}
            showCount
            placeholder="Chia sẻ cảm nhận về dịch vụ, sản phẩm, nhân viên..."
          />
        </Form.Item>
        {isGuest && !editing ? (
          <>
            <Form.Item name="guest_name" label="Họ tên" required rules={[zodRule(guestNameSchema)]}>
              <Input autoComplete="name" maxLength={REVIEW_LIMITS.guestNameMax} />
            </Form.Item>
            <Form.Item
              name="guest_email"
              label="Email"
              required
              rules={[zodRule(guestEmailSchema)]}
            >
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </>
        ) : null}
        {!editing ? (
          <Form.Item
            name="images"
            label={`Hình ảnh (tối đa ${IMAGE_UPLOAD.reviewMaxFiles})`}
            valuePropName="fileList"
            getValueFromEvent={(event: { fileList: UploadFile[] }) => event.fileList}
            extra="JPG, PNG hoặc WEBP, mỗi ảnh nhỏ hơn 5MB."
          >
            <Upload
              listType="picture-card"
              accept={IMAGE_UPLOAD.accept}
              multiple
              maxCount={IMAGE_UPLOAD.reviewMaxFiles}
              beforeUpload={(file) => {
                if (!ACCEPTED.has(file.type)) {
                  toast.error(UPLOAD_MESSAGES.notImage);
                  return Upload.LIST_IGNORE;
                }
                if (file.size >= IMAGE_UPLOAD.reviewMaxBytes) {
                  toast.error(UPLOAD_MESSAGES.tooLarge(IMAGE_UPLOAD.reviewMaxBytes));
                  return Upload.LIST_IGNORE;
                }
                // Kept in the form and sent with the review.
                return false;
              }}
            >
              {/* At the limit the button goes: a sixth picture would only be dropped. */}
              {canAddImage ? (
                <button type="button" style={{ border: 0, background: 'none' }}>
                  <PlusOutlined />
                  <div style={{ marginTop: 8 }}>Thêm ảnh</div>
                </button>
              ) : null}
            </Upload>
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
