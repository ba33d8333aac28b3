import { z } from 'zod';

/** Zod's own messages (wrong type, unknown value…) in Vietnamese, where a schema gives none. */
export function configureVietnameseValidationMessages(): void {
  z.config(z.locales.vi());
}
