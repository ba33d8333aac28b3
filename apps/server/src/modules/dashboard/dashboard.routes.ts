import { dashboardQuerySchema } from '@salon/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { failures, undescribedSuccess } from '../../lib/failure-replies.js';
import { currentUser, guards } from '../../plugins/auth.js';
import type { AdminAppointmentsService } from '../admin-appointments/admin-appointments.service.js';
import type { HolidayCalendar } from '../booking/holiday-calendar.js';
import type { ChatService } from '../chat/chat.service.js';
import { DashboardRepository } from './dashboard.repository.js';
import { DashboardService } from './dashboard.service.js';

export interface DashboardPluginOptions {
  db: Db;
  holidays: HolidayCalendar;
  desk: AdminAppointmentsService;
  chat: ChatService;
}

/** GET /api/admin/dashboard: the back office's overview (admin page `dashboard`: managers, admins). */
export const dashboardPlugin: FastifyPluginAsyncZod<DashboardPluginOptions> = async (
  app,
  { db, holidays, desk, chat },
) => {
  const dashboard = new DashboardService(new DashboardRepository(db), holidays, desk, chat);
  // Checked before the input, so a guest gets 401 and staff or a customer 403 whatever they send.
  app.addHook('onRequest', guards.adminPage('dashboard'));
  app.get(
    '/admin/dashboard',
    {
      schema: {
        tags: ['admin-dashboard'],
        summary:
          'Tổng quan: lịch hẹn theo trạng thái, công suất chi nhánh và thợ, doanh thu thuần, giá trị trung bình, khách mới và quay lại, dịch vụ và sản phẩm bán chạy, việc cần xử lý, lịch hôm nay; mọi số kèm kỳ trước cùng độ dài',
        querystring: dashboardQuerySchema,
        response: { 200: undescribedSuccess, ...failures(404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await dashboard.figures(currentUser(request), request.query),
    }),
  );
};
