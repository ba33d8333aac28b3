import { describe, expect, it } from 'vitest';
import { openDatabase, searchPathOf } from './database.js';

/*
 * Instances started with DATABASE_URL alone take their schema from the URL's search_path, so
 * the live events of one deployment (a NOTIFY channel named after its schema) never reach the
 * streams of another deployment sharing the database.
 */
describe('the schema named in a PostgreSQL URL', () => {
  it('is read from ?options=-c search_path=…', () => {
    const url = new URL('postgresql://salon@db.internal/salon?sslmode=require');
    url.searchParams.set('options', '-c search_path=chi_nhanh_hcm');
    expect(searchPathOf(url.toString())).toBe('chi_nhanh_hcm');
    expect(searchPathOf('postgresql://salon@db.internal/salon')).toBeUndefined();
  });

  it('names the schema of the live-event connection', async () => {
    const handle = openDatabase({
      dataDir: '/nonexistent',
      databaseUrl: 'postgresql://salon@127.0.0.1:1/salon?options=-c%20search_path%3Dtiem_a',
    });
    expect(handle.pg?.schema).toBe('tiem_a');
    await handle.close();
  });
});
