import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  REVIEWABLE_TYPE_LABELS,
  reviewResponseSchema,
  type AdminReview,
} from '@salon/shared';
import { App, Button, Descriptions, Form, Image, Input, Modal, Rate, Space } from 'antd';
import { useEffect } from 'react';
import { formatDateTime } from '../../../../lib/format-date';
import { showServerFieldErrors, zodRule } from '../../../../lib/form-rules';
import { useRespondToReview } from '../../api/admin-reviews';
import { authorOf, ReviewStatusTag } from './review-display';

/** Everything about one review, the salon's answer, and approve / reject while pending. */
export function ReviewDetailModal({
  review,
  onClose,
  onModerate,
  moderating,
}: {
  review: AdminReview | null;
  onClose: () => void;
  onModerate: (review: AdminReview, action: 'approve' | 'reject') => void;
  moderating: boolean;
}) {
  const [form] = Form.useForm<{ admin_response: string }>();
  const { message } = App.useApp();
  const respond = useRespondToReview();

  useEffect(() => {
    form.setFieldsValue({ admin_response: review?.admin_response ?? '' });
  }, [review, form]);

  if (!review) return null;
  return (
    <Modal
      open
      onCancel={onClose}
      title="Chi tiết đánh giá"
      width={640}
      footer={
        review.status === 'pending' ? (
          <Space wrap>
            <Button danger loading={moderating} onClick={() => onModerate(review, 'reject')}>
              Từ chối
            </Button>
            <Button
              type="primary"
              loading={moderating}
              onClick={() => onModerate(review, 'approve')}
            >
              Duyệt
            </Button>
          </Space>
        ) : null
      }
    >
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'author', label: 'Khách hàng', children: authorOf(review) },
          ...(review.guest_email
            ? [{ key: 'email', label: 'Email', children: review.guest_email }]
            : []),
          {
            key: 'item',
            label: REVIEWABLE_TYPE_LABELS[review.item_type],
            children: review.item_name ?? `#${review.item_id}`,
          },
          { key: 'rating', label: 'Đánh giá', children: <Rate disabled value={review.rating} /> },
          {
            key: 'status',
            label: 'Trạng thái',
            children: <ReviewStatusTag status={review.status} />,
          },
          { key: 'date', label: 'Ngày gửi', children: formatDateTime(review.created_at) },
          { key: 'title', label: 'Tiêu đề', children: review.title },
          {
            key: 'content',
            label: 'Nội dung',
            children: <span style={{ whiteSpace: 'pre-line' }}>{review.content}</span>,
          },
          ...(review.images.length > 0
            ? [
                {
                  key: 'images',
                  label: 'Hình ảnh',
                  children: (
                    <Image.PreviewGroup>
                      <Space wrap>
                        {review.images.map((image) => (
                          <Image
                            key={image.url}
                            src={image.thumbnail_url}
                            preview={{ src: image.url }}
                            width={64}
                            height={64}
                            style={{ objectFit: 'cover', borderRadius: 6 }}
                            alt="Ảnh đánh giá"
                          />
                        ))}
                      </Space>
                    </Image.PreviewGroup>
                  ),
                },
              ]
            : []),
          ...(review.responded_at
            ? [
                {
                  key: 'responded',
                  label: 'Phản hồi lúc',
                  children: formatDateTime(review.responded_at),
                },
              ]
            : []),
        ]}
      />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={async (values) => {
          try {
            await respond.mutateAsync({ id: review.id, admin_response: values.admin_response });
            void message.success(REVIEW_MESSAGES.responded);
          } catch (error) {
            showServerFieldErrors(form, error);
            void message.error((error as Error).message);
          }
        }}
      >
        <Form.Item
          name="admin_response"
          label="Phản hồi của salon"
          rules={[zodRule(reviewResponseSchema.shape.admin_response)]}
        >
          <Input.TextArea rows={3} maxLength={REVIEW_LIMITS.adminResponseMax} showCount />
        </Form.Item>
        <Button htmlType="submit" loading={respond.isPending}>
          {review.admin_response ? 'Cập nhật phản hồi' : 'Gửi phản hồi'}
        </Button>
      </Form>
    </Modal>
  );
}
