import {
  INVOICE_MESSAGES as M,
  invoiceRequestListQuerySchema,
  invoiceRequestSchema,
  issueInvoiceSchema,
  ORDER_MESSAGES,
  rejectInvoiceSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guardEveryRoute, guards } from '../../plugins/auth.js';
import type { InvoiceRequestsService } from './invoice-requests.service.js';

const id = (message: string) =>
  z.object({
    id: z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(2_147_483_647, message),
  });
const tokenQuery = z.object({ access_token: z.string().max(100).optional() });

/**
 * The customer's side, beside GET /api/orders/:id and with the same owner rule (the customer who
 * placed the order, or a guest with its access_token): the receipt and the VAT invoice request.
 */
export const orderInvoiceRoutes: FastifyPluginAsyncZod<{
  invoices: InvoiceRequestsService;
}> = async (app, { invoices }) => {
  const tags = ['orders'];
  const params = id(ORDER_MESSAGES.notFound);

  app.get(
    '/orders/:id/receipt',
    {
      schema: {
        tags,
        summary: 'Biên nhận của đơn đã thanh toán (chủ đơn, hoặc khách vãng lai có access_token)',
        params,
        querystring: tokenQuery,
        response: { 200: undescribedSuccess, ...failures(404, 409) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await invoices.receipt(request.params.id, request.user, request.query.access_token),
      };
    },
  );

  app.get(
    '/orders/:id/invoice-request',
    {
      schema: {
        tags,
        summary: 'Yêu cầu xuất hóa đơn VAT của đơn (null khi chưa có)',
        params,
        querystring: tokenQuery,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return {
        success: true as const,
        data: await invoices.ofOrder(request.params.id, request.user, request.query.access_token),
      };
    },
  );

  app.post(
    '/orders/:id/invoice-request',
    {
      schema: {
        tags,
        summary: 'Yêu cầu xuất hóa đơn VAT (một lần mỗi đơn; lần hai: 409)',
        params,
        querystring: tokenQuery,
        body: invoiceRequestSchema,
        response: { 201: undescribedCreated, ...failures(404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await invoices.request(
          request.params.id,
          request.user,
          request.query.access_token,
          request.body,
        ),
        message: M.requested,
      }),
  );
};

/** /api/admin/invoice-requests: the orders screen's VAT invoice requests (staff of the branch). */
export const invoiceRequestsAdminRoutes: FastifyPluginAsyncZod<{
  invoices: InvoiceRequestsService;
}> = async (app, { invoices }) => {
  guardEveryRoute(app, 'onRequest', guards.adminPage('orders'));
  const tags = ['admin: orders'];
  const params = id(M.notFound);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Yêu cầu xuất hóa đơn VAT (lọc trạng thái, đơn)',
        querystring: invoiceRequestListQuerySchema.extend({
          order_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
        }),
      },
    },
    async (request) => ({
      success: true as const,
      data: await invoices.list(currentUser(request), request.query),
    }),
  );

  app.post(
    '/:id/issue',
    {
      schema: {
        tags,
        summary: 'Đánh dấu đã xuất hóa đơn (kèm số hóa đơn); báo cho khách',
        params,
        body: issueInvoiceSchema,
        response: { 200: undescribedSuccess, ...failures(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invoices.issue(
        currentUser(request),
        request.params.id,
        request.body.invoice_number,
      ),
      message: M.issued,
    }),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags,
        summary: 'Từ chối yêu cầu (kèm lý do); báo cho khách',
        params,
        body: rejectInvoiceSchema,
        response: { 200: undescribedSuccess, ...failures(404, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invoices.reject(currentUser(request), request.params.id, request.body.reason),
      message: M.rejected,
    }),
  );
};
