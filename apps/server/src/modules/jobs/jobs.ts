import { REALTIME_LIMITS } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { forgetOldKeys } from '../../lib/idempotency.js';
import { UPLOADS_KEY_PREFIX } from '../../lib/uploads/image-store.js';
import type { Services } from '../../services.js';
import { JobRunner } from './job-runner.js';
import { JobsRepository } from './jobs.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The recurring jobs; tests call `app.jobs.runDueJobs(now)`. */
    jobs: JobRunner;
  }
}

/** How often each recurring job runs. */
export const JOB_INTERVALS_MS = {
  'notification-delivery': REALTIME_LIMITS.deliveryIntervalMs,
  'outbox-sender': 15_000,
  'appointment-reminders': 60_000,
  'idempotency-cleanup': 3_600_000,
  'unpaid-order-expiry': 300_000,
  'product-expiry-reminders': 86_400_000,
  'ai-chat-retention': 3_600_000,
  'audit-seal': 5_000,
  'audit-retention': 86_400_000,
  'incident-rules': 60_000,
  'image-variants': 86_400_000,
} as const;

/** The image-copy job's first run after a fresh start. */
export const IMAGE_VARIANTS_FIRST_RUN_AFTER_MS = 10 * 60_000;

/** The app's recurring jobs. */
export function createJobRunner(
  db: Db,
  services: Services,
  onError: (job: string, error: unknown) => void,
): JobRunner {
  const runner = new JobRunner(new JobsRepository(db), onError);
  runner.register({
    name: 'notification-delivery',
    intervalMs: JOB_INTERVALS_MS['notification-delivery'],
    run: async (now) => {
      await services.notificationDelivery.deliverDue(now);
    },
  });
  runner.register({
    name: 'outbox-sender',
    intervalMs: JOB_INTERVALS_MS['outbox-sender'],
    run: async (now) => {
      await services.outbox.sendDue(now);
    },
  });
  runner.register({
    name: 'appointment-reminders',
    intervalMs: JOB_INTERVALS_MS['appointment-reminders'],
    run: async (now) => {
      await services.appointmentReminders.run(now);
    },
  });
  runner.register({
    name: 'unpaid-order-expiry',
    intervalMs: JOB_INTERVALS_MS['unpaid-order-expiry'],
    run: async (now) => {
      await services.orderExpiry.run(now);
    },
  });
  runner.register({
    name: 'product-expiry-reminders',
    intervalMs: JOB_INTERVALS_MS['product-expiry-reminders'],
    run: async (now) => {
      await services.productExpiryReminders.run(now);
    },
  });
  runner.register({
    name: 'ai-chat-retention',
    intervalMs: JOB_INTERVALS_MS['ai-chat-retention'],
    run: async (now) => {
      await services.aiChatRetention.run(now);
    },
  });
  runner.register({
    name: 'audit-seal',
    intervalMs: JOB_INTERVALS_MS['audit-seal'],
    run: async () => {
      await services.auditChain.seal();
    },
  });
  runner.register({
    name: 'audit-retention',
    intervalMs: JOB_INTERVALS_MS['audit-retention'],
    run: async (now) => {
      await services.auditLog.purge(now);
    },
  });
  runner.register({
    name: 'backups',
    intervalMs: services.backups.intervalMs,
    run: async (now) => {
      await services.backups.runScheduled(now);
    },
  });
  runner.register({
    name: 'incident-rules',
    intervalMs: JOB_INTERVALS_MS['incident-rules'],
    run: async (now) => {
      await services.incidentEngine.scan(now);
    },
  });
  runner.register({
    // Pictures that have no responsive copies yet (the demo's at first start, restored ones)
    // get them in the background, after whatever visitors ask for. Not right at a fresh start:
    // copies are made on first request anyway, and a starting server has better use for its CPU.
    name: 'image-variants',
    intervalMs: JOB_INTERVALS_MS['image-variants'],
    firstRunAfterMs: IMAGE_VARIANTS_FIRST_RUN_AFTER_MS,
    run: async () => {
      await services.imageVariants.prepareFolder(UPLOADS_KEY_PREFIX);
    },
  });
  runner.register({
    name: 'idempotency-cleanup',
    intervalMs: JOB_INTERVALS_MS['idempotency-cleanup'],
    run: async (now) => {
      await forgetOldKeys(db, now);
      await services.limits.purgeExpired();
    },
  });
  return runner;
}

/**
 * Puts the runner on the app; with `run` it also starts once the app is ready (the server does
 * this, tests do not and call `runDueJobs` themselves). Closing the app waits for a run in progress.
 */
export function attachJobs(app: FastifyInstance, runner: JobRunner, run: boolean): void {
  app.decorate('jobs', runner);
  if (run) app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
}
