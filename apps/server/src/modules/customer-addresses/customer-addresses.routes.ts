import {
  ADDRESS_MESSAGES as M,
  ADDRESS_TYPES,
  addressInputSchema,
  type CustomerAddress,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { currentUser, guards } from '../../plugins/auth.js';
import { success } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import type { CustomerAddressesService } from './customer-addresses.service.js';

const addressSchema = z.object({
  id: z.number(),
  type: z.enum(ADDRESS_TYPES),
  recipient_name: z.string().nullable(),
  recipient_phone: z.string().nullable(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  ward: z.string(),
  district: z.string().nullable(),
  city: z.string(),
  postal_code: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<CustomerAddress>;

const addressReply = success(addressSchema).extend({ message: z.string().optional() });
const failures = { 401: failureSchema, 403: failureSchema, 404: failureSchema };
const idParams = z.object({ id: z.string().describe('Mã địa chỉ') });

/** An id from the path; anything else names none of the customer's addresses. */
function addressId(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > 2_147_483_647) throw new AppError('ADDRESS_NOT_FOUND', M.notFound, 404);
  return id;
}

/** The signed-in customer's saved addresses. Guests get 401, staff 403, another's id 404. */
export const customerAddressesRoutes: FastifyPluginAsyncZod<{
  addresses: CustomerAddressesService;
}> = async (app, { addresses }) => {
  app.addHook('preValidation', guards.roles('customer'));

  app.get(
    '/',
    {
      schema: {
        tags: ['customer'],
        summary: 'Địa chỉ đã lưu của khách hàng, địa chỉ mặc định trước rồi mới nhất',
        response: { 200: success(z.array(addressSchema)), ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      data: await addresses.list(currentUser(request).id),
    }),
  );

  app.post(
    '/',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Thêm địa chỉ (tối đa 10); địa chỉ đầu tiên hoặc is_default=true thành địa chỉ mặc định',
        body: addressInputSchema,
        response: { 201: addressReply, ...failures, 422: failureSchema },
      },
    },
    async (request, reply) => {
      const data = await addresses.create(currentUser(request).id, request.body);
      return reply.status(201).send({ success: true as const, message: M.created, data });
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags: ['customer'],
        summary: 'Sửa một địa chỉ; is_default=true đặt làm mặc định',
        params: idParams,
        body: addressInputSchema,
        response: { 200: addressReply, ...failures, 422: failureSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.updated,
      data: await addresses.update(
        currentUser(request).id,
        addressId(request.params.id),
        request.body,
      ),
    }),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['customer'],
        summary:
          'Xóa một địa chỉ; xóa địa chỉ mặc định thì địa chỉ mới nhất còn lại thành mặc định',
        params: idParams,
        response: { 200: success(z.null()).extend({ message: z.string() }), ...failures },
      },
    },
    async (request) => {
      await addresses.remove(currentUser(request).id, addressId(request.params.id));
      return { success: true as const, message: M.deleted, data: null };
    },
  );

  app.patch(
    '/:id/default',
    {
      schema: {
        tags: ['customer'],
        summary: 'Đặt một địa chỉ làm địa chỉ mặc định',
        params: idParams,
        response: { 200: addressReply, ...failures },
      },
    },
    async (request) => ({
      success: true as const,
      message: M.defaultSet,
      data: await addresses.setDefault(currentUser(request).id, addressId(request.params.id)),
    }),
  );
};
