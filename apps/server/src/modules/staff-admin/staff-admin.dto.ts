import type { StaffMember, StylistProfile } from '@salon/shared';
import { toNationalPhone } from '@salon/shared';
import type { AppointmentCounts, StaffRow } from './staff-admin.repository.js';

function parseList(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function toProfile(row: StaffRow): StylistProfile | null {
  if (row.profile_user_id === null) return null;
  return {
    is_stylist: Boolean(row.is_stylist),
    title: row.title,
    bio: row.bio,
    specialties: parseList(row.specialties),
    experience_years: Number(row.experience_years ?? 0),
    rating: row.rating === null ? null : Number(row.rating),
  };
}

export function toStaffMember(row: StaffRow, counts: AppointmentCounts | undefined): StaffMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone ? toNationalPhone(row.phone) : null,
    role: row.role,
    status: row.status,
    gender: row.gender,
    date_of_birth: row.date_of_birth,
    avatar_url: row.avatar_url,
    branch_id: row.branch_id,
    branch_name: row.branch_name,
    last_login_at: row.last_login_at,
    created_at: String(row.created_at),
    profile: toProfile(row),
    upcoming_appointments: counts?.upcoming ?? 0,
    completed_appointments: counts?.completed ?? 0,
  };
}
