import {
  canApplyPrivacyAction,
  isPrivacyRequestOverdue,
  PRIVACY_ARCHIVE_TTL_HOURS,
  PRIVACY_ARCHIVES_PER_DAY,
  PRIVACY_MESSAGES as M,
  PRIVACY_PAGE_SIZE,
  PRIVACY_REQUEST_TYPES,
  privacyDueAt,
  privacyStatusAfter,
  privacyTargetAt,
  type AdminPrivacyRequestDto,
  type AdminPrivacyRequestInput,
  type ConsentEventDto,
  type ConsentSource,
  type CustomerPrivacyRequestInput,
  type MarketingConsentDto,
  type PrivacyRequestActionInput,
  type PrivacyRequestChannel,
  type PrivacyRequestDto,
  type PrivacyRequestListQuery,
  type PrivacyRequestType,
} from '@salon/shared';
import type { Kysely, Transaction } from 'kysely';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { ImageStore } from '../../lib/uploads/image-store.js';
import type { Database } from '../../db/schema.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { hashPassword, verifyPassword } from '../auth/passwords.js';
import type { ChatFiles } from '../chat/chat-files.js';
import { erasePerson, randomSecret } from './erasure.js';
import { hashArchiveToken, newArchiveToken, type PrivacyArchives } from './privacy-archives.js';
import {
  PrivacyRepository,
  type AdminPrivacyRequestRow,
  type PrivacyRequestRow,
} from './privacy.repository.js';

const HOUR_MS = 3_600_000;
const ARCHIVE_RULE = {
  name: 'privacy.archive',
  limit: PRIVACY_ARCHIVES_PER_DAY,
  windowMs: 24 * HOUR_MS,
};
const PASSWORD_RULE = { name: 'privacy.password', limit: 5, windowMs: 15 * 60_000 };
const SELF_SERVE: readonly PrivacyRequestType[] = ['access', 'portability'];

export interface PrivacyActor {
  id: number;
}
export interface ArchiveDownload {
  body: Buffer;
  fileName: string;
}

/**
 * Personal-data requests (Law 91/2025, Decree 13/2023): customers file them from their
 * profile, staff on their behalf; access and portability produce a one-time archive, erasure
 * anonymises the person everywhere. Every change is audited in its own transaction.
 */
