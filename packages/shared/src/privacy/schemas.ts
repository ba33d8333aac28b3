import { z } from 'zod';
import {
  PRIVACY_LIMITS,
  PRIVACY_REQUEST_ACTION_KEYS,
  PRIVACY_REQUEST_STATUS_KEYS,
  PRIVACY_REQUEST_TYPE_KEYS,
  STAFF_PRIVACY_CHANNEL_KEYS,
} from './constants.js';
import { PRIVACY_MESSAGES as M } from './messages.js';

const details = z
  .string(M.detailsRequired)
  .trim()
  .max(PRIVACY_LIMITS.detailsMax, M.detailsTooLong)
  .optional();

/** POST /api/customer/privacy-requests */
export const customerPrivacyRequestSchema = z
  .object({
    type: z.enum(PRIVACY_REQUEST_TYPE_KEYS, { error: M.typeInvalid }),
    details,
    password: z.string({ error: M.passwordRequired }).max(200, M.passwordWrong).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'erasure' && !value.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: M.passwordRequired });
    }
    if (value.type === 'rectification' && !value.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: M.detailsRequired });
    }
  });
export type CustomerPrivacyRequestInput = z.infer<typeof customerPrivacyRequestSchema>;

/** POST /api/admin/security/privacy-requests: staff file on a customer's behalf. */
export const adminPrivacyRequestSchema = z
  .object({
    user_id: z
      .number({ error: M.customerInvalid })
      .int(M.customerInvalid)
      .positive(M.customerInvalid),
    type: z.enum(PRIVACY_REQUEST_TYPE_KEYS, { error: M.typeInvalid }),
    channel: z.enum(STAFF_PRIVACY_CHANNEL_KEYS, { error: M.channelInvalid }),
    details,
  })
  .superRefine((value, ctx) => {
    if (value.type === 'rectification' && !value.details) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: M.detailsRequired });
    }
  });
export type AdminPrivacyRequestInput = z.infer<typeof adminPrivacyRequestSchema>;

/** PATCH /api/admin/security/privacy-requests/:id */
export const privacyRequestActionSchema = z.object({
  action: z.enum(PRIVACY_REQUEST_ACTION_KEYS, { error: M.actionInvalid }),
  reason: z.string().trim().max(PRIVACY_LIMITS.reasonMax, M.reasonTooLong).optional(),
  resolution: z.string().trim().max(PRIVACY_LIMITS.resolutionMax, M.resolutionTooLong).optional(),
});
export type PrivacyRequestActionInput = z.infer<typeof privacyRequestActionSchema>;

export const privacyRequestListQuerySchema = z.object({
  status: z.enum(PRIVACY_REQUEST_STATUS_KEYS).optional(),
  type: z.enum(PRIVACY_REQUEST_TYPE_KEYS).optional(),
  overdue: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PrivacyRequestListQuery = z.infer<typeof privacyRequestListQuerySchema>;

/** PUT /api/customer/privacy-requests/consent */
export const marketingConsentSchema = z.object({ given: z.boolean({ error: M.consentInvalid }) });
