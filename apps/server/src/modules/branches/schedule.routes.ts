import {
  BRANCH_MESSAGES as M,
  branchIdParams,
  HOLIDAY_RECURRING_LABELS,
  holidayInputSchema,
  holidayListQuerySchema,
  workingHoursQuerySchema,
  workingHoursUpdateSchema,
} from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failures, undescribedCreated, undescribedSuccess } from '../../lib/failure-replies.js';
import { guards } from '../../plugins/auth.js';
import type { ScheduleService } from './schedule.service.js';

/** /api/admin/working-hours and /api/admin/holidays: the branches page's schedule tabs. */
export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (
  app,
  { schedule },
) => {
  app.addHook('onRequest', guards.adminPage('branches'));
  const tags = ['admin-branches'];

  app.get(
    '/working-hours',
    {
      schema: {
        tags,
        summary: 'Giờ làm việc của chi nhánh: giờ chung, hoặc của một ngày',
        querystring: workingHoursQuerySchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({
      success: true,
      data: await schedule.workingHours(request.query.branch_id, request.query.date ?? null),
    }),
  );
  app.put(
    '/working-hours',
    {
      schema: {
        tags,
        summary: 'Thay toàn bộ giờ làm việc chung (hoặc của một ngày) bằng các giờ đã chọn',
        body: workingHoursUpdateSchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({
      success: true,
      data: await schedule.replaceWorkingHours(request.body),
      message: M.workingHoursSaved,
    }),
  );
  app.delete(
    '/working-hours/:id',
    { schema: { tags, summary: 'Xóa một giờ làm việc', params: branchIdParams } },
    async (request) => {
      await schedule.deleteWorkingHour(request.params.id);
      return { success: true, data: null, message: M.workingHourDeleted };
    },
  );

  app.get(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Ngày nghỉ (theo chi nhánh, theo năm; 10 mỗi trang)',
        querystring: holidayListQuerySchema,
      },
    },
    async (request) => ({ success: true, data: await schedule.holidays(request.query) }),
  );
  app.get(
    '/holidays/recurring-types',
    { schema: { tags, summary: 'Các kiểu lặp lại của ngày nghỉ' } },
    () => ({ success: true, data: HOLIDAY_RECURRING_LABELS }),
  );
  app.post(
    '/holidays',
    {
      schema: {
        tags,
        summary: 'Thêm ngày nghỉ (cùng phạm vi và ngày đã có: 409 HOLIDAY_EXISTS)',
        body: holidayInputSchema,
        response: { 201: undescribedCreated, ...failures(409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true,
        data: await schedule.addHoliday(request.body),
        message: M.holidayAdded,
      }),
  );
  app.delete(
    '/holidays/:id',
    { schema: { tags, summary: 'Xóa ngày nghỉ', params: branchIdParams } },
    async (request) => {
      await schedule.deleteHoliday(request.params.id);
      return { success: true, data: null, message: M.holidayDeleted };
    },
  );
};
