import {
  appointmentReviewSchema,
  BOOKING_MESSAGES,
  cancelAppointmentSchema,
  myAppointmentsQuerySchema,
  rescheduleSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { success, successPage } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import {
  appointmentDetailSchema,
  appointmentSummarySchema,
  myAppointmentStatsSchema,
} from './customer-appointments.schemas.js';
import type { CustomerAppointmentsService } from './customer-appointments.service.js';

const idParams = z.object({ id: z.string().describe('Mã lịch hẹn') });
const failures = { 401: failureSchema, 403: failureSchema, 404: failureSchema };
const detailReply = success(appointmentDetailSchema).extend({ message: z.string().optional() });

/** An id from the path; anything else names no appointment of this customer. */
function appointmentId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) {
    throw new AppError('APPOINTMENT_NOT_FOUND', BOOKING_MESSAGES.notFound, 404);
  }
  return id;
}

/** The signed-in customer's own appointments (customer-account §2 My appointments). */
export const customerAppointmentsRoutes: FastifyPluginAsyncZod<{
  appointments: CustomerAppointmentsService;
}> = async (app, { appointments }) => {
  // Before validation: a guest learns to log in, whatever the input.
  app.addHook('preValidation', guards.roles('customer'));

  app.get(
    '/',
    {
      schema: {
        tags: ['customer appointments'],
        summary:
          'Lịch hẹn của khách: phân trang (per_page mặc định 10, tối đa 50), lọc theo trạng thái (scheduled = chờ + đã xác nhận), thời gian (upcoming, past, today, this_week, this_month) và tìm theo dịch vụ, chi nhánh, mã (không dấu)',
        querystring: myAppointmentsQuerySchema,
        response: { 200: successPage(appointmentSummarySchema), ...failures, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.list(currentUser(request), request.query),
    }),
  );

  app.get(
    '/stats',
    {
      schema: {
        tags: ['customer appointments'],
        summary: 'Số lịch hẹn của khách theo trạng thái, số lịch đã đặt và sắp tới',
        response: { 200: success(myAppointmentStatsSchema), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.stats(currentUser(request)),
    }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['customer appointments'],
        summary: 'Chi tiết một lịch hẹn của khách (lịch của người khác: 404)',
        params: idParams,
        response: { 200: detailReply, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await appointments.detail(currentUser(request), appointmentId(request.params.id)),
    }),
  );

  app.patch(
    '/:id/reschedule',
    {
      schema: {
        tags: ['customer appointments'],
        summary:
          'Đổi ngày giờ: chỉ lịch chờ hoặc đã xác nhận, trước giờ hẹn hơn 24 giờ, vào khung giờ còn chỗ; ghi chú tối đa 200 ký tự',
        params: idParams,
        body: rescheduleSchema,
        response: { 200: detailReply, ...failures, 409: failureSchema, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: BOOKING_MESSAGES.rescheduled,
      data: await appointments.reschedule(
        currentUser(request),
        appointmentId(request.params.id),
        request.body,
      ),
    }),
  );

  app.patch(
    '/:id/cancel',
    {
      schema: {
        tags: ['customer appointments'],
        summary:
          'Hủy lịch: chỉ lịch chờ hoặc đã xác nhận, trước giờ hẹn hơn 2 giờ; lý do bắt buộc, tối đa 200 ký tự',
        params: idParams,
        body: cancelAppointmentSchema,
        response: { 200: detailReply, ...failures, 409: failureSchema, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: BOOKING_MESSAGES.cancelled,
      data: await appointments.cancel(
        currentUser(request),
        appointmentId(request.params.id),
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/:id/review',
    {
      schema: {
        tags: ['customer appointments'],
        summary:
          'Đánh giá lịch hẹn đã hoàn thành (một lần): lưu thành đánh giá dịch vụ, đã xác thực, hiển thị sau khi được duyệt; rating 1–5 (mặc định 5), nhận xét tối đa 500 ký tự',
        params: idParams,
        body: appointmentReviewSchema,
        response: { 200: detailReply, ...failures, 409: failureSchema, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: BOOKING_MESSAGES.reviewThanks,
      data: await appointments.review(
        currentUser(request),
        appointmentId(request.params.id),
        request.body,
      ),
    }),
  );
};
