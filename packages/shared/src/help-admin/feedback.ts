import { z } from 'zod';

/** back-office §3 Feedback form: what the sender reports. */
export const FEEDBACK_TYPES = ['bug', 'feature', 'question', 'compliment', 'complaint'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Báo lỗi',
  feature: 'Đề xuất tính năng',
  question: 'Câu hỏi',
  compliment: 'Khen ngợi',
  complaint: 'Phàn nàn',
};

export const FEEDBACK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type FeedbackPriority = (typeof FEEDBACK_PRIORITIES)[number];
export const FEEDBACK_PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  low: 'Thấp',
  medium: 'Trung bình',
  high: 'Cao',
  urgent: 'Khẩn cấp',
};

export const BACK_OFFICE_HELP_LIMITS = {
  subjectMax: 200,
  descriptionMax: 5000,
  /** Feedback a person may send per window: enough for real use, not for a flood. */
  feedbackPerUser: 5,
  feedbackWindowMs: 60 * 60_000,
  /** FAQ votes (helpful or rating, changes included) a person may cast per window. */
  votesPerUser: 60,
  votesWindowMs: 10 * 60_000,
  ratingMin: 1,
  ratingMax: 5,
  feedbackPerPage: 10,
  perPageMax: 100,
  /** Help-centre support requests shown beside the feedback. */
  supportRequestsShown: 10,
} as const;

export const BACK_OFFICE_HELP_MESSAGES = {
  typeRequired: 'Vui lòng chọn loại phản hồi',
  subjectRequired: 'Vui lòng nhập tiêu đề',
  subjectMax: `Tiêu đề tối đa ${BACK_OFFICE_HELP_LIMITS.subjectMax} ký tự`,
  descriptionRequired: 'Vui lòng nhập mô tả',
  descriptionMax: `Mô tả tối đa ${BACK_OFFICE_HELP_LIMITS.descriptionMax} ký tự`,
  priorityInvalid: 'Mức ưu tiên không hợp lệ',
  feedbackSent: 'Cảm ơn bạn! Phản hồi đã được gửi, chúng tôi sẽ trả lời trong vòng 24 giờ.',
  tooManyFeedback: 'Bạn đã gửi nhiều phản hồi trong một giờ qua. Vui lòng thử lại sau.',
  feedbackFailed: 'Không thể gửi phản hồi. Vui lòng thử lại.',
  voteEmpty: 'Vui lòng chọn hữu ích hoặc chấm điểm câu trả lời',
  helpfulInvalid: 'Vui lòng chọn hữu ích hoặc không hữu ích',
  ratingInvalid: `Điểm đánh giá từ ${BACK_OFFICE_HELP_LIMITS.ratingMin} đến ${BACK_OFFICE_HELP_LIMITS.ratingMax}`,
  voteSaved: 'Cảm ơn bạn đã đánh giá!',
  tooManyVotes: 'Bạn đã đánh giá quá nhiều lần. Vui lòng thử lại sau ít phút.',
  faqNotFound: 'Không tìm thấy câu hỏi này.',
  invalidPage: 'Trang không hợp lệ',
  invalidPerPage: 'Số dòng mỗi trang không hợp lệ',
  invalidType: 'Loại phản hồi không hợp lệ',
} as const;

const M = BACK_OFFICE_HELP_MESSAGES;
const L = BACK_OFFICE_HELP_LIMITS;

/** back-office §5: type, subject and description required; priority optional. */
export const feedbackFormSchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: M.typeRequired }),
  subject: z
    .string({ error: M.subjectRequired })
    .trim()
    .min(1, M.subjectRequired)
    .max(L.subjectMax, M.subjectMax),
  description: z
    .string({ error: M.descriptionRequired })
    .trim()
    .min(1, M.descriptionRequired)
    .max(L.descriptionMax, M.descriptionMax),
  priority: z.enum(FEEDBACK_PRIORITIES, { error: M.priorityInvalid }).nullish(),
});
export type FeedbackFormInput = z.input<typeof feedbackFormSchema>;
export type FeedbackFormData = z.output<typeof feedbackFormSchema>;

/** A vote on a back-office answer: helpful yes/no, a 1-5 rating, or both; null takes one back. */
export const faqVoteSchema = z
  .object({
    helpful: z.boolean({ error: M.helpfulInvalid }).nullish(),
    rating: z
      .number({ error: M.ratingInvalid })
      .int(M.ratingInvalid)
      .min(L.ratingMin, M.ratingInvalid)
      .max(L.ratingMax, M.ratingInvalid)
      .nullish(),
  })
  .refine((vote) => vote.helpful !== undefined || vote.rating !== undefined, {
    message: M.voteEmpty,
  });
export type FaqVoteInput = z.input<typeof faqVoteSchema>;

export const feedbackListQuerySchema = z.object({
  type: z.enum(FEEDBACK_TYPES, { error: M.invalidType }).optional(),
  page: z.coerce
    .number({ error: M.invalidPage })
    .int(M.invalidPage)
    .min(1, M.invalidPage)
    .max(100_000, M.invalidPage)
    .default(1),
  per_page: z.coerce
    .number({ error: M.invalidPerPage })
    .int(M.invalidPerPage)
    .min(1, M.invalidPerPage)
    .max(L.perPageMax, M.invalidPerPage)
    .default(L.feedbackPerPage),
});
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;

export interface FeedbackDto {
  id: number;
  type: FeedbackType;
  subject: string;
  description: string;
  priority: FeedbackPriority | null;
  sender: { id: number; name: string; email: string | null; role: string } | null;
  created_at: string;
}

/** Votes on one back-office answer, from the data, and the caller's own. */
export interface BackOfficeFaqVotes {
  helpful: number;
  not_helpful: number;
  rating_count: number;
  /** Mean of the ratings, one decimal; null when nobody rated. */
  rating_average: number | null;
  mine: { helpful: boolean | null; rating: number | null } | null;
}

export type BackOfficeFaqVotesMap = Record<string, BackOfficeFaqVotes>;

/** The storefront help centre as the back office reads it (admins). */
export interface HelpCentreOverview {
  faq_votes: { faq_id: string; question: string; helpful: number; not_helpful: number }[];
  support_requests: {
    total: number;
    open: number;
    recent: {
      id: number;
      name: string;
      subject: string;
      type: string;
      status: string;
      created_at: string;
    }[];
  };
}

/** What the running server reports about itself (admins). */
export interface SystemInfo {
  app_version: string;
  node_version: string;
  database_engine: 'sqlite' | 'postgres';
  started_at: string;
  uptime_seconds: number;
  email_configured: boolean;
  jobs: { total: number; due: number; running: number; failing: number };
  outbox: { pending: number; sending: number; sent: number; failed: number };
}

/** Statuses of a contact request as the help screen lists the help centre's support requests. */
export const SUPPORT_REQUEST_STATUS_LABELS: Record<string, string> = {
  new: 'Mới',
  in_progress: 'Đang xử lý',
  replied: 'Đã trả lời',
  resolved: 'Đã giải quyết',
  closed: 'Đã đóng',
};
