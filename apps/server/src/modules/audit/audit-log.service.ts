import {
  AUDIT_ACTIONS,
  AUDIT_LOG_LIMITS,
  AUDIT_LOG_MESSAGES as M,
  AUDIT_OUTCOMES,
  AUDIT_RESOURCES,
  AUDIT_RISK_LEVELS,
  formatSalonDateTime,
  type ApiPage,
  type AuditAction,
  type AuditChainStatus,
  type AuditChanges,
  type AuditLogEntryDto,
  type AuditLogQuery,
  type AuditOutcome,
  type AuditResource,
  type AuditRiskLevel,
  type DataClassification,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { toCsv } from '../../lib/csv.js';
import { toPage } from '../catalog/catalog.dto.js';
import type { AuditChain } from './audit-chain.js';
import { AuditLogRepository, type AuditLogRow } from './audit-log.repository.js';
import type { AuditTrail } from './audit-trail.js';

function toDto(row: AuditLogRow): AuditLogEntryDto {
  return {
    id: row.id,
    occurred_at: row.occurred_at,
    actor: { id: row.actor_id, name: row.actor_name, role: row.actor_role },
    action: row.action as AuditAction,
    resource: row.resource as AuditResource,
    resource_id: row.resource_id,
    summary: row.summary,
    changes: row.changes ? (JSON.parse(row.changes) as AuditChanges) : null,
    outcome: row.outcome as AuditOutcome,
    risk: row.risk as AuditRiskLevel,
    classification: row.classification as DataClassification,
    ip: row.ip,
    user_agent: row.user_agent,
    seq: row.seq,
    hash: row.hash,
  };
}

const label = <T extends Record<string, string>>(labels: T, key: string) =>
  key in labels ? labels[key as keyof T] : key;

/** The audit log as the security screen reads it: seal first, so what is shown is chained. */
export class AuditLogService {
  private readonly repository: AuditLogRepository;

  constructor(
    private readonly db: Db,
    private readonly chain: AuditChain,
    private readonly audit: AuditTrail,
    private readonly retentionDays: number,
  ) {
    this.repository = new AuditLogRepository(db);
  }

  async list(query: AuditLogQuery): Promise<ApiPage<AuditLogEntryDto>> {
    await this.chain.seal();
    const { page, per_page, ...filter } = query;
    const total = await this.repository.count(filter);
    const offset = (page - 1) * per_page;
    const rows = offset < total ? await this.repository.list(filter, per_page, offset) : [];
    return toPage(rows.map(toDto), total, page, per_page);
  }

  async get(id: number): Promise<AuditLogEntryDto> {
    await this.chain.seal();
    const row = await this.repository.find(id);
    if (!row) throw new AppError('AUDIT_ENTRY_NOT_FOUND', M.notFound, 404);
    return toDto(row);
  }

  actors() {
    return this.repository.actors();
  }

  async verify(): Promise<AuditChainStatus> {
    await this.chain.seal();
    return this.chain.verify();
  }

  /** The filtered log as CSV; exporting it is itself recorded. */
  async exportCsv(query: AuditLogQuery): Promise<string> {
    await this.chain.seal();
    // The page is not a filter: the export holds every matching entry.
    const rows = await this.repository.list(query, AUDIT_LOG_LIMITS.exportMax, 0);
    await this.db.transaction().execute((trx) =>
      this.audit.record(trx, {
        action: 'export',
        resource: 'audit_log',
        summary: `Xuất ${rows.length} mục nhật ký kiểm toán ra CSV`,
        changes: { rows: { before: null, after: rows.length } },
      }),
    );
    return toCsv(
      [
        'Mã',
        'Thời gian',
        'Người thực hiện',
        'Vai trò',
        'Hành động',
        'Đối tượng',
        'Mã đối tượng',
        'Mô tả',
        'Thay đổi',
        'Kết quả',
        'Mức rủi ro',
        'Địa chỉ IP',
        'Thứ tự chuỗi',
        'Mã băm',
      ],
      rows.map((row) => [
        row.id,
        formatSalonDateTime(row.occurred_at),
        row.actor_name ?? (row.actor_role === 'system' ? 'Hệ thống' : ''),
        row.actor_role,
        label(AUDIT_ACTIONS, row.action),
        label(AUDIT_RESOURCES, row.resource),
        row.resource_id,
        row.summary,
        row.changes,
        label(AUDIT_OUTCOMES, row.outcome),
        label(AUDIT_RISK_LEVELS, row.risk),
        row.ip,
        row.seq,
        row.hash,
      ]),
    );
  }

  /** Removes entries older than the retention (never less than a year). */
  async purge(now: Date = new Date()): Promise<number> {
    await this.chain.seal();
    const days = Math.max(this.retentionDays, AUDIT_LOG_LIMITS.minRetentionDays);
    return this.repository.purgeBefore(new Date(now.getTime() - days * 86_400_000).toISOString());
  }
}
