import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.js';
import * as m0005 from './0005-suppliers.js';

/** Every migration, in order. Listed here (not read from disk) so they work compiled and in tests. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0005-suppliers': m0005,
};
