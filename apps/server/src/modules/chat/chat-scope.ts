import { isStaffRole, type CurrentUser } from '@salon/shared';

/**
 * Which conversations a back-office user can see. Managers and admins see every one; so does a
 * staff member bound to no branch (as on the orders and appointments screens). A staff member of
 * a branch sees that branch's conversations, those with no branch, and those assigned to them;
 * anything else is "not found" to them, on the API and on the live stream alike.
 */
export type StaffScope = { kind: 'all' } | { kind: 'branch'; branchId: number; userId: number };

export function staffScope(user: CurrentUser): StaffScope {
  if (user.role === 'staff' && user.branch_id !== null) {
    return { kind: 'branch', branchId: user.branch_id, userId: user.id };
  }
  return { kind: 'all' };
}

/** What the scope rule needs of a conversation. */
export interface ScopedConversation {
  branch_id: number | null;
  assigned_to: number | null;
}

export function scopeAllows(scope: StaffScope, conversation: ScopedConversation): boolean {
  if (scope.kind === 'all') return true;
  return (
    conversation.branch_id === null ||
    conversation.branch_id === scope.branchId ||
    conversation.assigned_to === scope.userId
  );
}

/** The back-office side of a conversation: a signed-in staff, manager or admin. */
export function isBackOffice(user: CurrentUser): boolean {
  return isStaffRole(user.role);
}
