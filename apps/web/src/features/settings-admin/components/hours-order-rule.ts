import { SETTINGS_ADMIN_MESSAGES as M } from '@salon/shared';
import type { FormRule } from 'antd';

/** The closing time of `path` must come after its opening time. */
export function closesAfterOpening(path: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, close: unknown) => {
      const open: unknown = getFieldValue([path, 'open']);
      if (typeof open === 'string' && typeof close === 'string' && close <= open) {
        throw new Error(M.hoursOrder);
      }
    },
  });
}
