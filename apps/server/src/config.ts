import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseS3Url, type S3Location } from './lib/uploads/s3-url.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SMS_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must start with http:// or https://')
    .optional(),
  SMS_API_KEY: z.string().max(500, 'must be at most 500 characters').optional(),
  SMS_SENDER: z.string().max(20, 'must be at most 20 characters').optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SLOW_REQUEST_MS: z.coerce.number().int().min(1, 'must be at least 1').default(1000),
  ACCESS_LOG_SAMPLE: z.coerce
    .number()
    .min(0, 'must be between 0 and 1')
    .max(1, 'must be between 0 and 1')
    .default(0),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanFlag.default(true),
  TRUST_PROXY: booleanFlag.default(false),
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .max(200, 'must be at most 200 characters')
    .regex(/^\S+$/, 'must not contain spaces')
    .optional(),
  AI_PROVIDER_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must start with http:// or https://')
    .optional(),
  AI_API_KEY: z.string().max(500, 'must be at most 500 characters').optional(),
  AI_MODEL: z.string().max(100, 'must be at most 100 characters').default('gpt-4o-mini'),
  AUDIT_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(365, 'must be at least 365 (the audit log keeps a year)')
    .max(3650, 'must be at most 3650')
    .default(365),
  BACKUP_INTERVAL_HOURS: z.coerce
    .number()
    .min(1, 'must be at least 1')
    .max(24 * 30, 'must be at most 720')
    .default(24),
  S3_URL: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseS3Url(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  smtpUrl: string | undefined;
  /** The HTTP JSON SMS provider; without it SMS wait in the outbox. */
  sms: { url: string; apiKey: string | undefined; sender: string | undefined } | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Requests that take at least this long are logged (warn); every failure (5xx) is (error). */
  slowRequestMs: number;
  /** The share of the other requests logged (info), 0 (none, the default) to 1 (all). */
  accessLogSample: number;
  sessionSecret: string;
  seedDemo: boolean;
  trustProxy: boolean;
  /** What the bank-feed provider (SePay, Casso) presents; without it the payment webhook is off. */
  paymentWebhookSecret: string | undefined;
  /** Session cookies are Secure when the public address is https. */
  secureCookies: boolean;
  /**
   * An OpenAI-compatible endpoint that phrases the AI consultant's answers (its facts still come
   * from the salon's data); without it the built-in engine answers alone.
   */
  aiProvider?: { url: string; apiKey: string; model: string } | undefined;
  /** How long audit entries are kept (a year at least; the database refuses less). */
  auditRetentionDays: number;
  /** Hours between scheduled backups (daily by default). */
  backupIntervalHours: number;
  /** The S3-compatible bucket that keeps the files; without it they stay under DATA_DIR. */
  s3: S3Location | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Empty variables count as unset, so `DATABASE_URL=` falls back to SQLite. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

/** The secret is generated once and kept in DATA_DIR, so sessions survive a restart. */
function loadOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Reads the environment; throws a ConfigError listing every bad variable. A relative DATA_DIR
 * is taken from where npm was started, so `npm start` and `npm run db:reset` share one folder.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const values = parsed.data;
  const baseDir = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(baseDir, values.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    smtpUrl: values.SMTP_URL,
    sms: values.SMS_URL
      ? { url: values.SMS_URL, apiKey: values.SMS_API_KEY, sender: values.SMS_SENDER }
      : undefined,
    logLevel: values.LOG_LEVEL,
    slowRequestMs: values.SLOW_REQUEST_MS,
    accessLogSample: values.ACCESS_LOG_SAMPLE,
    sessionSecret: values.SESSION_SECRET ?? loadOrCreateSessionSecret(dataDir),
    seedDemo: values.SEED_DEMO,
    trustProxy: values.TRUST_PROXY,
    paymentWebhookSecret: values.PAYMENT_WEBHOOK_SECRET,
    secureCookies: values.PUBLIC_URL?.startsWith('https://') ?? false,
    aiProvider:
      values.AI_PROVIDER_URL && values.AI_API_KEY
        ? { url: values.AI_PROVIDER_URL, apiKey: values.AI_API_KEY, model: values.AI_MODEL }
        : undefined,
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    backupIntervalHours: values.BACKUP_INTERVAL_HOURS,
    s3: values.S3_URL,
  };
}
