import { customerNotesQuerySchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, guards } from '../../plugins/auth.js';
import { failureSchema } from '../../lib/failure-replies.js';
import { notesPageReply } from './customer-notes.schemas.js';
import type { CustomerNotesService } from './customer-notes.service.js';

/** `GET /api/customer/notes`: the treatment notes the salon shares with the customer. */
export const customerNotesRoutes: FastifyPluginAsyncZod<{ notes: CustomerNotesService }> = async (
  app,
  { notes },
) => {
  app.addHook('preValidation', guards.roles('customer'));

  app.get(
    '/',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Ghi chú điều trị của khách (chỉ ghi chú được chia sẻ), mới nhất trước; ghi chú của bác sĩ hiện là "Ghi chú công khai"',
        querystring: customerNotesQuerySchema,
        response: {
          200: notesPageReply,
          401: failureSchema,
          403: failureSchema,
          422: failureSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await notes.forCustomer(currentUser(request).id, request.query),
    }),
  );
};
