import {
  BOOKING_MESSAGES as M,
  bookingRequestSchema,
  isoDateSchema,
  timeSlotsQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestClient } from '../../lib/guest-client.js';
import { readIdempotencyKey } from '../../lib/idempotency.js';
import { failureSchema } from '../../lib/failure-replies.js';
import { notModifiedSchema, ReplyCache } from '../../lib/reply-cache/reply-cache.js';
import { bookingReply, holidaysReply, timeSlotsReply } from './booking.schemas.js';
import type { AppointmentBookingService } from './appointment-booking.service.js';
import type { HolidayCalendar } from './holiday-calendar.js';
import type { TimeSlotsService } from './time-slots.service.js';

const holidaysQuery = z.object({
  branch_id: z.coerce
    .number({ error: M.invalidBranch })
    .int(M.invalidBranch)
    .min(1, M.invalidBranch)
    .max(2_147_483_647, M.invalidBranch),
  from: isoDateSchema,
  to: isoDateSchema,
});

/** Booking for customers and guests: the day's slots, holidays, and making an appointment. */
export const bookingRoutes: FastifyPluginAsyncZod<{
  timeSlots: TimeSlotsService;
  holidays: HolidayCalendar;
  booking: AppointmentBookingService;
  secureCookies?: boolean;
}> = async (app, { timeSlots, holidays, booking, secureCookies = false }) => {
  // The days guests and staff are sent, kept as bytes (with ETag and compressed forms) while
  // nothing is written and the minute stays: a busy day is 20 KB of JSON to encode otherwise.
  const keptDays = timeSlots.version ? new ReplyCache(timeSlots.version, 256) : null;

  app.get(
    '/public/time-slots',
    {
      schema: {
        tags: ['booking'],
        summary: 'Khung giờ của một dịch vụ tại một chi nhánh trong một ngày',
        querystring: timeSlotsQuerySchema,
        response: {
          200: timeSlotsReply,
          304: notModifiedSchema,
          404: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const { service_id, branch_id, date, appointment_id } = request.query;
      // Anyone else asking with an appointment id sees the day as it is.
      const except =
        appointment_id !== undefined && (await timeSlots.mayExclude(appointment_id, request.user))
          ? appointment_id
          : undefined;
      if (keptDays && timeSlots.seesDayAsIs(request.user)) {
        return keptDays.send(request, reply, {
          key: `${service_id}:${branch_id}:${date}:${except ?? ''}`,
          schema: timeSlotsReply,
          answer: async () => ({
            success: true as const,
            data: await timeSlots.forDay(service_id, branch_id, date, except),
          }),
        });
      }
      return {
        success: true as const,
        data: await timeSlots.forViewer(request.user, service_id, branch_id, date, except),
      };
    },
  );

  app.get(
    '/public/holidays',
    {
      schema: {
        tags: ['booking'],
        summary: 'Ngày nghỉ của một chi nhánh trong một khoảng ngày (kể cả ngày lặp lại)',
        querystring: holidaysQuery,
        response: { 200: holidaysReply, 422: failureSchema },
      },
    },
    async (request) => {
      const { branch_id, from, to } = request.query;
      return { success: true as const, data: await holidays.between(branch_id, from, to) };
    },
  );

  app.post(
    '/appointments',
    {
      schema: {
        tags: ['booking'],
        summary: 'Đặt lịch hẹn (khách vãng lai hoặc khách hàng đã đăng nhập)',
        headers: z.object({ 'idempotency-key': z.string().optional() }).passthrough(),
        body: bookingRequestSchema,
        response: {
          200: bookingReply,
          201: bookingReply,
          404: failureSchema,
          409: failureSchema,
          422: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await booking.book({
        request: request.body,
        user: request.user,
        source: 'online',
        idempotencyKey: readIdempotencyKey(
          request.headers['idempotency-key'],
          M.idempotencyInvalid,
        ),
        guestClient: request.user ? null : guestClient(request, reply, secureCookies),
        clientAddress: request.ip,
      });
      return reply.code(result.statusCode as 201).send(result.body as z.infer<typeof bookingReply>);
    },
  );
};