export class PrivacyService {
  readonly #repository: PrivacyRepository;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly audit: AuditTrail,
    private readonly archives: PrivacyArchives,
    private readonly limits: RateLimits,
    private readonly images: ImageStore,
    private readonly chatFiles: ChatFiles,
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.#repository = new PrivacyRepository(db);
  }

  /* --- the customer ---------------------------------------------------------------------- */

  async listOwn(userId: number): Promise<PrivacyRequestDto[]> {
    const now = this.clock();
    return (await this.#repository.forUser(userId)).map((row) => toDto(row, now));
  }

  async fileOwn(userId: number, input: CustomerPrivacyRequestInput): Promise<PrivacyRequestDto> {
    if (input.type === 'erasure') await this.#checkPassword(userId, input.password ?? '');
    if (SELF_SERVE.includes(input.type)) return this.#exportNow(userId, input.type, input.details);
    return this.#file(userId, userId, input.type, 'profile', input.details ?? null);
  }

  /** A fresh one-time link to a completed request's archive that has not been downloaded. */
  async newLink(userId: number, id: number): Promise<PrivacyRequestDto> {
    const row = await this.#repository.find(id);
    if (!row || row.user_id !== userId) throw notFound();
    const now = this.clock();
    if (
      !row.archive_file ||
      row.archive_downloaded_at ||
      !row.archive_expires_at ||
      Date.parse(row.archive_expires_at) <= now.getTime()
    ) {
      throw new AppError('ARCHIVE_GONE', M.archiveGone, 410);
    }
    const { token, hash } = newArchiveToken();
    const updated = await this.db
      .updateTable('privacy_requests')
      .set({ archive_token_hash: hash, updated_at: now.toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...toDto(updated, now), download_url: downloadUrl(token) };
  }

  /** Hands the archive over once: the row is claimed before the file is read. */
  async download(userId: number, token: string): Promise<ArchiveDownload> {
    const row = await this.#repository.byTokenHash(hashArchiveToken(token));
    if (!row || row.user_id !== userId) {
      throw new AppError('NOT_FOUND', M.archiveNotFound, 404);
    }
    const now = this.clock();
    const expired = !row.archive_expires_at || Date.parse(row.archive_expires_at) <= now.getTime();
    if (row.archive_downloaded_at || expired || !row.archive_file) {
      throw new AppError('ARCHIVE_GONE', M.archiveGone, 410);
    }
    const file = row.archive_file;
    const claimed = await this.db
      .updateTable('privacy_requests')
      .set({ archive_downloaded_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('archive_downloaded_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1)
      throw new AppError('ARCHIVE_GONE', M.archiveGone, 410);
    const body = await this.archives.read(file);
    // Once handed over, the copy on our disk has no purpose left.
    await this.archives.remove(file);
    await this.db
      .updateTable('privacy_requests')
      .set({ archive_file: null })
      .where('id', '=', row.id)
      .execute();
    return { body, fileName: `du-lieu-ca-nhan-${row.id}.tar.gz` };
  }

  async consent(userId: number): Promise<MarketingConsentDto> {
    const latest = await this.#repository.latestConsent(userId);
    return { given: Boolean(latest?.given), changed_at: latest?.occurred_at ?? null };
  }

  /** Records a change of the marketing consent (nothing when it does not change). */
  async setConsent(
    userId: number,
    given: boolean,
    source: ConsentSource,
    ip: string | null,
  ): Promise<MarketingConsentDto> {
    const at = this.clock().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const latest = await this.#repository.latestConsent(userId, trx);
      if (Boolean(latest?.given) === given && latest) return;
      if (!latest && !given) return;
      const row = await trx
        .insertInto('consent_events')
        .values({ user_id: userId, purpose: 'marketing', given, source, ip, occurred_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      await this.audit.record(trx, {
        action: 'update',
        resource: 'consent',
        resourceId: row.id,
        summary: given
          ? `Đồng ý nhận tin khuyến mãi (khách hàng #${userId})`
          : `Rút lại đồng ý nhận tin khuyến mãi (khách hàng #${userId})`,
        after: { given, source },
      });
    });
    return this.consent(userId);
  }

  /** Whether a person may be sent marketing now: their latest consent says yes. */
  async mayMarketTo(userId: number): Promise<boolean> {
    return (await this.consent(userId)).given;
  }

  /* --- the back office ------------------------------------------------------------------- */

  async adminList(query: PrivacyRequestListQuery) {
    const now = this.clock();
    const { rows, total } = await this.#repository.adminPage(query, now.toISOString());
    return {
      data: rows.map((row) => toAdminDto(row, now)),
      meta: pageMeta(query.page, total),
    };
  }

  async consentLog(page: number) {
    const { rows, total } = await this.#repository.consentPage(page);
    const data: ConsentEventDto[] = rows.map((row) => ({
      id: row.id,
      user_id: row.user_id,
      customer_label: `${row.customer_name} (#${row.user_id})`,
      purpose: row.purpose,
      given: Boolean(row.given),
      source: row.source,
      ip: row.ip,
      occurred_at: row.occurred_at,
    }));
    return { data, meta: pageMeta(page, total) };
  }

  async fileForCustomer(actor: PrivacyActor, input: AdminPrivacyRequestInput) {
    const customer = await this.db
      .selectFrom('users')
      .select(['id', 'role'])
      .where('id', '=', input.user_id)
      .executeTakeFirst();
    if (!customer || customer.role !== 'customer') {
      throw new AppError('NOT_FOUND', M.customerNotFound, 404, { user_id: [M.customerNotFound] });
    }
    return this.#file(input.user_id, actor.id, input.type, input.channel, input.details ?? null);
  }

  async act(
    actor: PrivacyActor,
    id: number,
    input: PrivacyRequestActionInput,
  ): Promise<AdminPrivacyRequestDto> {
    const found = await this.#repository.find(id);
    if (!found) throw notFound();
    if (!canApplyPrivacyAction(found.status, input.action)) {
      throw new AppError('INVALID_TRANSITION', M.transitionInvalid, 409);
    }
    if (input.action === 'reject' && !input.reason) throw fieldError('reason', M.reasonRequired);
    if (input.action === 'complete' && found.type === 'rectification' && !input.resolution) {
      throw fieldError('resolution', M.resolutionRequired);
    }
    const now = this.clock();
    const at = now.toISOString();
    // The archive is written before the transaction: reading inside it on SQLite would wait.
    const archive =
      input.action === 'complete' && SELF_SERVE.includes(found.type)
        ? await this.archives.build(this.db, found.user_id, now)
        : null;
    const unusable =
      found.type === 'erasure' && input.action === 'complete'
        ? await hashPassword(randomSecret())
        : null;
    let files: string[] = [];
    const status = privacyStatusAfter(input.action);
    await this.db.transaction().execute(async (trx) => {
      const current = await this.#repository.find(id, trx);
      if (!current || current.status !== found.status) {
        throw new AppError('INVALID_TRANSITION', M.transitionInvalid, 409);
      }
      if (unusable) files = await this.#erase(trx, found.user_id, unusable);
      await trx
        .updateTable('privacy_requests')
        .set({
          status,
          handled_by: actor.id,
          updated_at: at,
          ...(input.action === 'process' ? { processing_at: at } : {}),
          ...(input.action === 'complete'
            ? { completed_at: at, resolution: input.resolution ?? null }
            : {}),
          ...(input.action === 'reject'
            ? { rejected_at: at, reject_reason: input.reason ?? null }
            : {}),
          ...(archive
            ? {
                archive_file: archive,
                archive_expires_at: new Date(
                  now.getTime() + PRIVACY_ARCHIVE_TTL_HOURS * HOUR_MS,
                ).toISOString(),
              }
            : {}),
        })
        .where('id', '=', id)
        .execute();
      await this.audit.record(trx, {
        action: unusable
          ? 'delete'
          : archive
            ? 'export'
            : input.action === 'reject'
              ? 'reject'
              : 'status',
        resource: 'privacy_request',
        resourceId: id,
        summary: unusable
          ? `Xóa dữ liệu cá nhân theo yêu cầu #${id}`
          : `${actionLabel(input.action)} yêu cầu ${PRIVACY_REQUEST_TYPES[found.type].toLowerCase()} #${id}`,
        before: { status: found.status },
        after: { status, ...(input.reason ? { reject_reason: input.reason } : {}) },
      });
    });
    await this.#removeFiles(files);
    const row = await this.adminRow(id);
    return toAdminDto(row, this.clock());
  }

  async adminRow(id: number): Promise<AdminPrivacyRequestRow> {
    const row = await this.db
      .selectFrom('privacy_requests as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('users as h', 'h.id', 'r.handled_by')
      .selectAll('r')
      .select(['u.name as customer_name', 'u.email as customer_email', 'h.name as handled_by_name'])
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  /* --- inside ---------------------------------------------------------------------------- */

  async #checkPassword(userId: number, password: string) {
    const check = { rule: PASSWORD_RULE, subject: `user:${userId}` };
    const wait = await this.limits.retryAfter([check]);
    if (wait > 0) {
      throw new AppError('TOO_MANY_ATTEMPTS', M.passwordWrong, 429, undefined, {
        'retry-after': String(wait),
      });
    }
    const user = await this.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!user || !(await verifyPassword(user.password_hash, password))) {
      await this.limits.hit([check]);
      throw fieldError('password', M.passwordWrong, 'WRONG_PASSWORD');
    }
    await this.limits.clear([check]);
  }

  async #file(
    userId: number,
    filedBy: number,
    type: PrivacyRequestType,
    channel: PrivacyRequestChannel,
    details: string | null,
  ): Promise<PrivacyRequestDto> {
    const now = this.clock();
    const at = now.toISOString();
    const row = await this.db.transaction().execute(async (trx) => {
      if (await this.#repository.openOfType(userId, type, trx)) {
        throw new AppError('DUPLICATE_REQUEST', M.duplicateOpen, 409);
      }
      const inserted = await trx
        .insertInto('privacy_requests')
        .values({
          user_id: userId,
          type,
          filed_by: filedBy,
          channel,
          details,
          due_at: privacyDueAt(at),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.audit.record(trx, {
        action: 'create',
        resource: 'privacy_request',
        resourceId: inserted.id,
        summary: `Tiếp nhận yêu cầu ${PRIVACY_REQUEST_TYPES[type].toLowerCase()} của khách hàng #${userId}`,
        after: { type, channel, status: 'pending' },
      });
      return inserted;
    });
    return toDto(row, now);
  }

  /** Access and portability from the profile: the archive is made at once. */
  async #exportNow(userId: number, type: PrivacyRequestType, details: string | undefined) {
    const wait = await this.limits.take([{ rule: ARCHIVE_RULE, subject: `user:${userId}` }]);
    if (wait > 0) {
      throw new AppError('TOO_MANY_ARCHIVES', M.tooManyArchives, 429, undefined, {
        'retry-after': String(wait),
      });
    }
    const now = this.clock();
    const at = now.toISOString();
    const file = await this.archives.build(this.db, userId, now);
    const { token, hash } = newArchiveToken();
    const row = await this.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('privacy_requests')
        .values({
          user_id: userId,
          type,
          status: 'completed',
          filed_by: userId,
          channel: 'profile',
          details: details ?? null,
          due_at: privacyDueAt(at),
          completed_at: at,
          archive_file: file,
          archive_token_hash: hash,
          archive_expires_at: new Date(
            now.getTime() + PRIVACY_ARCHIVE_TTL_HOURS * HOUR_MS,
          ).toISOString(),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await this.audit.record(trx, {
        action: 'create',
        resource: 'privacy_request',
        resourceId: inserted.id,
        summary: `Khách hàng #${userId} tự tải dữ liệu của mình (${PRIVACY_REQUEST_TYPES[type].toLowerCase()})`,
        after: { type, status: 'completed' },
      });
      return inserted;
    });
    return { ...toDto(row, now), download_url: downloadUrl(token) };
  }

  async #erase(trx: Transaction<Database>, userId: number, unusable: string): Promise<string[]> {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'name', 'email', 'phone'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return erasePerson(
      trx,
      { userId, name: user.name, email: user.email, phone: user.phone },
      unusable,
    );
  }

  async #removeFiles(files: readonly string[]) {
    for (const file of files) {
      if (file.startsWith('chat:')) await this.chatFiles.remove(file.slice(5));
      else if (file.startsWith('archive:')) await this.archives.remove(file.slice(8));
      else await this.images.remove(file);
    }
  }
}

function actionLabel(action: PrivacyRequestActionInput['action']): string {
  return { process: 'Bắt đầu xử lý', complete: 'Hoàn thành', reject: 'Từ chối' }[action];
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', M.notFound, 404);
}

function downloadUrl(token: string): string {
  return `/api/privacy/archives/${token}`;
}

function pageMeta(page: number, total: number) {
  return {
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / PRIVACY_PAGE_SIZE)),
    per_page: PRIVACY_PAGE_SIZE,
    total,
  };
}

export function toDto(row: PrivacyRequestRow, now: Date): PrivacyRequestDto {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    channel: row.channel,
    filed_by_staff: row.filed_by !== row.user_id,
    details: row.details,
    created_at: iso(row.created_at),
    due_at: iso(row.due_at),
    target_at: privacyTargetAt(iso(row.created_at)),
    overdue: isPrivacyRequestOverdue({ status: row.status, due_at: iso(row.due_at) }, now),
    completed_at: row.completed_at ? iso(row.completed_at) : null,
    rejected_at: row.rejected_at ? iso(row.rejected_at) : null,
    reject_reason: row.reject_reason,
    resolution: row.resolution,
    archive_expires_at: row.archive_expires_at ? iso(row.archive_expires_at) : null,
    archive_downloaded_at: row.archive_downloaded_at ? iso(row.archive_downloaded_at) : null,
  };
}

function toAdminDto(row: AdminPrivacyRequestRow, now: Date): AdminPrivacyRequestDto {
  return {
    ...toDto(row, now),
    user_id: row.user_id,
    customer_label: `${row.customer_name} (#${row.user_id})`,
    handled_by_name: row.handled_by_name,
  };
}

/** PostgreSQL hands timestamps back as Date objects. */
function iso(value: string | Date): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}
