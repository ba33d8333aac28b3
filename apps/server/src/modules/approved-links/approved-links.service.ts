import {
  APPROVED_LINK_LIMITS,
  APPROVED_LINK_MESSAGES as M,
  linkRefusal,
  normaliseLinkHost,
  type ApprovedLinkDto,
} from '@salon/shared';
import { nowIso, type Db } from '../../db/database.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';

/**
 * The hosts an admin approved for links in notifications and broadcasts, and the check every
 * such link passes (`assertLink`): a path of the site, the site's own host, or an approved one.
 */
export class ApprovedLinks {
  readonly #ownHost: string | null;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly publicUrl: string | undefined,
  ) {
    let host: string | null = null;
    try {
      host = publicUrl ? new URL(publicUrl).hostname : null;
    } catch {
      host = null;
    }
    this.#ownHost = host;
  }

  async list(): Promise<ApprovedLinkDto[]> {
    const rows = await this.db
      .selectFrom('approved_link_hosts as a')
      .leftJoin('users as u', 'u.id', 'a.created_by')
      .select([
        'a.id',
        'a.host',
        'a.note',
        'a.created_at',
        'u.id as user_id',
        'u.name as user_name',
      ])
      .orderBy('a.host')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      host: row.host,
      note: row.note,
      created_at: new Date(row.created_at).toISOString(),
      created_by:
        row.user_id !== null && row.user_name !== null
          ? { id: row.user_id, name: row.user_name }
          : null,
    }));
  }

  async hosts(): Promise<string[]> {
    const rows = await this.db.selectFrom('approved_link_hosts').select('host').execute();
    return rows.map((row) => row.host);
  }

  /** 422 on `field` unless the link may be sent (null or empty: no link). */
  async assertLink(link: string | null | undefined, field: string): Promise<void> {
    if (!link) return;
    const refusal = linkRefusal(link, {
      publicUrl: this.publicUrl,
      approvedHosts: await this.hosts(),
    });
    if (refusal) throw fieldError(field, refusal, 'LINK_NOT_APPROVED');
  }

  async add(
    input: { host: string; note: string | null },
    actorId: number,
  ): Promise<ApprovedLinkDto> {
    const host = normaliseLinkHost(input.host);
    if (!host) throw fieldError('host', M.hostInvalid);
    if (host === this.#ownHost) throw fieldError('host', M.hostOwn);
    try {
      await this.db.transaction().execute(async (trx) => {
        const count = await trx
          .selectFrom('approved_link_hosts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        if (Number(count.n) >= APPROVED_LINK_LIMITS.maxHosts) throw fieldError('host', M.tooMany);
        if (
          await trx
            .selectFrom('approved_link_hosts')
            .select('id')
            .where('host', '=', host)
            .executeTakeFirst()
        ) {
          throw fieldError('host', M.hostTaken, 'HOST_TAKEN');
        }
        const row = await trx
          .insertInto('approved_link_hosts')
          .values({ host, note: input.note, created_by: actorId, created_at: nowIso() })
          .returning('id')
          .executeTakeFirstOrThrow();
        await this.audit.record(trx, {
          action: 'create',
          resource: 'approved_link',
          resourceId: row.id,
          summary: `Duyệt tên miền liên kết ${host}`,
          after: { host, note: input.note },
        });
      });
    } catch (error) {
      if (uniqueViolationColumn(error) === 'host')
        throw fieldError('host', M.hostTaken, 'HOST_TAKEN');
      throw error;
    }
    const added = (await this.list()).find((row) => row.host === host);
    if (!added) throw new AppError('APPROVED_LINK_NOT_FOUND', M.notFound, 404);
    return added;
  }

  async remove(id: number): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('approved_link_hosts')
        .select(['id', 'host', 'note'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new AppError('APPROVED_LINK_NOT_FOUND', M.notFound, 404);
      await trx.deleteFrom('approved_link_hosts').where('id', '=', id).execute();
      await this.audit.record(trx, {
        action: 'delete',
        resource: 'approved_link',
        resourceId: id,
        summary: `Bỏ duyệt tên miền liên kết ${row.host}`,
        before: { host: row.host, note: row.note },
      });
    });
  }
}
