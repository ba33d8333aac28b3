import type { Role } from '@salon/shared';
import type { Db } from '../db/database.js';
import { createUser } from './factories.js';

/** A team member of a branch, with a stylist profile when `profile` is given. */
export async function createStaffMember(
  db: Db,
  branchId: number,
  options: {
    role?: Extract<Role, 'staff' | 'manager' | 'admin'>;
    name?: string;
    email?: string;
    status?: 'active' | 'inactive';
    profile?: { is_stylist?: boolean; title?: string; specialties?: string[]; rating?: number };
  } = {},
) {
  const { user, password } = await createUser(db, {
    role: options.role ?? 'staff',
    branch_id: branchId,
    ...(options.name ? { name: options.name } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.status ? { status: options.status } : {}),
  });
  if (options.profile) {
    await db
      .insertInto('staff_profiles')
      .values({
        user_id: user.id,
        is_stylist: options.profile.is_stylist ?? true,
        title: options.profile.title ?? 'Stylist',
        bio: null,
        specialties: JSON.stringify(options.profile.specialties ?? []),
        experience_years: 3,
        rating: options.profile.rating ?? null,
      })
      .execute();
  }
  return { user, password };
}
