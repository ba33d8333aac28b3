import type { CurrentUser } from '@salon/shared';
import type { UserRow } from '../../db/schema.js';

/** The user as the API shows it: never the password hash. */
export function toCurrentUser(user: UserRow): CurrentUser {
  return {
    id: user.id,
    role: user.role,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar_url: user.avatar_url,
    gender: user.gender,
    date_of_birth: user.date_of_birth,
    branch_id: user.branch_id,
    must_change_password: user.must_change_password,
    phone_verified: user.phone_verified_at !== null,
  };
}
