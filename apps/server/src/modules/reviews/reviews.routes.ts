import {
  adminQuestionListQuerySchema,
  adminReviewListQuerySchema,
  IMAGE_UPLOAD,
  questionAnswerSchema,
  questionListQuerySchema,
  REVIEWABLE_TYPES,
  REVIEW_MESSAGES as M,
  reviewListQuerySchema,
  reviewResponseSchema,
  reviewUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { QuestionsService } from './questions.service.js';
import type { ReviewsService } from './reviews.service.js';

const idParams = z.object({
  id: z.coerce
    .number({ error: M.reviewNotFound })
    .int(M.reviewNotFound)
    .min(1, M.reviewNotFound)
    .max(2_147_483_647, M.reviewNotFound),
});

const ownReviewsQuery = z.object({
  reviewable_type: z.enum(REVIEWABLE_TYPES, { error: M.itemTypeInvalid }).optional(),
  reviewable_id: z.coerce
    .number({ error: M.itemIdInvalid })
    .int(M.itemIdInvalid)
    .min(1, M.itemIdInvalid)
    .max(2_147_483_647, M.itemIdInvalid)
    .optional(),
});

const signedIn = guards.roles('customer', 'staff', 'manager', 'admin');
const staff = guards.roles('staff', 'manager', 'admin');
const moderators = guards.adminPage('feedback');

export const reviewsRoutes: FastifyPluginAsyncZod<{
  reviews: ReviewsService;
  questions: QuestionsService;
}> = async (app, { reviews, questions }) => {
  app.get(
    '/public/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Đánh giá đã duyệt của một dịch vụ hoặc sản phẩm, kèm thống kê sao',
        querystring: reviewListQuerySchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({ success: true, data: await reviews.listApproved(request.query) }),
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Gửi đánh giá (multipart: reviewable_type, reviewable_id, rating, title, content, images tối đa 5; khách: guest_name, guest_email). Đánh giá chờ duyệt.',
        response: { 201: undescribedCreated, ...failures(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFiles: IMAGE_UPLOAD.reviewMaxFiles,
        maxFileBytes: IMAGE_UPLOAD.reviewMaxBytes,
        errorField: 'images',
      });
      const review = await reviews.create(
        request.user,
        { fields: form.fields, images: form.files.map((file) => file.buffer) },
        request.ip,
      );
      return reply.status(201).send({ success: true, data: review, message: M.reviewCreated });
    },
  );

  app.get(
    '/customer/reviews',
    {
      preHandler: signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'Đánh giá của chính khách hàng (mọi trạng thái)',
        querystring: ownReviewsQuery,
      },
    },
    async (request) => {
      const { reviewable_type: type, reviewable_id: id } = request.query;
      const item = type && id ? { type, id } : undefined;
      return { success: true, data: await reviews.listOwn(currentUser(request), item) };
    },
  );

  app.patch(
    '/reviews/:id',
    {
      preHandler: signedIn,
      schema: {
        tags: ['reviews'],
        summary: 'Sửa đánh giá của chính mình; đánh giá quay lại chờ duyệt',
        params: idParams,
        body: reviewUpdateSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await reviews.update(currentUser(request), request.params.id, request.body),
      message: M.reviewUpdated,
    }),
  );

  app.delete(
    '/reviews/:id',
    {
      preHandler: signedIn,
      schema: { tags: ['reviews'], summary: 'Xóa đánh giá của chính mình', params: idParams },
    },
    async (request) => {
      await reviews.delete(currentUser(request), request.params.id);
      return { success: true, data: null, message: M.reviewDeleted };
    },
  );

  app.get(
    '/public/questions',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Câu hỏi đã được trả lời của một dịch vụ hoặc sản phẩm',
        querystring: questionListQuerySchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({ success: true, data: await questions.listAnswered(request.query) }),
  );

  app.post(
    '/questions',
    {
      schema: {
        tags: ['reviews'],
        summary:
          'Đặt câu hỏi (item_type, item_id, question; khách: guest_name, guest_email). Câu hỏi hiển thị khi đã được trả lời.',
        response: { 201: undescribedCreated, ...failures(404, 422, 429) },
      },
    },
    async (request, reply) => {
      const question = await questions.ask(request.user, request.body, request.ip);
      return reply.status(201).send({ success: true, data: question, message: M.questionCreated });
    },
  );

  app.get(
    '/admin/reviews',
    {
      onRequest: moderators,
      schema: {
        tags: ['reviews'],
        summary: 'Quản trị: danh sách đánh giá (20 mỗi trang, mới nhất trước)',
        querystring: adminReviewListQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await reviews.listForAdmin(request.query) }),
  );

  app.get(
    '/admin/reviews/statistics',
    {
      onRequest: moderators,
      schema: { tags: ['reviews'], summary: 'Quản trị: thống kê đánh giá' },
    },
    async () => ({ success: true, data: await reviews.statistics() }),
  );

  app.post(
    '/admin/reviews/:id/approve',
    {
      onRequest: moderators,
      schema: {
        tags: ['reviews'],
        summary: 'Duyệt đánh giá đang chờ (không còn chờ: 409 REVIEW_NOT_PENDING)',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await reviews.approve(currentUser(request), request.params.id),
      message: M.approved,
    }),
  );

  app.post(
    '/admin/reviews/:id/reject',
    {
      onRequest: moderators,
      schema: {
        tags: ['reviews'],
        summary: 'Từ chối đánh giá đang chờ (không còn chờ: 409 REVIEW_NOT_PENDING)',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await reviews.reject(currentUser(request), request.params.id),
      message: M.rejected,
    }),
  );

  app.post(
    '/admin/reviews/:id/response',
    {
      onRequest: moderators,
      schema: {
        tags: ['reviews'],
        summary: 'Phản hồi một đánh giá',
        params: idParams,
        body: reviewResponseSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await reviews.respond(
        currentUser(request),
        request.params.id,
        request.body.admin_response,
      ),
      message: M.responded,
    }),
  );

  app.get(
    '/admin/questions',
    {
      onRequest: staff,
      schema: {
        tags: ['reviews'],
        summary: 'Quản trị: câu hỏi của khách (chưa trả lời trước)',
        querystring: adminQuestionListQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await questions.listForAdmin(request.query) }),
  );

  app.post(
    '/admin/questions/:id/answer',
    {
      onRequest: staff,
      schema: {
        tags: ['reviews'],
        summary: 'Trả lời câu hỏi của khách',
        params: idParams,
        body: questionAnswerSchema,
      },
    },
    async (request) => ({
      success: true,
      data: await questions.answer(currentUser(request), request.params.id, request.body.answer),
      message: M.answered,
    }),
  );
};
