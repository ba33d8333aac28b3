import { describe, expect, it } from 'vitest';
import { appointmentsLink, appointmentsOfDayLink, newCustomersLink, ordersLink } from './links.js';

describe('the lists behind the dashboard', () => {
  it('opens the desk list on a day or period, of every branch or one, of a status', () => {
    expect(appointmentsOfDayLink('2026-11-27', null)).toBe(
      '/admin/appointments?view=list&date_from=2026-11-27&date_to=2026-11-27&branch=all',
    );
    expect(appointmentsLink({ from: '2026-11-01', to: '2026-11-27' }, 3, 'completed')).toBe(
      '/admin/appointments?view=list&date_from=2026-11-01&date_to=2026-11-27&status=completed&branch=3',
    );
  });

  it('names the filters the orders and customers lists read', () => {
    const period = { from: '2026-11-01', to: '2026-11-07' };
    expect(ordersLink(period, null, { payment_status: 'refunded' })).toBe(
      '/admin/orders?date_from=2026-11-01&date_to=2026-11-07&payment_status=refunded',
    );
    expect(newCustomersLink(period, 2)).toBe(
      '/admin/customers?joined_from=2026-11-01&joined_to=2026-11-07&branch_id=2',
    );
  });
});
