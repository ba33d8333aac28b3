import type { FormInstance } from 'antd';
import { ApiError } from '../../../lib/api-client';

/**
 * The server names a list's field errors `2.max_amount`; the form's list is `listName`, so the
 * message lands under the right input. Returns whether any field got one.
 */
export function showListFieldErrors(form: FormInstance, listName: string, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const fields = Object.entries(error.errors)
    .filter(([path]) => /^\d+\./.test(path))
    .map(([path, errors]) => ({
      name: [
        listName,
        ...path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
      ],
      errors,
    }));
  form.setFields(fields);
  return fields.length > 0;
}
