import { z } from 'zod';
import { CATEGORY_TYPES, type CategoryType } from '../catalog/catalog-constants.js';
import {
  itemStatus,
  optionalId,
  optionalText,
  query,
  requiredText,
  sortOrderField,
} from './fields.js';
import { CATALOG_ADMIN_LIMITS as L } from './limits.js';
import { CATALOG_ADMIN_MESSAGES as M } from './messages.js';

export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = {
  product: 'Sản phẩm',
  service: 'Dịch vụ',
};

/** Two levels: 0 = top level, 1 = child (back-office §5). */
export const CATEGORY_LEVELS = [0, 1] as const;

export const categoryFields = {
  name: requiredText(M.categoryNameRequired, L.categoryNameMax, M.categoryNameMax),
  description: optionalText(L.categoryDescriptionMax, M.categoryDescriptionMax),
  parent_id: optionalId(M.parentNotFound),
  type: z.enum(CATEGORY_TYPES, { error: M.categoryTypeRequired }),
  status: itemStatus.default('active'),
  sort_order: sortOrderField,
};

/** POST /api/admin/categories and PUT /api/admin/categories/:id */
export const categoryInputSchema = z.object(categoryFields);
export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryInputRaw = z.input<typeof categoryInputSchema>;

/** GET /api/admin/categories */
export const categoryAdminListQuerySchema = z.object({
  page: query.page,
  per_page: query.perPage(L.categoriesPerPage),
  search: query.search,
  level: z.enum(['0', '1'], { error: M.invalidFilter }).transform(Number).optional(),
  type: z.enum(CATEGORY_TYPES, { error: M.invalidFilter }).optional(),
  status: query.status,
  parent_id: query.id,
});
export type CategoryAdminListQuery = z.output<typeof categoryAdminListQuerySchema>;

/** GET /api/admin/categories/tree */
export const categoryTreeQuerySchema = z.object({
  type: z.enum(CATEGORY_TYPES, { error: M.invalidFilter }).optional(),
});
