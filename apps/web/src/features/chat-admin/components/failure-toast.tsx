import type { App } from 'antd';
import { ApiError } from '../../../lib/api-client';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

/**
 * A failure toast with the spec's own text (back-office §8: 'Không thể gửi tin nhắn'…), and on a
 * second line the server's reason when it gave one ('Bạn gửi tin nhắn quá nhanh…').
 */
export function failureToast(message: MessageInstance, text: string, error: unknown): void {
  const reason =
    error instanceof ApiError && error.told && error.message !== text ? error.message : null;
  void message.error(
    reason ? (
      <span>
        {text}
        <br />
        <small>{reason}</small>
      </span>
    ) : (
      text
    ),
  );
}
