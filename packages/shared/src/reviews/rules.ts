/** Reviews and questions on services and products (storefront §5, §9; back-office §4, §9). */
export const REVIEWABLE_TYPES = ['service', 'product'] as const;
export type ReviewableType = (typeof REVIEWABLE_TYPES)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Chờ duyệt',
  approved: 'Đã duyệt',
  rejected: 'Đã từ chối',
};

export const REVIEWABLE_TYPE_LABELS: Record<ReviewableType, string> = {
  service: 'Dịch vụ',
  product: 'Sản phẩm',
};

export const REVIEW_LIMITS = {
  titleMax: 100,
  contentMax: 1000,
  questionMax: 500,
  answerMax: 1000,
  adminResponseMax: 1000,
  guestNameMax: 100,
  guestEmailMax: 100,
  searchMax: 100,
  /** Page sizes a visitor may pick under the reviews of an item. */
  perPageOptions: [5, 10, 20] as const,
  defaultPerPage: 10,
  questionsPerPage: 10,
  /** The back-office review and question lists (their own page size, 1–100, follows the user's preference). */
  adminPerPage: 20,
  adminPerPageMax: 100,
  /** Guests posting reviews and questions, per client address. */
  guestPostsPerWindow: 5,
  guestPostWindowMs: 10 * 60 * 1000,
  /**
   * Guest reviews signed with one e-mail in a sliding day, from any address (questions are not
   * counted here; a review refused or not stored counts nothing).
   */
  guestReviewsPerEmail: 3,
  guestReviewEmailWindowMs: 24 * 60 * 60 * 1000,
} as const;

/** A wait as the refusal says it: in hours when an hour or more, else in minutes. */
function waitText(seconds: number): string {
  return seconds >= 3600
    ? `${Math.ceil(seconds / 3600)} giờ`
    : `${Math.max(1, Math.ceil(seconds / 60))} phút`;
}

export const REVIEW_MESSAGES = {
  ratingRequired: 'Vui lòng chọn số sao đánh giá!',
  titleRequired: 'Vui lòng nhập tiêu đề đánh giá!',
  titleMax: `Tiêu đề đánh giá không được quá ${REVIEW_LIMITS.titleMax} ký tự!`,
  contentRequired: 'Vui lòng nhập nội dung đánh giá!',
  contentMax: `Nội dung đánh giá không được quá ${REVIEW_LIMITS.contentMax} ký tự!`,
  questionRequired: 'Vui lòng nhập câu hỏi!',
  questionMax: `Câu hỏi không được quá ${REVIEW_LIMITS.questionMax} ký tự!`,
  guestNameRequired: 'Vui lòng nhập họ tên!',
  guestNameMax: `Họ tên không được quá ${REVIEW_LIMITS.guestNameMax} ký tự!`,
  guestEmailRequired: 'Vui lòng nhập email!',
  guestEmailInvalid: 'Email không hợp lệ!',
  itemTypeInvalid: 'Loại mục đánh giá không hợp lệ',
  itemIdInvalid: 'Mã dịch vụ hoặc sản phẩm không hợp lệ',
  perPageInvalid: `Số đánh giá mỗi trang phải là ${REVIEW_LIMITS.perPageOptions.join(', ')}`,
  adminPerPageInvalid: `Số mục mỗi trang phải từ 1 đến ${REVIEW_LIMITS.adminPerPageMax}`,
  pageInvalid: 'Số trang không hợp lệ',
  statusInvalid: 'Trạng thái không hợp lệ',
  searchTooLong: `Từ khóa tìm kiếm không được quá ${REVIEW_LIMITS.searchMax} ký tự`,
  adminResponseRequired: 'Vui lòng nhập nội dung phản hồi!',
  adminResponseMax: `Phản hồi không được quá ${REVIEW_LIMITS.adminResponseMax} ký tự!`,
  answerRequired: 'Vui lòng nhập câu trả lời!',
  answerMax: `Câu trả lời không được quá ${REVIEW_LIMITS.answerMax} ký tự!`,
  reviewCreated:
    'Đánh giá của bạn đã được gửi thành công! Đánh giá sẽ được hiển thị sau khi được duyệt.',
  reviewUpdated: 'Đã cập nhật đánh giá. Đánh giá sẽ được hiển thị lại sau khi được duyệt.',
  reviewDeleted: 'Đã xóa đánh giá.',
  reviewFailed: 'Có lỗi xảy ra khi gửi đánh giá',
  questionCreated: 'Câu hỏi của bạn đã được gửi! Chúng tôi sẽ trả lời sớm nhất.',
  questionFailed: 'Có lỗi xảy ra khi gửi câu hỏi',
  reviewNotFound: 'Không tìm thấy đánh giá',
  questionNotFound: 'Không tìm thấy câu hỏi',
  notYourReview: 'Bạn chỉ có thể sửa hoặc xóa đánh giá của chính mình.',
  staffCannotPost: 'Tài khoản nhân viên không thể gửi đánh giá hoặc câu hỏi từ trang khách hàng.',
  notPending: 'Chỉ có thể duyệt hoặc từ chối đánh giá đang chờ duyệt.',
  tooManyPosts: (seconds: number) =>
    `Bạn đã gửi quá nhiều đánh giá hoặc câu hỏi. Vui lòng thử lại sau ${seconds} giây.`,
  tooManyReviewsForEmail: (seconds: number) =>
    `Email này đã gửi ${REVIEW_LIMITS.guestReviewsPerEmail} đánh giá trong 24 giờ qua. Vui lòng thử lại sau ${waitText(seconds)}.`,
  noReviews: 'Chưa có đánh giá nào',
  noQuestions: 'Chưa có câu hỏi nào',
  approved: 'Đã duyệt đánh giá',
  rejected: 'Đã từ chối đánh giá',
  responded: 'Đã lưu phản hồi',
  answered: 'Đã trả lời câu hỏi',
  /** back-office §8 Reviews */
  loadFailed: 'Có lỗi xảy ra khi tải dữ liệu',
  approveFailed: 'Có lỗi xảy ra khi phê duyệt',
  rejectFailed: 'Có lỗi xảy ra khi từ chối',
  anonymous: 'Khách ẩn danh',
} as const;

/**
 * The one rule for every rating shown: an item's stars and review count, the salon's average on
 * the home and about pages, and the back office's average all count approved reviews only (a
 * pending review has not been read yet, a rejected one was refused).
 */
export const RATED_REVIEW_STATUS = 'approved' as const satisfies ReviewStatus;

/** The average of `count` ratings adding up to `sum`, to one decimal; null when there are none. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

/**
 * Counts per star 1 to 5 (stars without a review may be absent), their total and their average
 * (`averageRating`, 0 when there is none).
 */
export function ratingSummary(counts: ReadonlyMap<number, number>): {
  total: number;
  average: number;
  breakdown: Record<1 | 2 | 3 | 4 | 5, number>;
} {
  const breakdown = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  let total = 0;
  let sum = 0;
  for (const star of [1, 2, 3, 4, 5] as const) {
    const n = counts.get(star) ?? 0;
    breakdown[star] = n;
    total += n;
    sum += n * star;
  }
  return { total, average: averageRating(sum, total) ?? 0, breakdown };
}
