import { searchQuerySchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productSummarySchema, serviceSummarySchema } from '../catalog/catalog.schemas.js';
import { failureSchema } from '../../lib/failure-replies.js';
import type { SearchService } from './search.service.js';

const resultsSchema = z.object({
  success: z.literal(true),
  data: z.object({
    query: z.string(),
    services: z.array(serviceSummarySchema),
    products: z.array(productSummarySchema),
  }),
});

export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (
  app,
  { search },
) => {
  app.get(
    '/public/search',
    {
      schema: {
        tags: ['search'],
        summary:
          'Tìm dịch vụ và sản phẩm đang bán (không phân biệt dấu); từ khóa trống cho kết quả rỗng',
        querystring: searchQuerySchema,
        response: { 200: resultsSchema, 422: failureSchema },
      },
    },
    async (request) => ({ success: true as const, data: await search.search(request.query.q) }),
  );
};
