import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'salon-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: dir,
      databaseUrl: undefined,
      logLevel: 'info',
      slowRequestMs: 1000,
      accessLogSample: 0,
      seedDemo: true,
      trustProxy: false,
      secureCookies: false,
      auditRetentionDays: 365,
    });
  });

  it('takes a slow-request threshold and an access-log share between 0 and 1', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SLOW_REQUEST_MS: '250',
      ACCESS_LOG_SAMPLE: '0.01',
    });
    expect(config).toMatchObject({ slowRequestMs: 250, accessLogSample: 0.01 });
    expect(() => loadConfig({ DATA_DIR: tempDir(), ACCESS_LOG_SAMPLE: '2' })).toThrow(
      /ACCESS_LOG_SAMPLE: must be between 0 and 1/,
    );
  });

  it('keeps the audit log a year at least', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), AUDIT_RETENTION_DAYS: '90' })).toThrow(
      /AUDIT_RETENTION_DAYS: must be at least 365/,
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), AUDIT_RETENTION_DAYS: '730' }).auditRetentionDays,
    ).toBe(730);
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: tempDir(),
        PORT: 'tám mươi',
        DATABASE_URL: 'mysql://localhost/salon',
        PUBLIC_URL: 'khong-phai-url',
        LOG_LEVEL: 'loud',
        SESSION_SECRET: 'ngắn',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'PUBLIC_URL', 'LOG_LEVEL', 'SESSION_SECRET']) {
      expect(problems).toContain(name);
    }
  });

  it('reads S3_URL into the bucket, its keys and region, and names what is wrong with it', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        S3_URL:
          's3://AKIA123:se%2Fcr%40et@s3.ap-southeast-1.amazonaws.com/salon-anh?region=ap-southeast-1',
      }).s3,
    ).toEqual({
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      bucket: 'salon-anh',
      region: 'ap-southeast-1',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'se/cr@et',
    });
    expect(
      loadConfig({ DATA_DIR: tempDir(), S3_URL: 's3+http://minio:secret@10.0.0.5:9000/salon' }).s3,
    ).toMatchObject({ endpoint: 'http://10.0.0.5:9000', bucket: 'salon', region: 'us-east-1' });
    for (const [value, problem] of [
      ['https://key:secret@host/bucket', /S3_URL: must start with s3:\/\//],
      ['s3://host/bucket', /S3_URL: must carry the access key/],
      ['s3://key:secret@host/', /S3_URL: must name one bucket/],
      ['s3://key:secret@host/bucket/folder', /S3_URL: must name one bucket/],
    ] as const) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), S3_URL: value }), value).toThrow(problem);
    }
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('prefers SESSION_SECRET, treats empty variables as unset, and reads flags', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SESSION_SECRET: 'x'.repeat(40),
      DATABASE_URL: '',
      PUBLIC_URL: 'https://salontocviet.vn/',
      SEED_DEMO: 'false',
      TRUST_PROXY: 'true',
      PORT: '8080',
    });
    expect(config.sessionSecret).toBe('x'.repeat(40));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('https://salontocviet.vn');
    expect(config.secureCookies).toBe(true);
    expect(config.seedDemo).toBe(false);
    expect(config.trustProxy).toBe(true);
    expect(config.port).toBe(8080);
  });

  it('resolves a relative DATA_DIR from where npm was started', () => {
    const base = tempDir();
    expect(loadConfig({ DATA_DIR: 'data', INIT_CWD: base }).dataDir).toBe(path.join(base, 'data'));
  });
});
