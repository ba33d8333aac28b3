import {
  deviceLabel,
  SESSION_LIMITS,
  SESSION_MESSAGES as M,
  SIGN_IN_OUTCOME_LABELS,
  SIGN_IN_REASON_LABELS,
  type AdminSignInQuery,
  type ApiPage,
  type SessionDto,
  type SignInEventDto,
  type SignInOutcome,
} from '@salon/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditTrail } from '../audit/audit-trail.js';
import { toPage } from '../catalog/catalog.dto.js';
import { userChannel, type EventBus } from '../realtime/event-bus.js';
import { SessionsRepository } from './sessions.repository.js';

const notFound = () => new AppError('NOT_FOUND', M.sessionNotFound, 404);

/**
 * Active sessions and sign-in history: each user's own, and an admin's view of staff. Ending a
 * session deletes it (the cookie gets 401 at once) and tells the user's live streams, which ask
 * whether their session still holds and close when it does not.
 */
export class SessionsService {
  readonly #repository: SessionsRepository;

  constructor(
    private readonly db: Db,
    private readonly audit: AuditTrail,
    private readonly bus: EventBus,
  ) {
    this.#repository = new SessionsRepository(db);
  }

  async sessionsOf(userId: number, currentSessionId: number | null): Promise<SessionDto[]> {
    const rows = await this.#repository.activeSessionsOf(userId);
    return rows.map((row) => ({
      id: row.id,
      device: deviceLabel(row.user_agent),
      ip: row.ip,
      created_at: String(row.created_at),
      last_seen_at: String(row.last_seen_at),
      current: row.id === currentSessionId,
    }));
  }

  /** Ends one of the user's own sessions; another's is as unknown as a missing one. */
  async endOwnSession(userId: number, sessionId: number): Promise<void> {
    const session = await this.#repository.findSession(sessionId);
    if (!session || session.user_id !== userId) throw notFound();
    await this.#repository.deleteSession(this.db, sessionId);
    this.#tellStreams(userId);
  }

  async endOtherSessions(userId: number, currentSessionId: number | null): Promise<number> {
    const ended = await this.#repository.deleteSessionsOf(this.db, userId, currentSessionId);
    if (ended > 0) this.#tellStreams(userId);
    return ended;
  }

  async staffSessions(userId: number): Promise<SessionDto[]> {
    await this.#staff(userId);
    return this.sessionsOf(userId, null);
  }

  /** An admin ends one staff session (a customer's is not theirs to see: 404). */
  async endStaffSession(sessionId: number): Promise<void> {
    const session = await this.#repository.findSession(sessionId);
    if (!session || session.role === 'customer') throw notFound();
    await this.db.transaction().execute(async (trx) => {
      await this.#repository.deleteSession(trx, sessionId);
      await this.audit.record(trx, {
        action: 'end_session',
        resource: 'session',
        resourceId: sessionId,
        summary: `Kết thúc phiên đăng nhập của nhân viên #${session.user_id}`,
      });
    });
    this.#tellStreams(session.user_id);
  }

  /** An admin ends every session of a staff member (their own current one stays). */
  async endStaffSessions(userId: number, currentSessionId: number | null): Promise<number> {
    await this.#staff(userId);
    const ended = await this.db.transaction().execute(async (trx) => {
      const count = await this.#repository.deleteSessionsOf(trx, userId, currentSessionId);
      await this.audit.record(trx, {
        action: 'end_session',
        resource: 'session',
        resourceId: null,
        summary: `Kết thúc ${count} phiên đăng nhập của nhân viên #${userId}`,
      });
      return count;
    });
    this.#tellStreams(userId);
    return ended;
  }

  async signIns(
    filter: Partial<AdminSignInQuery> & { page: number },
  ): Promise<ApiPage<SignInEventDto>> {
    const { rows, total } = await this.#repository.signIns(filter);
    const data = rows.map((row) => ({
      id: row.id,
      occurred_at: row.occurred_at,
      user_id: row.user_id,
      user_name: row.user_name ?? null,
      role: row.role,
      identifier: row.identifier,
      outcome: row.outcome as SignInOutcome,
      outcome_label: SIGN_IN_OUTCOME_LABELS[row.outcome as SignInOutcome] ?? row.outcome,
      reason: row.reason,
      reason_label: row.reason ? (SIGN_IN_REASON_LABELS[row.reason] ?? row.reason) : null,
      ip: row.ip,
      device: deviceLabel(row.user_agent),
      known_device: Boolean(row.known_device),
    }));
    return toPage(data, total, filter.page, SESSION_LIMITS.signInsPerPage);
  }

  async #staff(userId: number): Promise<void> {
    if (!(await this.#repository.findStaffUser(userId))) {
      throw new AppError('NOT_FOUND', M.userNotFound, 404);
    }
  }

  #tellStreams(userId: number): void {
    this.bus.publish({ channel: userChannel(userId), event: 'session.ended', data: {} });
  }
}
