import { z } from 'zod';
import { query } from '../catalog-admin/fields.js';
import { toNationalPhone, VIETNAMESE_PHONE_PATTERN } from '../phone/phone.js';
import { isIsoDate } from '../time/salon-time.js';
import { CONTACT_BULK_ACTIONS, CONTACT_ADMIN_LIMITS as L } from './admin-options.js';
import { CONTACT_ADMIN_MESSAGES as M } from './admin-messages.js';
import {
  CONTACT_PRIORITIES,
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  CONTACT_TYPES,
} from './contact-options.js';
import { CONTACT_LIMITS } from './limits.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

function requiredText(required: string, max: number, maxMessage: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, maxMessage);
}

function optionalText(max: number, maxMessage: string) {
  return z
    .union([z.string(), z.null()], { error: maxMessage })
    .optional()
    .transform((v) => (v == null ? null : v.trim() || null))
    .refine((v) => v === null || v.length <= max, maxMessage);
}

const idField = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(2_147_483_647, message);

const type = z.enum(CONTACT_TYPES, { error: M.typeInvalid });
const priority = z.enum(CONTACT_PRIORITIES, { error: M.priorityInvalid });
const status = z.enum(CONTACT_STATUSES, { error: M.statusInvalid });
const notes = optionalText(L.notesMax, M.notesMax);

/** Back-office §5 Contact form. Defaults: type inquiry, priority medium (status new). */
export const adminContactFields = {
  name: requiredText(M.nameRequired, CONTACT_LIMITS.nameMax, M.nameMax),
  email: requiredText(M.emailRequired, CONTACT_LIMITS.emailMax, M.emailInvalid)
    .regex(EMAIL_PATTERN, M.emailInvalid)
    .transform((v) => v.toLowerCase()),
  phone: optionalText(20, M.phoneInvalid)
    .transform((v) => (v === null ? null : toNationalPhone(v)))
    .refine((v) => v === null || VIETNAMESE_PHONE_PATTERN.test(v), M.phoneInvalid),
  subject: requiredText(M.subjectRequired, CONTACT_LIMITS.subjectMax, M.subjectMax),
  message: requiredText(M.messageRequired, L.messageMax, M.messageMax),
  type: type.default('inquiry'),
  priority: priority.default('medium'),
};

/** POST /api/admin/contacts */
export const adminContactCreateSchema = z.object(adminContactFields);
export type AdminContactCreate = z.output<typeof adminContactCreateSchema>;
export type AdminContactCreateInput = z.input<typeof adminContactCreateSchema>;

/** PUT /api/admin/contacts/:id: the form's fields, and status and internal notes (edit only). */
export const adminContactUpdateSchema = z.object({
  ...adminContactFields,
  status: status.optional(),
  internal_notes: notes,
});
export type AdminContactUpdate = z.output<typeof adminContactUpdateSchema>;
export type AdminContactUpdateInput = z.input<typeof adminContactUpdateSchema>;

export const adminContactAssignSchema = z.object({
  assigned_to: idField(M.staffRequired),
  internal_notes: notes,
});
export type AdminContactAssign = z.output<typeof adminContactAssignSchema>;

export const adminContactReplySchema = z.object({
  reply_message: requiredText(M.replyRequired, L.replyMax, M.replyMax),
});
export type AdminContactReply = z.output<typeof adminContactReplySchema>;

export const adminContactResolveSchema = z.object({
  response_message: requiredText(M.responseRequired, L.replyMax, M.replyMax),
  internal_notes: notes,
});
export type AdminContactResolve = z.output<typeof adminContactResolveSchema>;

export const adminContactBulkSchema = z
  .object({
    contact_ids: z
      .array(idField(M.selectionRequired), { error: M.selectionRequired })
      .min(1, M.selectionRequired)
      .max(L.bulkMax, M.selectionTooMany)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(CONTACT_BULK_ACTIONS, { error: M.actionRequired }),
    assigned_to: idField(M.staffRequired).optional(),
    priority: z.enum(CONTACT_PRIORITIES, { error: M.priorityRequired }).optional(),
    response_message: optionalText(L.replyMax, M.replyMax),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'assign' && value.assigned_to === undefined) {
      ctx.addIssue({ code: 'custom', path: ['assigned_to'], message: M.staffRequired });
    }
    if (value.action === 'update_priority' && value.priority === undefined) {
      ctx.addIssue({ code: 'custom', path: ['priority'], message: M.priorityRequired });
    }
  });
export type AdminContactBulk = z.output<typeof adminContactBulkSchema>;
export type AdminContactBulkInput = z.input<typeof adminContactBulkSchema>;

const dateQuery = z
  .string({ error: M.dateInvalid })
  .refine((v) => isIsoDate(v), M.dateInvalid)
  .optional();

/** GET /api/admin/contacts */
export const adminContactListQuerySchema = z
  .object({
    page: query.page,
    per_page: z.coerce
      .number({ error: M.perPageInvalid })
      .int(M.perPageInvalid)
      .min(1, M.perPageInvalid)
      .max(L.maxPerPage, M.perPageInvalid)
      .default(L.perPage),
    search: z
      .string({ error: M.searchTooLong })
      .trim()
      .max(100, M.searchTooLong)
      .optional()
      .transform((v) => v || undefined),
    status: status.optional(),
    type: type.optional(),
    priority: priority.optional(),
    source: z.enum(CONTACT_SOURCES, { error: M.statusInvalid }).optional(),
    start_date: dateQuery,
    end_date: dateQuery,
  })
  .refine((q) => !q.start_date || !q.end_date || q.start_date <= q.end_date, {
    path: ['end_date'],
    message: M.dateRangeInvalid,
  });
export type AdminContactListQuery = z.output<typeof adminContactListQuerySchema>;
export type AdminContactListParams = z.input<typeof adminContactListQuerySchema>;
