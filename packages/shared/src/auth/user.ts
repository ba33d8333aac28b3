import type { Gender, Role } from './roles.js';

/** The signed-in user as the API returns it (`GET /api/auth/me`). */
export interface CurrentUser {
  id: number;
  role: Role;
  name: string;
  email: string | null;
  phone: string | null;
  avatar_url: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  branch_id: number | null;
  must_change_password: boolean;
  /** The two-factor policy covers the role and the user has not enrolled: enrol first. */
  two_factor_setup_required?: boolean;
  /** The phone was proven by a one-time code: bookings made with it join this account. */
  phone_verified: boolean;
}
