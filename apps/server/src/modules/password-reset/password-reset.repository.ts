import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database, PasswordResetCodeTable, UserRow } from '../../db/schema.js';
import type { Insertable, Selectable } from 'kysely';

export type PasswordResetCodeRow = Selectable<PasswordResetCodeTable>;

export class PasswordResetRepository {
  constructor(private readonly db: Db) {}

  findUserByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  findUserByPhone(phone: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('phone', '=', phone).executeTakeFirst();
  }

  /** Ends every code of the user not used yet (a new one replaces them). */
  async consumeOpenCodes(trx: Transaction<Database>, userId: number, now: string): Promise<void> {
    await trx
      .updateTable('password_reset_codes')
      .set({ consumed_at: now, updated_at: now })
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .execute();
  }

  async insertCode(
    trx: Transaction<Database>,
    values: Insertable<PasswordResetCodeTable>,
  ): Promise<number> {
    const row = await trx
      .insertInto('password_reset_codes')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** The user's newest code that is neither used, replaced nor verified. */
  openCode(userId: number): Promise<PasswordResetCodeRow | undefined> {
    return this.db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('user_id', '=', userId)
      .where('consumed_at', 'is', null)
      .where('verified_at', 'is', null)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  }

  /**
   * Takes one try of a code before it is compared: a conditional UPDATE, so parallel guesses
   * cannot go past the limit. False when the tries are used up (or the code was just closed).
   */
  async takeAttempt(id: number, maxAttempts: number, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_reset_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), updated_at: now }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .where('verified_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async markVerified(id: number, tokenHash: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_reset_codes')
      .set({ verified_at: now, reset_token_hash: tokenHash, updated_at: now })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .where('verified_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  findByTokenHash(tokenHash: string): Promise<PasswordResetCodeRow | undefined> {
    return this.db
      .selectFrom('password_reset_codes')
      .selectAll()
      .where('reset_token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /**
   * Uses the token and sets the password in one transaction: the token is taken by a
   * conditional UPDATE (one use even when sent twice at once), the password hash is replaced,
   * the forced change lifted and every session of the user ended. False when the token was
   * already used or the account is no longer active; then nothing is written.
   */
  async completeReset(values: {
    codeId: number;
    userId: number;
    passwordHash: string;
    now: string;
  }): Promise<boolean> {
    return this.db
      .transaction()
      .execute(async (trx) => {
        const taken = await trx
          .updateTable('password_reset_codes')
          .set({ consumed_at: values.now, updated_at: values.now })
          .where('id', '=', values.codeId)
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) return false;
        const updated = await trx
          .updateTable('users')
          .set({
            password_hash: values.passwordHash,
            must_change_password: false,
            password_changed_at: values.now,
            updated_at: values.now,
          })
          .where('id', '=', values.userId)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) !== 1) throw new AccountGone();
        await trx.deleteFrom('sessions').where('user_id', '=', values.userId).execute();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof AccountGone) return false;
        throw error;
      });
  }
}

/** Rolls the reset back when the account was disabled between verifying and completing. */
class AccountGone extends Error {}
