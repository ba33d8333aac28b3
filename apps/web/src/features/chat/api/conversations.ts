import {
  CHAT_MESSAGES as M,
  type ApiPage,
  type ChatConversationDto,
  type ChatConversationType,
} from '@salon/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, ApiError } from '../../../lib/api-client';
import { CHAT_UNREAD_KEY, CONVERSATIONS_KEY } from './keys';

/** Enough for every conversation a customer keeps (the API allows at most 50 a page). */
const LIST_SIZE = 50;

/** GET /api/chat/conversations: the customer's own, active and closed, newest activity first. */
export function useConversations() {
  return useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<ChatConversationDto>>(`/chat/conversations?per_page=${LIST_SIZE}`, {
        signal,
      }),
    select: (page) => page.data,
  });
}

/** The active conversation of a type, if any. */
export function activeOfType(
  conversations: readonly ChatConversationDto[] | undefined,
  type: ChatConversationType,
): ChatConversationDto | undefined {
  return conversations?.find((c) => c.type === type && c.status === 'active');
}

/**
 * POST /api/chat/conversations. A 409 means an active one of the type exists (customer-account
 * §8): the list is read again and that one is the answer, so the page simply opens it.
 */
export function useCreateConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { type: ChatConversationType; message?: string }) => {
      try {
        // 201 { conversation } (the contract's DTO alone is read as well).
        const created = await apiRequest<
          { conversation: ChatConversationDto } | ChatConversationDto
        >('/chat/conversations', { method: 'POST', body: input });
        return 'conversation' in created ? created.conversation : created;
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) throw error;
        const page = await queryClient.fetchQuery({
          queryKey: CONVERSATIONS_KEY,
          queryFn: ({ signal }) =>
            apiRequest<ApiPage<ChatConversationDto>>(`/chat/conversations?per_page=${LIST_SIZE}`, {
              signal,
            }),
          staleTime: 0,
        });
        const existing = activeOfType(page.data, input.type);
        if (!existing) throw new ApiError(M.createFailed, 409, 'CONFLICT', {}, false);
        return existing;
      }
    },
    onSuccess: (conversation) => {
      queryClient.setQueryData<ApiPage<ChatConversationDto>>(CONVERSATIONS_KEY, (page) =>
        page && !page.data.some((c) => c.id === conversation.id)
          ? { ...page, data: [conversation, ...page.data] }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}

/** POST …/mark-read: once the server has it, the conversation's count drops and the counts reload. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number) =>
      apiRequest<unknown>(`/chat/conversations/${conversationId}/mark-read`, { method: 'POST' }),
    onSuccess: (_read, conversationId) => {
      queryClient.setQueryData<ApiPage<ChatConversationDto>>(CONVERSATIONS_KEY, (page) =>
        page
          ? {
              ...page,
              data: page.data.map((c) => (c.id === conversationId ? { ...c, unread_count: 0 } : c)),
            }
          : page,
      );
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: CHAT_UNREAD_KEY });
    },
  });
}
