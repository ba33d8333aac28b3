import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation.js';
import * as m0002 from './0002-reviews-questions.js';

/** Every migration, in order. Listed here (not read from disk) so they work compiled and in tests. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-reviews-questions': m0002,
};
