import type { CurrentUser } from '@salon/shared';
import { staffScope } from './chat-scope.js';

/*
 * The live stream's chat channels for the back office. The rule is the one of `chat-scope.ts`:
 * what a user may see on the API is what their stream hears. The customer's events go to their
 * own user channel; a conversation assigned to a staff member outside their branch reaches them
 * on theirs.
 */

/** Every conversation: managers, admins and staff bound to no branch. */
export const CHAT_ALL_CHANNEL = 'chat.all';
/** Conversations of no branch: every staff member listens. */
export const CHAT_NO_BRANCH_CHANNEL = 'chat.branch.none';

/** Conversations of one branch: its staff listen. */
export function chatBranchChannel(branchId: number): string {
  return `chat.branch.${branchId}`;
}

/** The chat channels a back-office user's stream listens on (besides their user channel). */
export function staffChatChannels(user: CurrentUser): string[] {
  const scope = staffScope(user);
  if (scope.kind === 'all') return [CHAT_ALL_CHANNEL];
  return [chatBranchChannel(scope.branchId), CHAT_NO_BRANCH_CHANNEL];
}
