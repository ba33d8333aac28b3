import {
  MY_ORDERS_MESSAGES,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  orderItemReviewSchema,
  type MyOrder,
  type OrderItemDto,
} from '@salon/shared';
import { App, Form, Input, Modal, Rate } from 'antd';
import { FormErrorAlert } from '../../../components/FormErrorAlert';
import { showServerFieldErrors, zodRule } from '../../../lib/form-rules';
import { useReviewOrderItem } from '../api/change-my-order';

interface ReviewValues {
  rating: number;
  comment?: string;
}

/** The review of one line of a completed order: stars (5 unless changed), comment up to 500. */
export function ReviewItemModal({
  order,
  item,
  onClose,
}: {
  order: MyOrder;
  item: OrderItemDto;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ReviewValues>();
  const { message } = App.useApp();
  const review = useReviewOrderItem();

  const submit = async (values: ReviewValues) => {
    try {
      await review.mutateAsync({
        orderId: order.id,
        itemId: item.id,
        rating: values.rating,
        comment: values.comment?.trim() ?? '',
      });
      void message.success(ORDER_MESSAGES.reviewThanks);
      onClose();
    } catch (error) {
      showServerFieldErrors(form, error);
    }
  };

  return (
    <Modal
      open
      onCancel={onClose}
      title={`Đánh giá: ${item.item_name}`}
      okText="Gửi đánh giá"
      cancelText="Đóng"
      confirmLoading={review.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <FormErrorAlert
        title={MY_ORDERS_MESSAGES.reviewFailed}
        error={review.error}
        onClose={() => review.reset()}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ rating: 5 }}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item
          name="rating"
          label="Mức độ hài lòng"
          required
          rules={[zodRule(orderItemReviewSchema.shape.rating)]}
        >
          <Rate aria-label="Số sao đánh giá" />
        </Form.Item>
        <Form.Item
          name="comment"
          label="Nhận xét"
          rules={[zodRule(orderItemReviewSchema.shape.comment)]}
          extra="Đánh giá sẽ được hiển thị sau khi được duyệt."
        >
          <Input.TextArea
            rows={4}
            maxLength={ORDER_LIMITS.reviewCommentMax}
            showCount
            placeholder="Chia sẻ cảm nhận của bạn về sản phẩm, dịch vụ..."
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
