import { canAccessAdminPage, isStaffRole, REALTIME_LIMITS } from '@salon/shared';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser, guards } from '../../plugins/auth.js';
import { staffChatChannels } from '../chat/chat-channels.js';
import { CONTACTS_CHANNEL } from '../contacts/contact-alerts.js';
import {
  ADMIN_NOTIFICATIONS_CHANNEL,
  userChannel,
  type BusMessage,
  type EventBus,
} from './event-bus.js';

/** One line of the stream: an SSE event with its JSON data. */
export function sseFrame(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * GET /api/events: the signed-in user's live stream (Server-Sent Events). It carries the user's
 * own notification and chat events and, for staff, the back office's `admin.notifications` and
 * chat channels. The stream only says what changed; the pages fetch through the normal API, so a
 * missed event costs nothing more than the polling fallback.
 *
 * A stream lives only as long as its session: before each event, and at each heartbeat, it asks
 * whether the session still holds (logout, password change, deactivation and expiry all end it,
 * on whichever instance), and ends itself when not.
 */
export const eventsRoutes: FastifyPluginAsync<{
  bus: EventBus;
  sessionIsLive: (sessionId: number) => Promise<boolean>;
}> = async (app, { bus, sessionIsLive }) => {
  const open = new Map<number, Set<() => void>>();
  // Closing the app ends every stream, or it would wait for the browsers to hang up.
  app.addHook('preClose', async () => {
    for (const closers of open.values()) for (const close of [...closers]) close();
  });

  app.get(
    '/events',
    {
      preValidation: guards.user,
      schema: {
        tags: ['realtime'],
        summary: 'Luồng sự kiện trực tiếp (Server-Sent Events) của người dùng đang đăng nhập',
      },
    },
    (request, reply) => {
      const user = currentUser(request);
      const sessionId = request.sessionId;
      const channels = [userChannel(user.id)];
      // Staff also hear the chat conversations they may see (chat-scope.ts): all of them, or
      // their branch's and those of no branch (assigned ones arrive on their user channel).
      if (isStaffRole(user.role)) {
        channels.push(ADMIN_NOTIFICATIONS_CHANNEL, ...staffChatChannels(user));
      }
      // Those who may open contacts hear new and changed ones (the list refreshes itself).
      if (canAccessAdminPage(user.role, 'contacts')) channels.push(CONTACTS_CHANNEL);

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        // Proxies such as nginx would otherwise hold the events back.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${REALTIME_LIMITS.retryMs}\n\n`);

      // Writes go one after another, each only while the session holds.
      let writes = Promise.resolve();
      const whileLive = (write: () => void) => {
        writes = writes
          .then(async () => {
            if (raw.writableEnded) return;
            if (sessionId !== null && (await sessionIsLive(sessionId))) write();
            else close();
          })
          .catch(() => close());
      };
      const send = (message: BusMessage) =>
        whileLive(() => raw.write(sseFrame(message.event, message.data)));
      const unsubscribe = bus.subscribe(channels, send);
      const heartbeat = setInterval(
        () => whileLive(() => raw.write(': ping\n\n')),
        REALTIME_LIMITS.heartbeatMs,
      );
      heartbeat.unref();

      let closers = open.get(user.id);
      if (!closers) open.set(user.id, (closers = new Set()));
      const close = () => {
        clearInterval(heartbeat);
        unsubscribe();
        closers.delete(close);
        if (closers.size === 0) open.delete(user.id);
        if (!raw.writableEnded) raw.end();
      };
      closers.add(close);
      // Too many tabs: the oldest stream gives way (its browser reconnects if it is still open).
      if (closers.size > REALTIME_LIMITS.maxStreamsPerUser) [...closers][0]?.();
      request.raw.on('close', close);
    },
  );
};
