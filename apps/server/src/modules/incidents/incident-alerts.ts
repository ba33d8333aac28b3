import {
  INCIDENT_NOTIFICATION_HOURS,
  INCIDENT_SEVERITIES,
  type IncidentSeverity,
} from '@salon/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { userChannel, type EventBus } from '../realtime/event-bus.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { OutboxService } from '../outbox/outbox.service.js';
import { IncidentsRepository } from './incidents.repository.js';

/** The live event every admin's stream gets when an incident needs the 72-hour notification. */
export const INCIDENT_ALERT_EVENT = 'security.incident';

export interface IncidentAlert {
  id: number;
  title: string;
  severity: IncidentSeverity;
  is_breach: boolean;
  notification_due_at: string;
}

/**
 * Tells every active admin, at once, about a critical incident or a breach: a bell
 * notification and an e-mail through the outbox in the incident's transaction, and a live
 * event once it is committed (`announce`).
 */
export class IncidentAlerts {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly outbox: OutboxService,
    private readonly bus: EventBus,
  ) {}

  /** Returns the admins told, for `announce` after the commit. */
  async write(trx: Transaction<Database>, incident: IncidentAlert): Promise<number[]> {
    const admins = await new IncidentsRepository(trx).admins();
    const due = new Date(incident.notification_due_at).toLocaleString('vi-VN', {
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    const kind = incident.is_breach ? 'Vi phạm dữ liệu' : 'Sự cố nghiêm trọng';
    const title = `${kind}: ${incident.title}`;
    const message =
      `Sự cố #${incident.id} (mức độ ${INCIDENT_SEVERITIES[incident.severity]}) cần được ` +
      `thông báo trong ${INCIDENT_NOTIFICATION_HOURS} giờ, hạn chót ${due}.`;
    for (const admin of admins) {
      await this.notifications.create(trx, {
        user_id: admin.id,
        type: 'system_alert',
        priority: 'urgent',
        title,
        message,
        action_url: `/admin/security?tab=incidents&incident=${incident.id}`,
        data: { incident_id: incident.id },
      });
      if (admin.email) {
        await this.outbox.enqueue(trx, {
          channel: 'email',
          recipient: admin.email,
          template: 'security.incident',
          subject: title,
          body: `Xin chào ${admin.name},\n\n${message}\n\nXem chi tiết tại trang Bảo mật và tuân thủ.`,
          dedupe_key: `security.incident:${incident.id}:${admin.id}:${incident.notification_due_at}`,
          related: { type: 'security_incident', id: incident.id },
        });
      }
    }
    return admins.map((admin) => admin.id);
  }

  announce(incident: IncidentAlert, adminIds: readonly number[]): void {
    const data = { incident };
    for (const id of adminIds) {
      this.bus.publish({ channel: userChannel(id), event: INCIDENT_ALERT_EVENT, data });
    }
  }
}
