import type { CurrentUser } from '@salon/shared';
import { createChatService, type ChatPluginOptions } from '../chat/chat.plugin.js';
import { ChatEvents } from '../chat/chat-events.js';
import { customerParty } from '../chat/chat.service.js';
import type { StaffChat } from './ai-chat-handover.js';

/**
 * The handover's way into the support chat: the customer's message goes through the chat's own
 * service (its bell, live events and limits), and the handover is announced on the chat's live
 * channels.
 */
export function supportChat(options: ChatPluginOptions): StaffChat {
  const chat = createChatService(options);
  const events = new ChatEvents(options.bus);
  return {
    async postAsCustomer(user: CurrentUser, conversationId: number, content: string) {
      await chat.send(customerParty(user), conversationId, content);
    },
    handedOver(conversationId: number, customerId: number) {
      events.conversationUpdated(
        {
          id: conversationId,
          customer_id: customerId,
          branch_id: null,
          assigned_to: null,
          admin_role: null,
          admin_branch_id: null,
        },
        'handed_over',
      );
    },
  };
}
