import { describe, expect, it } from 'vitest';
import { isVanishedOtherSchema } from './migrate.js';

describe('retrying a migration that another schema’s removal interrupted', () => {
  const vanished = (name: string) =>
    Object.assign(new Error(`schema "${name}" does not exist`), { code: '3F000' });

  it('retries when another schema vanished while Kysely listed them', () => {
    expect(isVanishedOtherSchema(vanished('test_aaaaaa'), 'test_bbbbbb')).toBe(true);
    expect(isVanishedOtherSchema(vanished('test_aaaaaa'), undefined)).toBe(true);
  });

  it('does not retry when our own schema is missing, or for any other failure', () => {
    expect(isVanishedOtherSchema(vanished('test_bbbbbb'), 'test_bbbbbb')).toBe(false);
    expect(isVanishedOtherSchema(new Error('syntax error'), 'test_bbbbbb')).toBe(false);
    expect(isVanishedOtherSchema(undefined, 'test_bbbbbb')).toBe(false);
  });
});
