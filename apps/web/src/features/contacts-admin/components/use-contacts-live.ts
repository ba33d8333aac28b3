import { CONTACT_ADMIN_MESSAGES as M, CONTACT_EVENTS } from '@salon/shared';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useLiveEvent } from '../../../lib/live-events';
import { CONTACTS_KEY } from '../api/contact-keys';

/**
 * The desk follows the live stream: a new or changed contact refreshes the open list, the
 * statistics and the detail without a reload (events carry ids only).
 */
export function useContactsLive(): void {
  const client = useQueryClient();
  const { message } = App.useApp();
  useLiveEvent(CONTACT_EVENTS.created, () => {
    void client.invalidateQueries({ queryKey: CONTACTS_KEY });
    void message.info(M.liveNew);
  });
  useLiveEvent(CONTACT_EVENTS.updated, () => {
    void client.invalidateQueries({ queryKey: CONTACTS_KEY });
  });
}
