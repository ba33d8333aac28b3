import type { Gender, StaffRole } from '../auth/roles.js';
import type { StaffStatus } from './constants.js';

/** A stylist profile (`staff_profiles`); every member has one once it was first saved. */
export interface StylistProfile {
  is_stylist: boolean;
  title: string | null;
  bio: string | null;
  specialties: string[];
  experience_years: number;
  rating: number | null;
}

/** One team member on the staff screen. */
export interface StaffMember {
  id: number;
  name: string;
  email: string | null;
  /** National form (0912345678), as typed in the forms. */
  phone: string | null;
  role: StaffRole;
  status: StaffStatus;
  gender: Gender | null;
  date_of_birth: string | null;
  avatar_url: string | null;
  branch_id: number | null;
  branch_name: string | null;
  last_login_at: string | null;
  created_at: string;
  /** null while no profile row exists. */
  profile: StylistProfile | null;
  /** Pending or confirmed appointments, today or later, this member serves. */
  upcoming_appointments: number;
  completed_appointments: number;
}

/**
 * The reply of a change. `upcoming_appointments` is set when the change leaves the member's
 * upcoming appointments with a stylist the booking engine no longer offers (deactivated, moved to
 * another branch, no longer a stylist): those need reassigning on the appointment desk.
 */
export interface StaffChangeResult {
  member: StaffMember;
  upcoming_appointments?: number;
}
