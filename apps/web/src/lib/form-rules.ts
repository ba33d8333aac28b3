import { configureVietnameseValidationMessages } from '@salon/shared';
import type { FormInstance, FormRule } from 'antd';
import type { Dayjs } from 'dayjs';
import type { z } from 'zod';
import { ApiError } from './api-client';

// Forms are the only place the web app runs zod, so its messages are set up here.
configureVietnameseValidationMessages();

/**
 * An Ant Design rule that runs a field of a shared zod schema, so the form shows exactly the
 * message the server would answer with.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      const result = await schema.safeParseAsync(value === undefined ? '' : value);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** `zodRule` for a date picker: the chosen day is checked as `YYYY-MM-DD`, none as `null`. */
export function zodDateRule(schema: z.ZodType): FormRule {
  return {
    validator: async (_rule, value: Dayjs | null | undefined) => {
      const result = await schema.safeParseAsync(value ? value.format('YYYY-MM-DD') : null);
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/** Puts the server's field errors (422/409) on the form's fields. */
export function showServerFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError)) return;
  const fields = Object.entries(error.errors)
    .filter(([name]) => form.getFieldInstance(name) !== undefined || name in form.getFieldsValue())
    .map(([name, errors]) => ({ name, errors }));
  if (fields.length > 0) form.setFields(fields);
}

/** The field must equal another one (password confirmation). */
export function sameAsRule(otherField: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      if (value && value !== getFieldValue(otherField)) throw new Error(message);
    },
  });
}
