import {
  AUTH_MESSAGES as M,
  classifyIdentifier,
  salonToday,
  LOGIN_LIMITS,
  STAFF_ROLES,
  toE164Phone,
  type CurrentUser,
  type Role,
} from '@salon/shared';
import type { z } from 'zod';
import type {
  adminLoginSchema,
  changePasswordSchema,
  customerLoginSchema,
  customerRegisterSchema,
  staffRegisterSchema,
} from '@salon/shared';
import { nowIso } from '../../db/database.js';
import { uniqueViolationColumn } from '../../db/errors.js';
import type { NewUser, UserRow } from '../../db/schema.js';
import { AppError, fieldError } from '../../lib/app-error.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { BranchesService } from '../branches/branches.service.js';
import type { SignInAttempt, SignInRecorder } from '../sessions/sign-in-recorder.js';
import { toCurrentUser } from './auth.dto.js';
import { DeviceCookies } from './device-cookie.js';
import { LoginThrottle, type LoginAttempt } from './login-throttle.js';
import type { AuthRepository } from './auth.repository.js';
import { hashPassword, verifyAgainstNothing, verifyPassword } from './passwords.js';
import {
  hashSessionToken,
  newSessionToken,
  REMEMBERED_SESSION_MS,
  SESSION_TOUCH_MS,
  SHORT_SESSION_MS,
} from './session-tokens.js';

type CustomerRegister = z.output<typeof customerRegisterSchema>;
type CustomerLogin = z.output<typeof customerLoginSchema>;
type AdminLogin = z.output<typeof adminLoginSchema>;
type StaffRegister = z.output<typeof staffRegisterSchema>;
type ChangePassword = z.output<typeof changePasswordSchema>;

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The browser's device cookie (accounts it signed in to before), if any. */
  deviceCookie?: string | undefined;
}

export interface NewSession {
  sessionId: number;
  token: string;
  maxAgeSeconds: number | undefined;
  user: CurrentUser;
  /** The device cookie to keep: this browser now has signed in to this account. */
  deviceCookie: string;
}

/** The password was right; a code from the authenticator app is still needed. */
export interface TwoFactorStep {
  two_factor_required: true;
  challenge: string;
}

/**
 * The security policies where sessions are made and used (security-policies/sign-in-policy):
 * the code step after the password, the idle timeout, and what a session may do meanwhile.
 */
export interface SignInGate {
  challengeFor(
    user: UserRow,
    remember: boolean,
    client: ClientInfo,
    knownDevice: boolean,
  ): Promise<string | null>;
  answer(
    challenge: string,
    answer: { code?: string | undefined; recovery_code?: string | undefined },
    client: ClientInfo,
    knownDevice: (userId: number) => boolean,
  ): Promise<{ userId: number; remember: boolean }>;
  idleLimitMs(): Promise<number | null>;
  restrict(user: CurrentUser, row: UserRow): Promise<CurrentUser>;
}

export interface ResolvedSession {
  sessionId: number;
  user: CurrentUser;
}

/** Wrong current passwords on a password change, per user (a stolen session guessing). */
const PASSWORD_CHANGE_RULE = {
  name: 'password-change.user',
  limit: LOGIN_LIMITS.passwordChangePerMinute,
  windowMs: 60_000,
};

export class AuthService {
  readonly #throttle: LoginThrottle;
  readonly #devices: DeviceCookies;
  #signIns: SignInRecorder | null = null;
  #gate: SignInGate | null = null;

  constructor(
    private readonly repository: AuthRepository,
    private readonly branches: BranchesService,
    private readonly sessionSecret: string,
    private readonly limits: RateLimits,
  ) {
    this.#throttle = new LoginThrottle(limits);
    this.#devices = new DeviceCookies(sessionSecret);
  }

  /** Where every password sign-in attempt is recorded (set once the outbox exists). */
  recordSignInsWith(recorder: SignInRecorder): void {
    this.#signIns = recorder;
  }

  /** The security policies that act on sign-in and sessions (set once, when the app is built). */
  useSignInGate(gate: SignInGate): void {
    this.#gate = gate;
  }

