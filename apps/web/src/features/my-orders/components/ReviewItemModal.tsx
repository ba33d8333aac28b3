import {
  MY_ORDERS_MESSAGES,
  ORDER_LIMITS,
  ORDER_MESSAGES,
  orderItemReviewSchema,
  type MyOrder,
  type OrderItemDto,
} from '@salon/shared';
import { RatingCommentModal } from '../../../components/RatingCommentModal';
import { useReviewOrderItem } from '../api/change-my-order';

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
  const review = useReviewOrderItem();
  return (
    <RatingCommentModal
      title={`Đánh giá: ${item.item_name}`}
      schema={orderItemReviewSchema}
      commentMax={ORDER_LIMITS.reviewCommentMax}
      placeholder="Chia sẻ cảm nhận của bạn về sản phẩm, dịch vụ..."
      hint="Đánh giá sẽ được hiển thị sau khi được duyệt."
      failedTitle={MY_ORDERS_MESSAGES.reviewFailed}
      successMessage={ORDER_MESSAGES.reviewThanks}
      mutation={review}
      onSubmit={(values) => review.mutateAsync({ orderId: order.id, itemId: item.id, ...values })}
      onClose={onClose}
    />
  );
}
