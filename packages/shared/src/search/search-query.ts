import { z } from 'zod';
import { SEARCH_LIMITS } from './search.js';

/**
 * GET /api/public/search?q= . A blank term is not an error: it finds nothing. A term longer
 * than the limit is cut, not refused.
 */
export const searchQuerySchema = z.object({
  q: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, SEARCH_LIMITS.termMax).trim()),
});
export type SearchQuery = z.output<typeof searchQuerySchema>;
