import { z } from 'zod';
import { isIsoDate } from '../time/salon-time.js';
import { DASHBOARD_MESSAGES as M } from './messages.js';
import { DASHBOARD_MAX_DAYS, periodLength } from './periods.js';

const MAX_ID = 2_147_483_647;

const date = (missing: string) =>
  z.string({ error: missing }).refine((value) => isIsoDate(value), M.invalidDate);

/** `GET /api/admin/dashboard?branch_id=&from=&to=` (salon days, both ends included). */
export const dashboardQuerySchema = z
  .object({
    branch_id: z.coerce
      .number({ error: M.invalidBranch })
      .int(M.invalidBranch)
      .min(1, M.invalidBranch)
      .max(MAX_ID, M.invalidBranch)
      .optional(),
    from: date(M.fromRequired),
    to: date(M.toRequired),
  })
  .superRefine((query, ctx) => {
    if (!isIsoDate(query.from) || !isIsoDate(query.to)) return;
    if (query.from > query.to) {
      ctx.addIssue({ code: 'custom', message: M.rangeInverted, path: ['to'] });
    } else if (periodLength(query) > DASHBOARD_MAX_DAYS) {
      ctx.addIssue({ code: 'custom', message: M.rangeTooLong, path: ['to'] });
    }
  });
export type DashboardQuery = z.output<typeof dashboardQuerySchema>;
