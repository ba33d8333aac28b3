import type { FormRule } from 'antd';
import type { z } from 'zod';
import { zodRule } from '../../../lib/form-rules';

/** A shared schema's rule for a field that may be left empty. */
export function optionalRule(schema: z.ZodType): FormRule {
  const rule = zodRule(schema);
  return {
    validator: async (r, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (typeof rule === 'object' && rule.validator)
        await rule.validator(r, value, () => undefined);
    },
  };
}

export { zodRule };

/** undefined and '' become null, as the API expects for an empty optional field. */
export function orNull<T>(value: T | undefined | ''): T | null {
  return value === undefined || value === '' ? null : value;
}
