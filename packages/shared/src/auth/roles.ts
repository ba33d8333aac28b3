export const ROLES = ['customer', 'staff', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const STAFF_ROLES = ['staff', 'manager', 'admin'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Khách hàng',
  staff: 'Nhân viên',
  manager: 'Quản lý',
  admin: 'Quản trị viên',
};

export function isStaffRole(role: Role): role is StaffRole {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Record<Gender, string> = { male: 'Nam', female: 'Nữ', other: 'Khác' };
