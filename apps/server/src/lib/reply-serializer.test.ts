import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { replySerializerCompiler } from './reply-serializer.js';

const userReply = z.object({
  success: z.literal(true),
  data: z.object({
    id: z.number(),
    name: z.string(),
    email: z.string().nullable(),
    tags: z.array(z.object({ id: z.number(), label: z.string() })),
  }),
});

const stored = {
  success: true,
  data: {
    id: 7,
    name: 'Trần Thị Mai',
    email: null,
    password_hash: '$argon2id$secret',
    tags: [{ id: 1, label: 'VIP', internal_note: 'hay đến muộn' }],
  },
};

const writerOf = (check: boolean, schema: z.ZodType = userReply) =>
  replySerializerCompiler({ check })({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });

describe('replySerializerCompiler', () => {
  it('in production writes only the fields the schema lists, as zod would', () => {
    const written = writerOf(false)(stored);
    expect(written).not.toContain('password_hash');
    expect(written).not.toContain('internal_note');
    expect(JSON.parse(written)).toEqual(userReply.parse(stored));
  });

  it('checking, refuses a reply that breaks its schema', () => {
    const broken = { success: true, data: { ...stored.data, name: 42 } };
    expect(() => writerOf(true)(broken)).toThrow();
    expect(JSON.parse(writerOf(true)(stored))).toEqual(userReply.parse(stored));
  });

  it('writes with zod what JSON Schema cannot say (a custom check)', () => {
    const code = z.object({ code: z.custom<string>((value) => typeof value === 'string') });
    expect(() => z.toJSONSchema(code)).toThrow();
    expect(writerOf(false, code)({ code: 'LH-1', extra: 1 })).toBe('{"code":"LH-1"}');
  });
});
