import {
  CUSTOMER_NOTE_LIMITS,
  CUSTOMER_NOTE_MESSAGES as M,
  customerNotesQuerySchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { pathId } from '../../lib/path-id.js';
import { readMultipartForm } from '../../lib/uploads/multipart-form.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { CurrentUser } from '@salon/shared';
import { success } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import { customerNoteSchema, notesPageReply } from './customer-notes.schemas.js';
import type { CustomerNotesService } from './customer-notes.service.js';

const params = z.object({ userId: z.string().describe('Mã tài khoản khách hàng') });
const failures = { 401: failureSchema, 403: failureSchema, 404: failureSchema };

function customerId(raw: string): number {
  const id = pathId(raw);
  if (id === null) throw new AppError('CUSTOMER_NOT_FOUND', M.customerNotFound, 404);
  return id;
}

/** Staff write and read a customer's treatment notes (admin page `customers`). */
export const adminCustomerNotesRoutes: FastifyPluginAsyncZod<{
  notes: CustomerNotesService;
  /** 404 when the customer is outside the user's scope (staff: their branch's customers). */
  assertVisible?: (user: CurrentUser, customerId: number) => Promise<void>;
}> = async (app, { notes, assertVisible }) => {
  app.addHook('preValidation', guards.adminPage('customers'));

  app.get(
    '/:userId/notes',
    {
      schema: {
        tags: ['admin customers'],
        summary: 'Mọi ghi chú điều trị của một khách (kể cả ghi chú nội bộ), mới nhất trước',
        params,
        querystring: customerNotesQuerySchema,
        response: { 200: notesPageReply, ...failures, 422: failureSchema },
      },
    },
    async (request) => {
      const id = customerId(request.params.userId);
      await assertVisible?.(currentUser(request), id);
      return { success: true as const, data: await notes.forStaff(id, request.query) };
    },
  );

  app.post(
    '/:userId/notes',
    {
      schema: {
        tags: ['admin customers'],
        summary:
          'Thêm ghi chú điều trị (multipart: content, kind staff|doctor, visible_to_customer, appointment_id, tối đa 5 images và 5 attachments PDF/ảnh, mỗi tệp dưới 5MB)',
        params,
        response: {
          201: success(customerNoteSchema).extend({ message: z.string() }),
          ...failures,
          413: failureSchema,
          415: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const id = customerId(request.params.userId);
      await assertVisible?.(currentUser(request), id);
      const form = await readMultipartForm(request, {
        maxFiles: CUSTOMER_NOTE_LIMITS.maxImages + CUSTOMER_NOTE_LIMITS.maxAttachments,
        maxFileBytes: CUSTOMER_NOTE_LIMITS.maxFileBytes,
      }).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') {
          const fields = Object.keys(error.errors ?? { attachments: [] });
          const errors = Object.fromEntries(fields.map((field) => [field, [M.fileTooLarge]]));
          throw new AppError(error.code, M.fileTooLarge, 413, errors);
        }
        throw error;
      });
      const data = await notes.create(id, currentUser(request).id, form);
      return reply.status(201).send({ success: true as const, message: M.created, data });
    },
  );
};
