import { COMMON_MESSAGES } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/**
 * How deep objects and arrays may nest in a JSON body. The deepest body the API takes (a
 * notification's free `data`) needs a handful of levels; thousands of them would overflow the
 * stack of whatever walks the value next (validation, serialisation), a 500 instead of a 400.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether objects and arrays in a JSON text nest deeper than `max`, read without parsing
 * (brackets inside strings do not count). Malformed text is left to the parser.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  // Nesting deeper than `max` takes more than `max` opening brackets.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies for every route: Fastify's own parser (prototype poisoning refused), after a
 * nesting check that answers 400 JSON_TOO_DEEP in Vietnamese.
 */
export const jsonBodyPlugin = fp(
  (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new AppError('JSON_TOO_DEEP', COMMON_MESSAGES.jsonTooDeep, 400), undefined);
        return;
      }
      void parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
