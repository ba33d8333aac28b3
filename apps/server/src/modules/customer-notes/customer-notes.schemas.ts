import { CUSTOMER_NOTE_KINDS, type CustomerNoteDto } from '@salon/shared';
import { z } from 'zod';
import { success } from '../catalog/catalog.schemas.js';
import { pageMetaSchema } from '../customer-products/customer-products.schemas.js';

export const customerNoteSchema = z.object({
  id: z.number(),
  kind: z.enum(CUSTOMER_NOTE_KINDS),
  kind_label: z.string(),
  content: z.string(),
  created_at: z.string(),
  user: z.object({ name: z.string() }).nullable(),
  images: z.array(z.object({ url: z.string(), thumbnail_url: z.string() })),
  attachments: z.array(z.object({ path: z.string(), name: z.string() })),
  visible_to_customer: z.boolean(),
  appointment_id: z.number().nullable(),
}) satisfies z.ZodType<CustomerNoteDto>;

export const notesPageReply = success(
  z.object({ data: z.array(customerNoteSchema), meta: pageMetaSchema }),
);
