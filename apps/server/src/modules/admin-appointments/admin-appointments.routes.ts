import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES as BM,
  DESK_MESSAGES as M,
  IMAGE_UPLOAD,
  cancelAppointmentSchema,
  deskBookingSchema,
  deskCalendarQuerySchema,
  deskCompleteFieldsSchema,
  deskCustomerLookupSchema,
  deskListQuerySchema,
  deskRescheduleSchema,
  deskStylistsQuerySchema,
  photoKindSchema,
} from '@salon/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { fieldError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/parse-input.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { AdminAppointmentsService } from './admin-appointments.service.js';
import type { PhotoUpload } from './desk-photos.js';

const MAX_ID = 2_147_483_647;
const idOf = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message);
const idParams = z.object({ id: idOf(BM.notFound) });
const photoParams = z.object({ id: idOf(BM.notFound), photoId: idOf(M.photoNotFound) });

/** Reads the photos (fields `before` and `after`, several each) and the text fields of a form. */
async function readPhotoForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    maxFiles: BOOKING_LIMITS.photosPerKindMax * 2,
    maxFileBytes: IMAGE_UPLOAD.reviewMaxBytes,
  });
  const uploads: PhotoUpload[] = form.files.map((file) => {
    const name = file.field.replace(/\[\]$/, '');
    const kind = photoKindSchema.safeParse(name);
    if (!kind.success) throw fieldError(name || 'photos', M.photoKindInvalid);
    return { kind: kind.data, buffer: file.buffer };
  });
  return { uploads, fields: form.fields };
}

/** /api/admin/appointments: the appointment desk. */
export const adminAppointmentsRoutes: FastifyPluginAsyncZod<{
  desk: AdminAppointmentsService;
}> = async (app, { desk }) => {
  // Checked before the input, so a guest gets 401 and a customer 403 whatever they send.
  app.addHook('onRequest', guards.adminPage('appointments'));
  const tags = ['admin-appointments'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Danh sách lịch hẹn (lọc, tìm kiếm không dấu, phân trang)',
        querystring: deskListQuerySchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.list(currentUser(request), request.query),
    }),
  );
  app.get(
    '/calendar',
    {
      schema: {
        tags,
        summary:
          'Lịch theo ngày hoặc tuần của một chi nhánh: stylist, lịch hẹn, giờ làm, ngày nghỉ',
        querystring: deskCalendarQuerySchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.calendar(currentUser(request), request.query),
    }),
  );
  app.get(
    '/customers',
    {
      schema: {
        tags,
        summary: 'Tìm khách hàng có tài khoản theo số điện thoại hoặc email',
        querystring: deskCustomerLookupSchema,
      },
    },
    async (request) => ({ success: true, data: await desk.customerMatches(request.query.q) }),
  );
  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Chi tiết lịch hẹn (kèm thông tin cho nhân viên)',
        params: idParams,
      },
    },
    async (request) => ({
      success: true,
      data: await desk.detail(currentUser(request), request.params.id),
    }),
  );
  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Tạo lịch hẹn cho khách vãng lai hoặc đặt qua điện thoại',
        body: deskBookingSchema,
        response: { 201: undescribedCreated, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      const data = await desk.create(currentUser(request), request.body);
      return reply.status(201).send({ success: true, data, message: M.created });
    },
  );
  app.patch(
    '/:id/confirm',
    {
      schema: {
        tags,
        summary: 'Xác nhận lịch hẹn',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.confirm(currentUser(request), request.params.id),
      message: BM.confirmed,
    }),
  );
  app.patch(
    '/:id/no-show',
    {
      schema: {
        tags,
        summary: 'Đánh dấu khách không đến',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.noShow(currentUser(request), request.params.id),
      message: BM.markedNoShow,
    }),
  );
  app.patch(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Hủy lịch hẹn',
        params: idParams,
        body: cancelAppointmentSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.cancel(currentUser(request), request.params.id, request.body.reason),
      message: BM.cancelled,
    }),
  );
  app.patch(
    '/:id/reschedule',
    {
      schema: {
        tags,
        summary: 'Đổi ngày giờ (và stylist) của lịch hẹn',
        params: idParams,
        body: deskRescheduleSchema,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.reschedule(currentUser(request), request.params.id, request.body),
      message: BM.rescheduled,
    }),
  );
  app.post(
    '/:id/complete',
    {
      schema: {
        tags,
        summary: 'Hoàn thành lịch hẹn (multipart: ảnh before, after tối đa 10 mỗi loại; note)',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { uploads, fields } = await readPhotoForm(request);
      const { note } = parseInput(deskCompleteFieldsSchema, { note: fields.note ?? null });
      return {
        success: true,
        data: await desk.complete(user, request.params.id, note, uploads),
        message: BM.completed,
      };
    },
  );
  app.post(
    '/:id/photos',
    {
      schema: {
        tags,
        summary: 'Thêm ảnh trước / sau (multipart: before, after)',
        params: idParams,
        response: { 200: undescribedSuccess, ...failures(409) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { uploads } = await readPhotoForm(request);
      return {
        success: true,
        data: await desk.addPhotos(user, request.params.id, uploads),
        message: M.photosAdded,
      };
    },
  );
  app.delete(
    '/:id/photos/:photoId',
    { schema: { tags, summary: 'Xóa một ảnh', params: photoParams } },
    async (request) => ({
      success: true,
      data: await desk.removePhoto(currentUser(request), request.params.id, request.params.photoId),
      message: M.photoRemoved,
    }),
  );
};

/** /api/admin/stylists: the active stylists (of a branch). */
export const adminStylistsRoutes: FastifyPluginAsyncZod<{
  desk: AdminAppointmentsService;
}> = async (app, { desk }) => {
  app.addHook('onRequest', guards.adminPage('appointments'));
  app.get(
    '/',
    {
      schema: {
        tags: ['admin-appointments'],
        summary: 'Stylist đang làm việc (theo chi nhánh)',
        querystring: deskStylistsQuerySchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({
      success: true,
      data: await desk.stylists(currentUser(request), request.query.branch_id),
    }),
  );
};
