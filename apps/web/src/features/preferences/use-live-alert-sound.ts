import {
  CHAT_EVENTS,
  liveAlertFor,
  REALTIME_EVENTS,
  type ChatMessageCreatedEvent,
  type Preferences,
} from '@salon/shared';
import { playChime } from '../../lib/chime';
import { useLiveEvent } from '../../lib/live-events';

/**
 * In the back office: a short sound when a notification or a customer's chat message arrives on
 * the live stream, only when the user turned sounds on and only inside their notification hours.
 */
export function useLiveAlertSound(preferences: Preferences): void {
  const chime = () => {
    if (liveAlertFor(preferences, new Date()).sound) playChime();
  };
  useLiveEvent(REALTIME_EVENTS.notificationCreated, chime);
  useLiveEvent<ChatMessageCreatedEvent>(CHAT_EVENTS.messageCreated, (event) => {
    if (event.sender_type === 'customer') chime();
  });
}
