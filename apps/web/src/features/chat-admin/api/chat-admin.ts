import {
  CHAT_LIMITS,
  type ApiPage,
  type ChatConversationDto,
  type ChatCustomerSearchResult,
  type ChatMessageDto,
  type ChatMessagePage,
  type ChatPriority,
  type ChatUnreadCount,
} from '@salon/shared';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';
import { useLiveState } from '../../../lib/live-events';
import {
  appendMessage,
  conversationListQuery,
  mergeLatestPage,
  prependOlderPage,
  type ConversationFilters,
} from '../chat-logic';

/** Every query of the back-office chat starts with it. */
export const ADMIN_CHAT_KEY = ['admin-chat'] as const;
export const BASE = '/admin/chat';

export const chatKeys = {
  lists: [...ADMIN_CHAT_KEY, 'list'] as const,
  list: (filters: ConversationFilters) => [...ADMIN_CHAT_KEY, 'list', filters] as const,
  conversation: (id: number) => [...ADMIN_CHAT_KEY, 'conversation', id] as const,
  messages: (id: number) => [...ADMIN_CHAT_KEY, 'messages', id] as const,
  unread: [...ADMIN_CHAT_KEY, 'unread'] as const,
  allCustomers: [...ADMIN_CHAT_KEY, 'customers'] as const,
  customers: (q: string) => [...ADMIN_CHAT_KEY, 'customers', q] as const,
};

/**
 * Polling intervals while the live stream is down (back-office §9): the conversation list every
 * 30 s, the open conversation's messages every 5 s, the unread count at most once per 10 s.
 * While the stream is open, nothing polls: the chat events say what to fetch.
 */
export const CHAT_POLL_MS = {
  list: 30_000,
  messages: 5_000,
  unread: CHAT_LIMITS.fallbackPollMs,
} as const;

/** The interval to poll at, only while the live stream is not open. */
export function usePollInterval(ms: number): number | false {
  return useLiveState() === 'open' ? false : ms;
}

/** POST /conversations answers the conversation, or `{ conversation }` (back-office §7). */
type ConversationReply = ChatConversationDto | { conversation: ChatConversationDto };
const unwrap = (reply: ConversationReply): ChatConversationDto =>
  'conversation' in reply ? reply.conversation : reply;

export function useAdminConversations(filters: ConversationFilters) {
  const interval = usePollInterval(CHAT_POLL_MS.list);
  return useInfiniteQuery({
    queryKey: chatKeys.list(filters),
    queryFn: ({ signal, pageParam }) =>
      apiRequest<ApiPage<ChatConversationDto>>(
        `${BASE}/conversations${conversationListQuery(filters, pageParam)}`,
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    placeholderData: keepPreviousData,
    refetchInterval: interval,
  });
}

export function useAdminConversation(id: number | null) {
  return useQuery({
    queryKey: chatKeys.conversation(id ?? 0),
    queryFn: ({ signal }) =>
      apiRequest<ChatConversationDto>(`${BASE}/conversations/${id}`, { signal }),
    enabled: id !== null,
  });
}

/**
 * The open conversation's messages. Each fetch asks for the newest page and joins it to what is
 * shown (older pages loaded on demand stay): a live event, a poll or a retry all come here.
 */
export function useConversationMessages(id: number | null) {
  const client = useQueryClient();
  const interval = usePollInterval(CHAT_POLL_MS.messages);
  return useQuery({
    queryKey: chatKeys.messages(id ?? 0),
    queryFn: async ({ signal }) => {
      const latest = await apiRequest<ChatMessagePage>(
        `${BASE}/conversations/${id}/messages?per_page=${CHAT_LIMITS.messagesPerPage}`,
        { signal },
      );
      return mergeLatestPage(
        client.getQueryData<ChatMessagePage>(chatKeys.messages(id ?? 0)),
        latest,
      );
    },
    enabled: id !== null,
    refetchInterval: interval,
  });
}

/** Loads the page before the oldest message shown. */
export function useLoadOlderMessages(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (beforeId: number) =>
      apiRequest<ChatMessagePage>(
        `${BASE}/conversations/${id}/messages?before_id=${beforeId}&per_page=${CHAT_LIMITS.messagesPerPage}`,
      ),
    onSuccess: (older) =>
      client.setQueryData<ChatMessagePage>(chatKeys.messages(id), (cached) =>
        prependOlderPage(cached, older),
      ),
  });
}

export function useUnreadCount() {
  const interval = usePollInterval(CHAT_POLL_MS.unread);
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => apiRequest<ChatUnreadCount>(`${BASE}/unread-count`, { signal }),
    refetchInterval: interval,
    // Failures of the count are ignored (back-office §8): the badge keeps its last number.
    retry: false,
  });
}

