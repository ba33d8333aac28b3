import { CHAT_LIMITS, type ChatMessageDto, type ChatMessagePage } from '@salon/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiFormRequest, apiRequest } from '../../../lib/api-client';
import { mergeMessages } from '../components/chat-rules';
import { CONVERSATIONS_KEY, messagesKey } from './keys';

const PAGE = CHAT_LIMITS.messagesPerPage;

function messagesPath(conversationId: number, query: string): string {
  return `/chat/conversations/${conversationId}/messages?per_page=${PAGE}${query}`;
}

function isMessage(value: unknown): value is ChatMessageDto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ChatMessageDto).id === 'number' &&
    typeof (value as ChatMessageDto).sender_type === 'string'
  );
}

/**
 * One conversation's messages, oldest first. Loading (and reloading) reads the latest page and
 * keeps the older pages already shown; `fetchNewer` asks only for what came after the last one
 * (a live event); `fetchOlder` pages back.
 */
export function useConversationMessages(conversationId: number | null) {
  const queryClient = useQueryClient();
  const key = messagesKey(conversationId);
  const [loadingOlder, setLoadingOlder] = useState(false);

  const query = useQuery({
    queryKey: key,
    enabled: conversationId !== null,
    queryFn: async ({ signal }): Promise<ChatMessagePage> => {
      const latest = await apiRequest<ChatMessagePage>(messagesPath(conversationId!, ''), {
        signal,
      });
      const cached = queryClient.getQueryData<ChatMessagePage>(key);
      const firstNew = latest.messages[0]?.id;
      if (!cached || firstNew === undefined) return latest;
      const older = cached.messages.filter((m) => m.id < firstNew);
      if (older.length === 0) return latest;
      return { messages: mergeMessages(older, latest.messages), has_more: cached.has_more };
    },
  });

  const append = useCallback(
    (messages: readonly ChatMessageDto[]) => {
      queryClient.setQueryData<ChatMessagePage>(messagesKey(conversationId), (page) =>
        page ? { ...page, messages: mergeMessages(page.messages, messages) } : page,
      );
    },
    [queryClient, conversationId],
  );

  const fetchNewer = useCallback(async () => {
    if (conversationId === null) return;
    const page = queryClient.getQueryData<ChatMessagePage>(messagesKey(conversationId));
    const lastId = page?.messages.at(-1)?.id;
    if (lastId === undefined) {
      await queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) });
      return;
    }
    const newer = await apiRequest<ChatMessagePage>(
      messagesPath(conversationId, `&after_id=${lastId}`),
    );
    // A full page may not be all of them: read the latest page instead.
    if (newer.messages.length >= PAGE) {
      await queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) });
    } else if (newer.messages.length > 0) {
      append(newer.messages);
    }
  }, [queryClient, conversationId, append]);

  const fetchOlder = useCallback(async () => {
    if (conversationId === null) return;
    const page = queryClient.getQueryData<ChatMessagePage>(messagesKey(conversationId));
    const firstId = page?.messages[0]?.id;
    if (firstId === undefined) return;
    setLoadingOlder(true);
    try {
      const older = await apiRequest<ChatMessagePage>(
        messagesPath(conversationId, `&before_id=${firstId}`),
      );
      queryClient.setQueryData<ChatMessagePage>(messagesKey(conversationId), (current) =>
        current
          ? { messages: mergeMessages(older.messages, current.messages), has_more: older.has_more }
          : current,
      );
    } finally {
      setLoadingOlder(false);
    }
  }, [queryClient, conversationId]);

  return { ...query, fetchNewer, fetchOlder, loadingOlder, append };
}

/** After something was sent: show it, fetch anything else new, and reload the list's previews. */
function useAfterSend(conversationId: number) {
  const queryClient = useQueryClient();
  return (sent: unknown, append: (messages: ChatMessageDto[]) => void) => {
    if (isMessage(sent)) append([sent]);
    else void queryClient.invalidateQueries({ queryKey: messagesKey(conversationId) });
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  };
}

/** POST …/messages {content}. */
export function useSendMessage(
  conversationId: number,
  append: (messages: ChatMessageDto[]) => void,
) {
  const after = useAfterSend(conversationId);
  return async (content: string) => {
    const sent = await apiRequest<unknown>(`/chat/conversations/${conversationId}/messages`, {
      method: 'POST',
      body: { content },
    });
    after(sent, append);
  };
}

/** POST …/files: multipart `file` and an optional `caption`. */
export function useSendFile(conversationId: number, append: (messages: ChatMessageDto[]) => void) {
  const after = useAfterSend(conversationId);
  return async (file: File, caption?: string) => {
    const form = new FormData();
    // The caption first: a streaming reader of the form sees it before the file.
    if (caption) form.append('caption', caption);
    form.append('file', file);
    const sent = await apiFormRequest<unknown>(`/chat/conversations/${conversationId}/files`, form);
    after(sent, append);
  };
}
