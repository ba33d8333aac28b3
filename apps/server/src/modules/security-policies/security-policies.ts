import {
  SECURITY_POLICY_DEFAULTS,
  SECURITY_POLICY_KEYS,
  SECURITY_POLICY_LABELS,
  type SecurityPolicy,
  type SecurityPolicyKey,
} from '@salon/shared';
import { nowIso, type Db } from '../../db/database.js';
import type { AuditTrail } from '../audit/audit-trail.js';

/**
 * The security policies as stored, each falling back to its default until an admin saves it.
 * Every change is audited in its own transaction, switching one off included.
 */
export class SecurityPolicies {
  /** Read on every request: kept this long, and dropped at once by a save here. */
  static readonly CACHE_MS = 5_000;
  #cache: { at: number; policies: Promise<SecurityPolicy[]> } | null = null;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
  ) {}

  all(): Promise<SecurityPolicy[]> {
    const now = Date.now();
    if (!this.#cache || now - this.#cache.at > SecurityPolicies.CACHE_MS) {
      const policies = this.#read();
      this.#cache = { at: now, policies };
      policies.catch(() => {
        this.#cache = null;
      });
    }
    return this.#cache.policies;
  }

  async #read(): Promise<SecurityPolicy[]> {
    const rows = await this.db.selectFrom('security_policies').selectAll().execute();
    const stored = new Map(rows.map((row) => [row.key, row]));
    return SECURITY_POLICY_KEYS.map((key) => {
      const row = stored.get(key);
      const fallback: SecurityPolicy = SECURITY_POLICY_DEFAULTS[key];
      if (!row) return fallback;
      return {
        key,
        enabled: Boolean(row.enabled),
        settings: { ...fallback.settings, ...(JSON.parse(row.settings) as object) },
      };
    });
  }

  async get<K extends SecurityPolicyKey>(key: K): Promise<SecurityPolicy<K>> {
    const policy = (await this.all()).find((p) => p.key === key);
    return policy as SecurityPolicy<K>;
  }

  async isOn(key: SecurityPolicyKey): Promise<boolean> {
    return (await this.get(key)).enabled;
  }

  /** Saves a policy (settings already checked) and records the change. */
  async save<K extends SecurityPolicyKey>(
    policy: SecurityPolicy<K>,
    actorId: number | null,
  ): Promise<SecurityPolicy<K>> {
    const before = await this.get(policy.key);
    const updated_at = nowIso();
    const settings = JSON.stringify(policy.settings);
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('security_policies')
        .values({
          key: policy.key,
          enabled: policy.enabled,
          settings,
          updated_by: actorId,
          updated_at,
        })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ enabled: policy.enabled, settings, updated_by: actorId, updated_at }),
        )
        .execute();
      this.#cache = null;
      const name = SECURITY_POLICY_LABELS[policy.key].name;
      await this.audit.record(trx, {
        action: before.enabled === policy.enabled ? 'update' : 'status',
        resource: 'security_policy',
        resourceId: policy.key,
        summary:
          before.enabled === policy.enabled
            ? `Cập nhật chính sách ${name}`
            : `${policy.enabled ? 'Bật' : 'Tắt'} chính sách ${name}`,
        before: { enabled: before.enabled, ...before.settings },
        after: { enabled: policy.enabled, ...policy.settings },
      });
    });
    this.#cache = null;
    return this.get(policy.key);
  }
}
