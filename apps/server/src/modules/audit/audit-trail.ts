import {
  AUDIT_ACTIONS,
  AUDIT_RESOURCES,
  auditChanges,
  buildSearchText,
  auditRiskLevel,
  classificationOf,
  type AuditAction,
  type AuditChanges,
  type AuditOutcome,
  type AuditResource,
} from '@salon/shared';
import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { currentActor, type AuditActor } from './audit-context.js';

export interface AuditEntry {
  action: AuditAction;
  resource: AuditResource;
  resourceId?: string | number | null;
  /** A short Vietnamese line for the list: 'Đổi giá dịch vụ Cắt tóc nam'. No personal data. */
  summary: string;
  /** The record before and after; only changed fields are kept (see `auditChanges`). */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Changes already computed, instead of before and after. */
  changes?: AuditChanges;
  outcome?: AuditOutcome;
  /** Defaults to the request's actor. */
  actor?: AuditActor;
}

function isList(entries: AuditEntry | readonly AuditEntry[]): entries is readonly AuditEntry[] {
  return Array.isArray(entries);
}

type Executor = Transaction<Database> | Kysely<Database>;

/**
 * Records back-office actions in the audit log. Call `record` with the transaction that makes
 * the change, so that an action that rolls back leaves no entry. Entries are sealed into the
 * hash chain afterwards (`AuditChain`).
 */
export class AuditTrail {
  async record(trx: Executor, entries: AuditEntry | readonly AuditEntry[]): Promise<void> {
    const list: readonly AuditEntry[] = isList(entries) ? entries : [entries];
    if (list.length === 0) return;
    const occurred_at = nowIso();
    const rows = list.map((entry) => {
      const actor = entry.actor ?? currentActor();
      const changes =
        entry.changes ??
        (entry.before !== undefined || entry.after !== undefined
          ? auditChanges(entry.before, entry.after, entry.resource)
          : null);
      return {
        occurred_at,
        actor_id: actor.id,
        actor_role: actor.role,
        action: entry.action,
        resource: entry.resource,
        resource_id: entry.resourceId == null ? null : String(entry.resourceId),
        summary: entry.summary.slice(0, 300),
        changes: changes && Object.keys(changes).length > 0 ? JSON.stringify(changes) : null,
        outcome: entry.outcome ?? 'success',
        risk: auditRiskLevel(entry.resource, entry.action),
        classification: classificationOf(entry.resource),
        ip: actor.ip,
        user_agent: actor.userAgent,
        search_text: buildSearchText(
          entry.summary,
          AUDIT_RESOURCES[entry.resource],
          AUDIT_ACTIONS[entry.action],
          entry.resourceId == null ? null : String(entry.resourceId),
        ),
      };
    });
    // Chunks keep a bulk action under PostgreSQL's bind-parameter limit.
    for (let i = 0; i < rows.length; i += 500) {
      await trx
        .insertInto('audit_log')
        .values(rows.slice(i, i + 500))
        .execute();
    }
  }
}