export function useCustomerSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: chatKeys.customers(term),
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<ChatCustomerSearchResult> | ChatCustomerSearchResult[]>(
        `${BASE}/customers?${new URLSearchParams({
          q: term,
          per_page: String(CHAT_LIMITS.customerSearchPerPage),
        }).toString()}`,
        { signal },
      ).then((reply) => (Array.isArray(reply) ? reply : reply.data)),
    enabled: [...term].length >= CHAT_LIMITS.customerSearchMin,
    staleTime: 30_000,
    retry: false,
  });
}

/** After a change to a conversation: its detail, the lists and the count follow. */
function refreshAfterChange(client: QueryClient, conversation: ChatConversationDto) {
  client.setQueryData(chatKeys.conversation(conversation.id), conversation);
  void client.invalidateQueries({ queryKey: chatKeys.lists });
  void client.invalidateQueries({ queryKey: chatKeys.unread });
  // A customer's count of active conversations may have changed.
  void client.invalidateQueries({ queryKey: chatKeys.allCustomers });
}

export interface CreateConversationInput {
  customer_id: number;
  message: string;
  priority: ChatPriority;
}

export function useCreateConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateConversationInput) =>
      apiRequest<ConversationReply>(`${BASE}/conversations`, { method: 'POST', body }).then(unwrap),
    onSuccess: (conversation) => refreshAfterChange(client, conversation),
  });
}

export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      apiRequest<ChatMessageDto>(`${BASE}/conversations/${id}/messages`, {
        method: 'POST',
        body: { content },
      }),
    onSuccess: (message) => {
      client.setQueryData<ChatMessagePage>(chatKeys.messages(id), (cached) =>
        appendMessage(cached, message),
      );
      void client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}

export function useSendFile(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, caption }: { file: File; caption: string }) => {
      const form = new FormData();
      if (caption.trim()) form.append('caption', caption.trim());
      form.append('file', file);
      return apiFormRequest<ChatMessageDto>(`${BASE}/conversations/${id}/files`, form);
    },
    onSuccess: (message) => {
      client.setQueryData<ChatMessagePage>(chatKeys.messages(id), (cached) =>
        appendMessage(cached, message),
      );
      void client.invalidateQueries({ queryKey: chatKeys.lists });
    },
  });
}

export function useMarkRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<unknown>(`${BASE}/conversations/${id}/mark-read`, { method: 'POST' }),
    onSuccess: (_reply, id) => {
      // The list shows it read at once; the server's answer follows with the next fetch.
      client.setQueriesData<{ pages: ApiPage<ChatConversationDto>[] }>(
        { queryKey: chatKeys.lists },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((c) => (c.id === id ? { ...c, unread_count: 0 } : c)),
            })),
          },
      );
      client.setQueryData<ChatConversationDto>(
        chatKeys.conversation(id),
        (c) => c && { ...c, unread_count: 0 },
      );
      void client.invalidateQueries({ queryKey: chatKeys.unread });
    },
  });
}

export function useAssignConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adminId: number) =>
      apiRequest<ConversationReply>(`${BASE}/conversations/${id}/assign`, {
        method: 'POST',
        body: { admin_id: adminId },
      }).then(unwrap),
    onSuccess: (conversation) => refreshAfterChange(client, conversation),
  });
}

export function useCloseConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<ConversationReply>(`${BASE}/conversations/${id}/close`, {
        method: 'POST',
        body: reason.trim() ? { reason: reason.trim() } : {},
      }).then(unwrap),
    onSuccess: (conversation) => refreshAfterChange(client, conversation),
  });
}

export function useUpdatePriority(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (priority: ChatPriority) =>
      apiRequest<ConversationReply>(`${BASE}/conversations/${id}`, {
        method: 'PATCH',
        body: { priority },
      }).then(unwrap),
    onSuccess: (conversation) => refreshAfterChange(client, conversation),
  });
}

/** How many conversations are active (the test page's figure), from the list's total. */
export function useActiveConversationTotal(intervalMs: number) {
  const interval = usePollInterval(intervalMs);
  return useQuery({
    queryKey: [...ADMIN_CHAT_KEY, 'list', 'total'] as const,
    queryFn: ({ signal }) =>
      apiRequest<ApiPage<ChatConversationDto>>(
        `${BASE}/conversations?status=active&page=1&per_page=1`,
        { signal },
      ).then((page) => page.meta.total),
    refetchInterval: interval,
    retry: false,
  });
}

/** Posts a message into any conversation (the test page's simulation). */
export function postChatMessage(conversationId: number, content: string) {
  return apiRequest<ChatMessageDto>(`${BASE}/conversations/${conversationId}/messages`, {
    method: 'POST',
    body: { content },
  });
}
