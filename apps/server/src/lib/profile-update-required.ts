import {
  PROFILE_MESSAGES,
  PROFILE_UPDATE_REQUIRED,
  profileUpdateErrors,
  type ProfileUpdateReason,
} from '@salon/shared';
import { AppError } from './app-error.js';

/**
 * A customer's action refused until the profile is complete (customer-account §4): 409
 * `PROFILE_UPDATE_REQUIRED`, its `errors` keyed by the reasons, which open the forced profile
 * modal on the client.
 */
export function profileUpdateRequired(reasons: ProfileUpdateReason[]): AppError {
  return new AppError(
    PROFILE_UPDATE_REQUIRED,
    PROFILE_MESSAGES.updateRequiredError,
    409,
    profileUpdateErrors(reasons),
  );
}

/**
 * The account, once it has a name and a phone (booking and ordering as the customer need both);
 * otherwise the refusal above.
 */
export function requireBasicInfo<T extends { name: string | null; phone: string | null }>(
  account: T,
): T & { name: string; phone: string } {
  const { name, phone } = account;
  if (!name?.trim() || !phone?.trim()) throw profileUpdateRequired(['basic_info_missing']);
  return { ...account, name, phone };
}
