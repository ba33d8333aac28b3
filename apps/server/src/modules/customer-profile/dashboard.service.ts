import { DASHBOARD_LIST_SIZE, salonToday, type CustomerDashboard } from '@salon/shared';
import type { CustomerProductsService } from '../customer-products/customer-products.service.js';
import type { DashboardRepository } from './dashboard.repository.js';
import type { ProfileService } from './profile.service.js';

/** The overview tab: three of each list and the counts beside them. */
export class DashboardService {
  constructor(
    private readonly repository: DashboardRepository,
    private readonly products: CustomerProductsService,
    private readonly profiles: ProfileService,
  ) {}

  async overview(userId: number): Promise<CustomerDashboard> {
    const today = salonToday();
    const [appointments, orders, products, stats, counts, profile] = await Promise.all([
      this.repository.upcomingAppointments(userId, today, DASHBOARD_LIST_SIZE),
      this.repository.recentOrders(userId, DASHBOARD_LIST_SIZE),
      this.products.first(userId, DASHBOARD_LIST_SIZE),
      this.products.stats(userId),
      this.repository.counts(userId, today),
      this.profiles.profile(userId),
    ]);
    return {
      upcoming_appointments: appointments,
      recent_orders: orders,
      products,
      product_stats: stats,
      counts: { ...counts, active_products: stats.active },
      customer: profile.customer,
    };
  }
}
