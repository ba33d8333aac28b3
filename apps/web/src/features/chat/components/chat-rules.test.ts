import { CHAT_LIMITS, CHAT_MESSAGES, type ChatMessageDto } from '@salon/shared';
import { describe, expect, it } from 'vitest';
import {
  chatFileUrl,
  checkChatFile,
  formatFileSize,
  isImageMessage,
  mergeMessages,
  messagePreview,
  sendableText,
  showsCounter,
} from './chat-rules';

function message(id: number, overrides: Partial<ChatMessageDto> = {}): ChatMessageDto {
  return {
    id,
    conversation_id: 1,
    sender_type: 'customer',
    sender: null,
    message_type: 'text',
    content: `tin ${id}`,
    file_path: null,
    file_name: null,
    file_size: null,
    read_at: null,
    created_at: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}

describe('checkChatFile', () => {
  it('takes JPG, PNG, WEBP and PDF up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp', 'application/pdf']) {
      expect(checkChatFile({ name: 'a', type, size: 1000 })).toBeNull();
    }
    expect(
      checkChatFile({ name: 'a.png', type: 'image/png', size: CHAT_LIMITS.fileMaxBytes }),
    ).toBeNull();
  });

  it('refuses other types with the spec message', () => {
    for (const type of ['image/gif', 'text/plain', 'application/zip', 'image/svg+xml']) {
      expect(checkChatFile({ name: 'a', type, size: 10 })).toBe(CHAT_MESSAGES.fileTypeNotAllowed);
    }
  });

  it('decides by the name when the system gives no type', () => {
    expect(checkChatFile({ name: 'Don.PDF', type: '', size: 10 })).toBeNull();
    expect(checkChatFile({ name: 'anh.jpeg', type: '', size: 10 })).toBeNull();
    expect(checkChatFile({ name: 'ghi-chu.txt', type: '', size: 10 })).toBe(
      CHAT_MESSAGES.fileTypeNotAllowed,
    );
  });

  it('refuses a file over 5 MB', () => {
    expect(
      checkChatFile({ name: 'a.jpg', type: 'image/jpeg', size: CHAT_LIMITS.fileMaxBytes + 1 }),
    ).toBe(CHAT_MESSAGES.fileTooLarge);
  });
});

describe('sendableText and showsCounter', () => {
  it('trims, refuses spaces alone and text over the limit', () => {
    expect(sendableText('  chào  ')).toBe('chào');
    expect(sendableText(' \n\t ')).toBeNull();
    expect(sendableText('a'.repeat(CHAT_LIMITS.messageMax))).toHaveLength(CHAT_LIMITS.messageMax);
    expect(sendableText('a'.repeat(CHAT_LIMITS.messageMax + 1))).toBeNull();
    // Spaces around do not count against the limit.
    expect(sendableText(` ${'a'.repeat(CHAT_LIMITS.messageMax)} `)).not.toBeNull();
    expect(sendableText('abc', 2)).toBeNull();
  });

  it('shows the counter past 80 % of the limit', () => {
    expect(showsCounter(1600)).toBe(false);
    expect(showsCounter(1601)).toBe(true);
    expect(showsCounter(801, 1000)).toBe(true);
  });
});

describe('chatFileUrl and isImageMessage', () => {
  it('keeps served paths and puts stored ones under /api/storage', () => {
    expect(chatFileUrl('/api/chat/files/2')).toBe('/api/chat/files/2');
    expect(chatFileUrl('chat/2026/11/a.webp')).toBe('/api/storage/chat/2026/11/a.webp');
    expect(chatFileUrl(null)).toBeNull();
  });

  it('shows pictures inline, PDFs as files', () => {
    expect(isImageMessage(message(1, { message_type: 'image' }))).toBe(true);
    expect(isImageMessage(message(1, { message_type: 'file', file_name: 'don.pdf' }))).toBe(false);
    expect(isImageMessage(message(1, { message_type: 'file', file_name: 'anh.webp' }))).toBe(true);
    expect(isImageMessage(message(1))).toBe(false);
  });
});

describe('formatFileSize', () => {
  it('writes sizes the Vietnamese way', () => {
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1,3 MB');
    expect(formatFileSize(100)).toBe('1 KB');
    expect(formatFileSize(null)).toBe('');
  });
});

describe('mergeMessages', () => {
  it('orders by id, once each, the later copy winning', () => {
    const merged = mergeMessages(
      [message(3), message(1)],
      [message(2), message(3, { read_at: '2026-11-26T11:00:00.000Z' })],
    );
    expect(merged.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(merged[2]?.read_at).toBe('2026-11-26T11:00:00.000Z');
  });
});

describe('messagePreview', () => {
  it('says who wrote last and what', () => {
    expect(messagePreview(null, 'customer')).toBe('Chưa có tin nhắn');
    expect(
      messagePreview(
        { content: 'Chào\n  salon', sender_type: 'customer', message_type: 'text' },
        'customer',
      ),
    ).toBe('Bạn: Chào salon');
    expect(
      messagePreview({ content: '', sender_type: 'staff', message_type: 'image' }, 'customer'),
    ).toBe('[Hình ảnh]');
    expect(
      messagePreview({ content: 'bảng giá', sender_type: 'staff', message_type: 'file' }, 'staff'),
    ).toBe('Bạn: [Tệp] bảng giá');
  });
});
