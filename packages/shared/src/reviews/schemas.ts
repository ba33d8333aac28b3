import { z } from 'zod';
import { personNameField } from '../text/person-name.js';
import {
  REVIEWABLE_TYPES,
  REVIEW_LIMITS as L,
  REVIEW_MESSAGES as M,
  REVIEW_STATUSES,
} from './rules.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function requiredText(required: string, max: number, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

const itemType = z.enum(REVIEWABLE_TYPES, { error: M.itemTypeInvalid });
const itemId = z.coerce
  .number({ error: M.itemIdInvalid })
  .int(M.itemIdInvalid)
  .min(1, M.itemIdInvalid)
  .max(2_147_483_647, M.itemIdInvalid);

/** A star rating 1 to 5; form fields arrive as text, so it is coerced. */
export const reviewRatingSchema = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: M.ratingRequired })
    .int(M.ratingRequired)
    .min(1, M.ratingRequired)
    .max(5, M.ratingRequired),
);
export const reviewTitleSchema = requiredText(M.titleRequired, L.titleMax, M.titleMax);
export const reviewContentSchema = requiredText(M.contentRequired, L.contentMax, M.contentMax);
export const questionTextSchema = requiredText(M.questionRequired, L.questionMax, M.questionMax);
export const guestNameSchema = personNameField(
  { max: L.guestNameMax },
  { required: M.guestNameRequired, max: M.guestNameMax },
);
export const guestEmailSchema = requiredText(
  M.guestEmailRequired,
  L.guestEmailMax,
  M.guestEmailInvalid,
)
  .regex(EMAIL_PATTERN, M.guestEmailInvalid)
  .transform((value) => value.toLowerCase());

/** Name and e-mail of a guest; a signed-in customer's come from the account. */
export const guestAuthorSchema = z.object({
  guest_name: guestNameSchema,
  guest_email: guestEmailSchema,
});
export type GuestAuthor = z.output<typeof guestAuthorSchema>;

/** POST /api/reviews (multipart text fields; images come as files). */
export const reviewCreateSchema = z.object({
  reviewable_type: itemType,
  reviewable_id: itemId,
  rating: reviewRatingSchema,
  title: reviewTitleSchema,
  content: reviewContentSchema,
});
export type ReviewCreateInput = z.output<typeof reviewCreateSchema>;

/** PATCH /api/reviews/:id, by its author. */
export const reviewUpdateSchema = z.object({
  rating: reviewRatingSchema,
  title: reviewTitleSchema,
  content: reviewContentSchema,
});
export type ReviewUpdateInput = z.output<typeof reviewUpdateSchema>;

/** POST /api/questions */
export const questionCreateSchema = z.object({
  item_type: itemType,
  item_id: itemId,
  question: questionTextSchema,
  guest_name: z.unknown().optional(),
  guest_email: z.unknown().optional(),
});
export type QuestionCreateInput = z.output<typeof questionCreateSchema>;

const page = z.coerce
  .number({ error: M.pageInvalid })
  .int(M.pageInvalid)
  .min(1, M.pageInvalid)
  .default(1);

/** GET /api/public/reviews */
export const reviewListQuerySchema = z.object({
  reviewable_type: itemType,
  reviewable_id: itemId,
  page,
  per_page: z.coerce
    .number({ error: M.perPageInvalid })
    .refine((n) => (L.perPageOptions as readonly number[]).includes(n), M.perPageInvalid)
    .default(L.defaultPerPage),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/** GET /api/public/questions */
export const questionListQuerySchema = z.object({
  item_type: itemType,
  item_id: itemId,
  page,
});
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;

/** The page size of a back-office list. */
const adminPerPage = z.coerce
  .number({ error: M.adminPerPageInvalid })
  .int(M.adminPerPageInvalid)
  .min(1, M.adminPerPageInvalid)
  .max(L.adminPerPageMax, M.adminPerPageInvalid)
  .default(L.adminPerPage);

const search = z
  .string({ error: M.searchTooLong })
  .trim()
  .max(L.searchMax, M.searchTooLong)
  .optional();

/** GET /api/admin/reviews */
export const adminReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: M.statusInvalid }).optional(),
  item_type: itemType.optional(),
  rating: z.coerce
    .number({ error: M.ratingRequired })
    .int(M.ratingRequired)
    .min(1, M.ratingRequired)
    .max(5, M.ratingRequired)
    .optional(),
  search,
  page,
  per_page: adminPerPage,
});
export type AdminReviewListQuery = z.output<typeof adminReviewListQuerySchema>;

/** GET /api/admin/questions */
export const adminQuestionListQuerySchema = z.object({
  answered: z
    .enum(['true', 'false'], { error: M.statusInvalid })
    .transform((v) => v === 'true')
    .optional(),
  item_type: itemType.optional(),
  search,
  page,
  per_page: adminPerPage,
});
export type AdminQuestionListQuery = z.output<typeof adminQuestionListQuerySchema>;

/** POST /api/admin/reviews/:id/response */
export const reviewResponseSchema = z.object({
  admin_response: requiredText(M.adminResponseRequired, L.adminResponseMax, M.adminResponseMax),
});

/** POST /api/admin/questions/:id/answer */
export const questionAnswerSchema = z.object({
  answer: requiredText(M.answerRequired, L.answerMax, M.answerMax),
});
