import { COMMON_MESSAGES } from '@salon/shared';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/**
 * Validates input that a route could not declare as its body schema (multipart text fields, or
 * fields whose rules depend on who is calling). Fails like a route schema: 422 with field errors.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.join('.') || '_';
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  const first = Object.values(errors)[0]?.[0] ?? COMMON_MESSAGES.invalidInput;
  throw new AppError('VALIDATION_ERROR', first, 422, errors);
}
