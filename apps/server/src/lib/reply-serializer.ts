import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Write = (data: unknown) => string;

interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/** fast-json-stringify from the schema's JSON Schema, or null when JSON Schema cannot say it. */
function fastWriter(schema: unknown): Write | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    return fastJson(z.toJSONSchema(schema, { io: 'output' }) as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/**
 * How replies with a schema are written. In production by fast-json-stringify, compiled from
 * the JSON Schema of the route's zod schema on its first reply: it writes only the fields the
 * schema lists, as zod did, at a fraction of the cost (zod's encoding was a fifth of the CPU of
 * a small reply; issue 16). With `check` (tests; the default of `buildApp`), every reply is
 * also encoded by zod, which refuses one that breaks its schema, and what both write must be
 * the same JSON (the fields' order may differ): every API test checks its replies against
 * their schemas and the production writer against zod. A schema JSON Schema cannot express is written by zod.
 */
export function replySerializerCompiler({ check }: { check: boolean }) {
  return (route: RouteSchema): Write => {
    const zodWrite = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    let write: Write | undefined;
    return (data) => {
      write ??= fastWriter(route.schema) ?? zodWrite;
      if (!check) return write(data);
      const expected = zodWrite(data);
      const written = write(data);
      if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
        throw new Error(
          `${route.method} ${route.url} (${route.httpStatus ?? '?'}): the reply writer wrote ` +
            `${written.slice(0, 300)} where its schema gives ${expected.slice(0, 300)}`,
        );
      }
      return written;
    };
  };
}
