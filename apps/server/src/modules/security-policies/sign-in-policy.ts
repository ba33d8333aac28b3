import { createHash } from 'node:crypto';
import { isStaffRole, type CurrentUser } from '@salon/shared';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import type { ClientInfo, SignInGate } from '../auth/auth.service.js';
import type { SecurityPolicies } from './security-policies.js';
import type { TwoFactorService } from './two-factor.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The security policies where a session is made and used: the code step after the password
 * (two-factor), the idle timeout, and what a session may do meanwhile (enrol in two-factor,
 * change an old password).
 */
export class SignInPolicy implements SignInGate {
  constructor(
    private readonly db: Db,
    private readonly policies: SecurityPolicies,
    private readonly twoFactor: TwoFactorService,
  ) {}

  /** A challenge when the user must give a code: enrolled, or covered by the policy and enrolled. */
  async challengeFor(
    user: UserRow,
    remember: boolean,
    client: ClientInfo,
    knownDevice: boolean,
  ): Promise<string | null> {
    if (!(await this.twoFactor.isEnabled(user.id))) return null;
    const challenge = await this.twoFactor.createChallenge(user.id, remember);
    await this.#record(user, 'two_factor_required', null, client, knownDevice);
    return challenge;
  }

  async answer(
    challenge: string,
    answer: { code?: string | undefined; recovery_code?: string | undefined },
    client: ClientInfo,
    knownDevice: (userId: number) => boolean,
  ): Promise<{ userId: number; remember: boolean }> {
    // Read first: the fifth wrong code deletes the challenge.
    const owner = await this.#challengeOwner(challenge);
    try {
      return await this.twoFactor.answerChallenge(challenge, answer);
    } catch (error) {
      if (owner) {
        const reason = codeOf(error);
        await this.#record(owner, 'two_factor_failure', reason, client, knownDevice(owner.id));
      }
      throw error;
    }
  }

  /** Minutes of disuse after which a session ends; null when the policy is off. */
  async idleLimitMs(): Promise<number | null> {
    const policy = await this.policies.get('session_idle_timeout');
    return policy.enabled ? policy.settings.minutes * 60_000 : null;
  }

  /** The user as this session may act: an old password or a missing enrolment limits it. */
  async restrict(user: CurrentUser, row: UserRow): Promise<CurrentUser> {
    if (!isStaffRole(user.role)) return user;
    let restricted = user;
    const age = await this.policies.get('password_max_age');
    if (age.enabled && !user.must_change_password) {
      const since = Date.parse(row.password_changed_at ?? String(row.created_at));
      if (Date.now() - since > age.settings.days * DAY_MS) {
        restricted = { ...restricted, must_change_password: true };
      }
    }
    if (
      (await this.twoFactor.requiredFor(user.role)) &&
      !(await this.twoFactor.isEnabled(user.id))
    ) {
      restricted = { ...restricted, two_factor_setup_required: true };
    }
    return restricted;
  }

  async #challengeOwner(challenge: string): Promise<UserRow | undefined> {
    const hash = createHash('sha256').update(challenge).digest('hex');
    return this.db
      .selectFrom('two_factor_challenges')
      .innerJoin('users', 'users.id', 'two_factor_challenges.user_id')
      .selectAll('users')
      .where('two_factor_challenges.token_hash', '=', hash)
      .executeTakeFirst();
  }

  async #record(
    user: UserRow,
    outcome: 'two_factor_required' | 'two_factor_failure',
    reason: string | null,
    client: ClientInfo,
    knownDevice: boolean,
  ): Promise<void> {
    await this.db
      .insertInto('sign_in_events')
      .values({
        occurred_at: new Date().toISOString(),
        user_id: user.id,
        role: user.role,
        identifier: (user.email ?? user.phone ?? '').toLowerCase(),
        outcome,
        reason,
        ip: client.ip,
        user_agent: client.userAgent?.slice(0, 255) ?? null,
        known_device: knownDevice,
        session_id: null,
      })
      .execute();
  }
}

function codeOf(error: unknown): string | null {
  return error instanceof Error && 'code' in error ? String(error.code) : null;
}