  /** The code step: a right code (or recovery code) for the challenge starts the session. */
  async loginWithSecondFactor(
    challenge: string,
    answer: { code?: string | undefined; recovery_code?: string | undefined },
    client: ClientInfo,
  ): Promise<NewSession> {
    if (!this.#gate) throw new AppError('UNAUTHENTICATED', M.unauthenticated, 401);
    const known = (userId: number) =>
      this.#devices.read(client.deviceCookie).some((entry) => entry.userId === userId);
    const owner = await this.#gate.answer(challenge, answer, client, known);
    const user = await this.repository.findUserById(owner.userId);
    if (!user) throw new AppError('UNAUTHENTICATED', M.unauthenticated, 401);
    if (user.status !== 'active') throw new AppError('ACCOUNT_INACTIVE', M.accountInactive, 403);
    await this.repository.recordLogin(user.id);
    const knownDevice = known(user.id);
    const session = await this.#startSession(user, owner.remember, client);
    await this.#signIns?.record({
      identifier: (user.email ?? user.phone ?? String(user.id)).toLowerCase(),
      user,
      outcome: 'success',
      reason: 'two_factor',
      ip: client.ip,
      userAgent: client.userAgent,
      knownDevice,
      sessionId: session.sessionId,
    });
    return session;
  }

  async registerCustomer(input: CustomerRegister, client: ClientInfo): Promise<NewSession> {
    const phone = toE164Phone(input.phone);
    if (!phone) throw fieldError('phone', M.registerPhoneInvalid);
    const user = await this.#createUser({
      role: 'customer',
      name: input.name,
      email: input.email,
      phone,
      password_hash: await hashPassword(input.password),
      gender: input.gender ?? null,
      date_of_birth: input.date_of_birth,
    });
    return this.#startSession(user, true, client);
  }

  async loginCustomer(
    input: CustomerLogin,
    client: ClientInfo,
  ): Promise<NewSession | TwoFactorStep> {
    const identifier = classifyIdentifier(input.identifier);
    const key = `${identifier.kind}:${identifier.value}`;
    return this.#login(key, input.password, client, input.remember ?? true, ['customer'], () => {
      if (identifier.kind === 'email') return this.repository.findUserByEmail(identifier.value);
      const phone = toE164Phone(identifier.value);
      return phone ? this.repository.findUserByPhone(phone) : Promise.resolve(undefined);
    });
  }

  async loginStaff(input: AdminLogin, client: ClientInfo): Promise<NewSession | TwoFactorStep> {
    return this.#login(`email:${input.email}`, input.password, client, true, STAFF_ROLES, () =>
      this.repository.findUserByEmail(input.email),
    );
  }

  async registerStaff(input: StaffRegister): Promise<CurrentUser> {
    if (!(await this.branches.exists(input.branch_id))) {
      throw fieldError('branch_id', M.branchMissing);
    }
    let phone: string | null = null;
    if (input.phone) {
      phone = toE164Phone(input.phone);
      if (!phone) throw fieldError('phone', M.phoneInvalid);
    }
    const user = await this.#createUser({
      role: input.role,
      name: input.name,
      email: input.email,
      phone,
      password_hash: await hashPassword(input.password),
      gender: input.gender ?? null,
      date_of_birth: input.date_of_birth,
      branch_id: input.branch_id,
    });
    return toCurrentUser(user);
  }

  /**
   * Changes the password after checking the current one, lifts the forced change of an account
   * made at booking, and ends every other session of the user (this one stays signed in).
   */
  async changePassword(
    userId: number,
    sessionId: number | null,
    input: ChangePassword,
  ): Promise<CurrentUser> {
    const check = { rule: PASSWORD_CHANGE_RULE, subject: `user:${userId}` };
    const wait = await this.limits.retryAfter([check]);
    if (wait > 0) {
      throw new AppError('TOO_MANY_ATTEMPTS', M.tooManyPasswordAttempts(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
    const user = await this.repository.findUserById(userId);
    if (!user) throw new AppError('UNAUTHENTICATED', M.unauthenticated, 401);
    if (!(await verifyPassword(user.password_hash, input.current_password))) {
      await this.limits.hit([check]);
      throw fieldError('current_password', M.currentPasswordWrong, 'WRONG_PASSWORD');
    }
    await this.limits.clear([check]);
    const updated = await this.repository.changePassword(
      userId,
      await hashPassword(input.new_password),
      sessionId,
    );
    return toCurrentUser(updated);
  }

  /** Removes sessions past their expiry; returns how many. */
  purgeExpiredSessions(): Promise<number> {
    return this.repository.deleteExpiredSessions();
  }

  /** Whether a session still holds (a live stream asks before each event it would send). */
  sessionIsLive(sessionId: number): Promise<boolean> {
    return this.repository.sessionIsLive(sessionId, new Date().toISOString());
  }

  async logout(token: string | undefined): Promise<void> {
    if (token) await this.repository.deleteSession(hashSessionToken(token, this.sessionSecret));
  }

  /** The user behind a session cookie, or null when it is unknown, expired or disabled. */
  async resolveSession(token: string): Promise<ResolvedSession | null> {
    const tokenHash = hashSessionToken(token, this.sessionSecret);
    const row = await this.repository.findSessionWithUser(tokenHash);
    if (!row) return null;
    const now = Date.now();
    const lastSeen = Date.parse(row.session_last_seen_at);
    const idleLimit = (await this.#gate?.idleLimitMs()) ?? null;
    if (
      Date.parse(row.session_expires_at) <= now ||
      row.status !== 'active' ||
      (idleLimit !== null && now - lastSeen > idleLimit)
    ) {
      await this.repository.deleteSession(tokenHash);
      return null;
    }
    if (now - lastSeen > SESSION_TOUCH_MS) {
      const lifetime = Date.parse(row.session_expires_at) - lastSeen;
      await this.repository.touchSession(row.session_id, new Date(now + lifetime).toISOString());
    }
    const user = toCurrentUser(row);
    return {
      sessionId: row.session_id,
      user: this.#gate ? await this.#gate.restrict(user, row) : user,
    };
  }

  async #login(
    identifierKey: string,
    password: string,
    client: ClientInfo,
    remember: boolean,
    roles: readonly Role[],
    findUser: () => Promise<UserRow | undefined>,
  ): Promise<NewSession | TwoFactorStep> {
    const user = await findUser();
    const attempt: LoginAttempt = {
      // One counter per account, however it is reached (e-mail or phone).
      account: user ? `user:${user.id}` : identifierKey,
      ip: client.ip,
      deviceNonce: user
        ? (this.#devices.read(client.deviceCookie).find((entry) => entry.userId === user.id)
            ?.nonce ?? null)
        : null,
    };
    const signIn = (outcome: SignInAttempt['outcome'], reason: string | null, sessionId?: number) =>
      this.#signIns?.record({
        identifier: identifierKey.slice(identifierKey.indexOf(':') + 1),
        user: user ?? null,
        outcome,
        reason,
        ip: client.ip,
        userAgent: client.userAgent,
        knownDevice: attempt.deviceNonce !== null,
        sessionId: sessionId ?? null,
      });
    const wait = await this.#throttle.wait(attempt);
    if (wait > 0) {
      await signIn('locked', 'throttled');
      throw new AppError('TOO_MANY_ATTEMPTS', M.tooManyAttempts(wait), 429, undefined, {
        'retry-after': String(wait),
      });
    }
    const valid =
      user && roles.includes(user.role)
        ? await verifyPassword(user.password_hash, password)
        : await verifyAgainstNothing(password);
    if (!user || !valid) {
      await this.#throttle.recordFailure(attempt);
      const reason = !user
        ? 'unknown_account'
        : roles.includes(user.role)
          ? 'wrong_password'
          : 'wrong_portal';
      await signIn('failure', reason);
      throw new AppError('INVALID_CREDENTIALS', M.invalidCredentials, 401);
    }
    if (user.status !== 'active') {
      await signIn('failure', 'inactive');
      throw new AppError('ACCOUNT_INACTIVE', M.accountInactive, 403);
    }
    await this.#throttle.recordSuccess(attempt);
    const challenge = await this.#gate?.challengeFor(
      user,
      remember,
      client,
      attempt.deviceNonce !== null,
    );
    if (challenge) return { two_factor_required: true, challenge };
    await this.repository.recordLogin(user.id);
    const session = await this.#startSession(user, remember, client);
    await signIn('success', null, session.sessionId);
    return session;
  }

  async #startSession(user: UserRow, remember: boolean, client: ClientInfo): Promise<NewSession> {
    const token = newSessionToken();
    const lifetime = remember ? REMEMBERED_SESSION_MS : SHORT_SESSION_MS;
    const sessionId = await this.repository.createSession({
      tokenHash: hashSessionToken(token, this.sessionSecret),
      userId: user.id,
      expiresAt: new Date(Date.now() + lifetime).toISOString(),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 255) ?? null,
    });
    return {
      sessionId,
      token,
      maxAgeSeconds: remember ? lifetime / 1000 : undefined,
      user: toCurrentUser(user),
      deviceCookie: this.#devices.remember(client.deviceCookie, user.id),
    };
  }

  async #createUser(user: NewUser): Promise<UserRow> {
    if (user.phone && (await this.repository.findUserByPhone(user.phone))) {
      throw duplicate('phone', M.phoneTaken, 'PHONE_TAKEN');
    }
    if (user.email && (await this.repository.findUserByEmail(user.email))) {
      throw duplicate('email', M.emailTaken, 'EMAIL_TAKEN');
    }
    try {
      return await this.repository.createUser(
        { ...user, password_changed_at: nowIso(), updated_at: nowIso() },
        salonToday(),
      );
    } catch (error) {
      const column = uniqueViolationColumn(error);
      if (column === 'phone') throw duplicate('phone', M.phoneTaken, 'PHONE_TAKEN');
      if (column === 'email') throw duplicate('email', M.emailTaken, 'EMAIL_TAKEN');
      throw error;
    }
  }
}

function duplicate(field: string, message: string, code: string): AppError {
  return new AppError(code, message, 409, { [field]: [message] });
}
