import Fastify, { type FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { RequestLog, type RequestLogOptions } from './request-log.js';

interface Line {
  level: number;
  msg: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
  responseTime?: number;
}

const WARN = 40;
const ERROR = 50;
const opened: { app: FastifyInstance; dir?: string }[] = [];
afterEach(async () => {
  for (const { app, dir } of opened.splice(0)) {
    await app.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
});

/** The whole app logging at `info` (the default) into `lines`, on a fresh SQLite database. */
async function appLogging(overrides: Partial<Config>, lines: Line[]): Promise<FastifyInstance> {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-log-'));
  const config = { ...loadConfig({ DATA_DIR: dir, SEED_DEMO: 'false' }), ...overrides };
  expect(config.logLevel).toBe('info');
  const database = openDatabase({ dataDir: dir });
  await migrateToLatest(database.db);
  const app = await buildApp({
    config,
    database,
    webDist: path.join(dir, 'no-web'),
    logStream: { write: (line) => void lines.push(JSON.parse(line) as Line) },
  });
  opened.push({ app, dir });
  await app.ready();
  lines.length = 0;
  return app;
}

/** A bare Fastify with the request log and a route that fails. */
async function failingApp(options: RequestLogOptions, lines: Line[]): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line)) } },
    logController: new RequestLog(options),
  });
  app.get('/hong', () => {
    throw new Error('hỏng');
  });
  app.get('/tot', () => ({ ok: true }));
  opened.push({ app });
  await app.ready();
  return app;
}

describe('request log', () => {
  it('writes nothing for ordinary requests, a refusal or an unknown address', async () => {
    const lines: Line[] = [];
    const app = await appLogging({}, lines);
    for (const url of [
      '/api/ping',
      '/api/public/services',
      '/api/public/settings',
      '/api/khong-co',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    expect((await app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/orders' })).statusCode).toBe(401);
    expect(lines).toEqual([]);
  });

  it('logs a slow request as a warning with its method, address, status and time', async () => {
    const lines: Line[] = [];
    const app = await appLogging({ slowRequestMs: 0 }, lines);
    await app.inject({ method: 'GET', url: '/api/ping?lan=1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: WARN,
      msg: 'slow request',
      req: { method: 'GET', url: '/api/ping?lan=1' },
      res: { statusCode: 200 },
    });
    expect(typeof lines[0]?.responseTime).toBe('number');
  });

  it('logs a failed request as an error, and nothing for one that succeeds', async () => {
    const lines: Line[] = [];
    const app = await failingApp({ slowRequestMs: 60_000, accessLogSample: 0 }, lines);
    expect((await app.inject({ method: 'GET', url: '/tot' })).statusCode).toBe(200);
    expect(lines.filter((line) => line.msg === 'request failed')).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/hong' })).statusCode).toBe(500);
    const failed = lines.filter((line) => line.msg === 'request failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      level: ERROR,
      req: { method: 'GET', url: '/hong' },
      res: { statusCode: 500 },
    });
  });

  it('logs the configured share of the other requests', async () => {
    const lines: Line[] = [];
    const draws = [0.05, 0.5, 0.09, 0.95];
    const app = await failingApp(
      { slowRequestMs: 60_000, accessLogSample: 0.1, random: () => draws.shift() ?? 1 },
      lines,
    );
    for (let i = 0; i < 4; i++) await app.inject({ method: 'GET', url: `/tot?i=${i}` });
    expect(lines.map((line) => [line.msg, line.req?.url])).toEqual([
      ['request completed', '/tot?i=0'],
      ['request completed', '/tot?i=2'],
    ]);
  });
});
