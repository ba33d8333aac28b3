import type { Role } from '@salon/shared';
import { nowIso, type Db } from '../../db/database.js';
import type { NewUser, UserRow } from '../../db/schema.js';

export class AuthRepository {
  constructor(private readonly db: Db) {}

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findUserByPhone(phone: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  findUserById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Creates the user, and for a customer the customer record too, in one transaction. */
  async createUser(user: NewUser, joinDate: string): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values(user)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (created.role === 'customer') {
        await trx
          .insertInto('customers')
          .values({ user_id: created.id, join_date: joinDate })
          .execute();
      }
      return created;
    });
  }

  /**
   * The new password hash, the forced change lifted, and every session of the user but
   * `keepSessionId` ended, in one transaction.
   */
  async changePassword(
    userId: number,
    passwordHash: string,
    keepSessionId: number | null,
  ): Promise<UserRow> {
    return this.db.transaction().execute(async (trx) => {
      const user = await trx
        .updateTable('users')
        .set({
          password_hash: passwordHash,
          must_change_password: false,
          password_changed_at: nowIso(),
          updated_at: nowIso(),
        })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      let others = trx.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepSessionId !== null) others = others.where('id', '!=', keepSessionId);
      await others.execute();
      return user;
    });
  }

  async recordLogin(userId: number): Promise<void> {
    const now = nowIso();
    await this.db
      .updateTable('users')
      .set({ last_login_at: now, updated_at: now })
      .where('id', '=', userId)
      .execute();
  }

  async createSession(session: {
    tokenHash: string;
    userId: number;
    expiresAt: string;
    ip: string | null;
    userAgent: string | null;
  }): Promise<number> {
    const row = await this.db
      .insertInto('sessions')
      .values({
        token_hash: session.tokenHash,
        user_id: session.userId,
        expires_at: session.expiresAt,
        ip: session.ip,
        user_agent: session.userAgent,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  findSessionWithUser(tokenHash: string) {
    return this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'sessions.expires_at as session_expires_at',
        'sessions.last_seen_at as session_last_seen_at',
      ])
      .selectAll('users')
      .where('sessions.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  async touchSession(sessionId: number, expiresAt: string): Promise<void> {
    await this.db
      .updateTable('sessions')
      .set({ last_seen_at: nowIso(), expires_at: expiresAt })
      .where('id', '=', sessionId)
      .execute();
  }

  /** Whether the session still exists, has not expired and its user is active. */
  async sessionIsLive(sessionId: number, now: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('sessions.id', '=', sessionId)
      .where('sessions.expires_at', '>', now)
      .where('users.status', '=', 'active')
      .executeTakeFirst();
    return row !== undefined;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
  }

  async deleteExpiredSessions(): Promise<number> {
    const result = await this.db
      .deleteFrom('sessions')
      .where('expires_at', '<', nowIso())
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async countUsersWithRole(role: Role): Promise<number> {
    const row = await this.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('role', '=', role)
      .executeTakeFirstOrThrow();
    return row.count;
  }
}
