import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { configureVietnameseValidationMessages, salonToday } from '@salon/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import { KeptAnswersDoor, placeInFront } from './lib/reply-cache/kept-answers-door.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { failureDocsPlugin } from './plugins/failure-docs.js';
import { jsonBodyPlugin } from './plugins/json-body.js';
import { multipartPlugin } from './plugins/multipart.js';
import { RequestLog } from './plugins/request-log.js';
import { securityPlugin } from './plugins/security.js';
import { DEFAULT_WEB_DIST, webPlugin } from './plugins/web.js';
import { ReplyCache } from './lib/reply-cache/reply-cache.js';
import { replySerializerCompiler } from './lib/reply-serializer.js';
import { createServices } from './services.js';
import { auditContextPlugin } from './modules/audit/audit-context.js';
import { auditLogRoutes } from './modules/audit/audit-log.routes.js';
import { securityOverviewRoutes } from './modules/security-overview/security-overview.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { passwordRoutes } from './modules/auth/password.routes.js';
import { passwordResetRoutes } from './modules/password-reset/password-reset.routes.js';
import { branchesRoutes } from './modules/branches/branches.routes.js';
import { branchesAdminRoutes } from './modules/branches/branches-admin.routes.js';
import { scheduleRoutes } from './modules/branches/schedule.routes.js';
import { bookingRoutes } from './modules/booking/booking.routes.js';
import {
  adminAppointmentsRoutes,
  adminStylistsRoutes,
} from './modules/admin-appointments/admin-appointments.routes.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { customerAddressesRoutes } from './modules/customer-addresses/customer-addresses.routes.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes.js';
import { customerAppointmentsRoutes } from './modules/customer-appointments/customer-appointments.routes.js';
import { customerOrdersRoutes } from './modules/customer-orders/customer-orders.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { publicPromotionsRoutes } from './modules/catalog/promotions-public.routes.js';
import { promotionsRoutes } from './modules/promotions/promotions.routes.js';
import { contactsRoutes } from './modules/contacts/contacts.routes.js';
import { contactDeskRoutes } from './modules/contacts/contact-desk.routes.js';
import { helpRoutes } from './modules/help/help.routes.js';
import { seoRoutes, siteBase } from './modules/seo/seo.routes.js';
import { adminCategoriesRoutes } from './modules/catalog/admin-categories.routes.js';
import { adminItemsRoutes } from './modules/catalog/admin-items.routes.js';
import { suppliersRoutes } from './modules/catalog/suppliers.routes.js';
import { staffAdminRoutes } from './modules/staff-admin/staff-admin.routes.js';
import { staffProfileRoutes } from './modules/staff-profile/staff-profile.routes.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { adminSliderRoutes, publicSliderRoutes } from './modules/content/sliders.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { salonFiguresRoutes } from './modules/salon-figures/salon-figures.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { settingsAdminRoutes } from './modules/settings/settings-admin.routes.js';
import { attachJobs, createJobRunner } from './modules/jobs/jobs.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { broadcastingRoutes } from './modules/notifications/broadcasting.routes.js';
import { approvedLinksRoutes } from './modules/approved-links/approved-links.routes.js';
import { eventsRoutes } from './modules/realtime/events.routes.js';
import { adminSessionsRoutes, ownSessionsRoutes } from './modules/sessions/sessions.routes.js';
import { PgEventRelay } from './modules/realtime/pg-event-relay.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { notificationsAdminRoutes } from './modules/notifications-admin/notifications-admin.routes.js';
import { paymentsWebhookRoutes } from './modules/payments/payments.routes.js';
import { paymentsAdminRoutes } from './modules/payments/payments-admin.routes.js';
import { publicPaymentMethodsRoutes } from './modules/payments/payment-methods.routes.js';
import { webhookStatusRoutes } from './modules/payments/webhook-status.js';
import { profileRoutes } from './modules/customer-profile/profile.routes.js';
import { phoneVerificationRoutes } from './modules/phone-verification/phone-verification.routes.js';
import { profileStatusRoutes } from './modules/customer-profile/profile-status.routes.js';
import { customerProductsRoutes } from './modules/customer-products/customer-products.routes.js';
import { customerNotesRoutes } from './modules/customer-notes/customer-notes.routes.js';
import { adminCustomerNotesRoutes } from './modules/customer-notes/admin-customer-notes.routes.js';
import { chatPlugin } from './modules/chat/chat.plugin.js';
import { securityPoliciesRoutes } from './modules/security-policies/security-policies.routes.js';
import { twoFactorRoutes } from './modules/security-policies/two-factor.routes.js';
import { privacyPlugin } from './modules/privacy/privacy.plugin.js';
import { aiChatPlugin } from './modules/ai-chat/ai-chat.plugin.js';
import { customersAdminPlugin } from './modules/customers-admin/customers-admin.plugin.js';
import { dashboardPlugin } from './modules/dashboard/dashboard.routes.js';
import { helpAdminPlugin } from './modules/help-admin/help-admin.plugin.js';
import { invoiceRequestsModule } from './modules/invoice-requests/invoice-requests.plugin.js';
import { backupsRoutes } from './modules/backups/backups.routes.js';
import { incidentsPlugin } from './modules/incidents/incidents.plugin.js';

/** How often expired sessions are removed. */
export const SESSION_PURGE_INTERVAL_MS = 60 * 60 * 1000;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** Where the built web app is; defaults to apps/web/dist. */
  webDist?: string;
  /** Run the recurring jobs (the server does; tests call `app.jobs.runDueJobs` instead). */
  runJobs?: boolean;
  /** Where the log goes; standard output by default. */
  logStream?: { write(line: string): void };
  /**
   * Check every reply against its zod schema (lib/reply-serializer.ts): on unless turned off;
   * the production server (server.ts) turns it off.
   */
  checkReplies?: boolean;
}

/** Builds the whole app (plugins, modules) without listening. The app closes the database. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  configureVietnameseValidationMessages();

  const logging = config.logLevel !== 'silent';
  const app = Fastify({
    logger: logging
      ? {
          level: config.logLevel,
          redact: ['req.headers.cookie', 'req.headers.authorization'],
          ...(options.logStream ? { stream: options.logStream } : {}),
        }
      : false,
    // Failures, slow requests and a sample of the rest; nothing for an ordinary request.
    logController: new RequestLog({
      slowRequestMs: config.slowRequestMs,
      accessLogSample: config.accessLogSample,
    }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Slugs in paths (`/api/public/services/:idOrSlug`) may be up to 220 characters.
    routerOptions: { maxParamLength: 256 },
  }).withTypeProvider<ZodTypeProvider>();
  // JSON only: a text/plain body (what a cross-site form can send) is refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler({ check: options.checkReplies ?? true }));
  app.addHook('onClose', () => database.close());

  const services = createServices(database.db, config);
  // The storefront's public answers, as bytes; some change with the salon's day (promotions).
  const keptVersion = (data: string) => `${data}@${salonToday()}`;
  const door = new KeptAnswersDoor();
  app.decorate('keptAnswersDoor', door);
  const replies = new ReplyCache(
    async () => keptVersion(await services.dataVersion.current()),
    undefined,
    door,
  );
  // Kept answers sent again before the framework; not when the access log samples requests
  // (it would not see them).
  if (config.accessLogSample === 0) {
    placeInFront(door, app.server);
    door.open(() => {
      const data = services.dataVersion.currentNow();
      return data === undefined ? undefined : keptVersion(data);
    });
    app.addHook('preClose', () => door.close());
  }
  startSessionPurge(app, () => services.auth.purgeExpiredSessions());
  attachJobs(
    app,
    createJobRunner(database.db, services, (job, error) =>
      app.log.error({ err: error, job }, 'job failed'),
    ),
    options.runJobs ?? false,
  );
  services.passwordReset.onBackgroundError = (error) =>
    app.log.error({ err: error }, 'sending a password-reset code failed');
  app.addHook('onClose', async () => {
    await services.passwordReset.idle();
    await services.outbox.idle();
    services.outbox.close();
  });
  if (database.pg) {
    // Kept answers follow this schema's data-change notices instead of asking for a version.
    await services.dataVersion.listen(database.pg, (error) =>
      app.log.warn({ err: error }, 'data-change listener'),
    );
    app.addHook('onClose', async () => services.dataVersion.stop());
    // Several server instances on one PostgreSQL database share their live events.
    const relay = new PgEventRelay(database.pg, services.bus, (error) =>
      app.log.warn({ err: error }, 'live event relay'),
    );
    await relay.start();
    services.bus.useTransport(relay);
    app.addHook('onClose', async () => relay.stop());
  }

  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(cookie);
  await app.register(multipartPlugin);
  // A GET or HEAD has no body to decompress: its route goes without that hook.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.every((method) => method === 'GET' || method === 'HEAD')) {
      route.decompress ??= false;
    }
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(securityPlugin, { publicUrl: config.publicUrl });
  // Before any route: each /api route's description lists the failures it can answer.
  await app.register(failureDocsPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Salon Tóc Việt API',
        description: 'API của website, đặt lịch, cửa hàng và trang quản trị.',
        version: '0.1.0',
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(auditContextPlugin);
  await app.register(authPlugin, { auth: services.auth });
  // Before the API: its hook sees every back-office refusal (incident rule c).
  await app.register(incidentsPlugin, {
    incidents: services.incidents,
    engine: services.incidentEngine,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { db: database.db, engine: database.engine });
      await api.register(settingsRoutes, { settings: services.settings, replies });
      await api.register(settingsAdminRoutes, {
        prefix: '/admin/settings',
        settings: services.settings,
        images: services.images,
      });
      await api.register(salonFiguresRoutes, { db: database.db, settings: services.settings });
      await api.register(branchesRoutes, { branches: services.branches, replies });
      await api.register(catalogRoutes, { catalog: services.catalog, replies });
      await api.register(publicPromotionsRoutes, { catalog: services.catalog, replies });
      await api.register(promotionsRoutes, {
        prefix: '/admin/promotions',
        promotions: services.promotions,
      });
      await api.register(cartRoutes, {
        prefix: '/cart',
        cart: services.cart,
        secureCookies: config.secureCookies,
      });
      await api.register(bookingRoutes, {
        timeSlots: services.timeSlots,
        holidays: services.holidayCalendar,
        booking: services.appointmentBooking,
        secureCookies: config.secureCookies,
      });
      await api.register(ordersRoutes, {
        placement: services.orderPlacement,
        viewer: services.orderViewer,
        guestThrottle: services.guestOrderThrottle,
        secureCookies: config.secureCookies,
      });
      await api.register(adminOrdersRoutes, {
        prefix: '/admin/orders',
        orders: services.adminOrders,
      });
      await api.register(adminAppointmentsRoutes, {
        prefix: '/admin/appointments',
        desk: services.appointmentDesk,
      });
      await api.register(adminStylistsRoutes, {
        prefix: '/admin/stylists',
        desk: services.appointmentDesk,
      });
      await api.register(customerAppointmentsRoutes, {
        prefix: '/customer/appointments',
        appointments: services.customerAppointments,
      });
      await api.register(customerAddressesRoutes, {
        prefix: '/customer/addresses',
        addresses: services.customerAddresses,
      });
      await api.register(customerOrdersRoutes, {
        prefix: '/customer/orders',
        orders: services.customerOrders,
      });
      await api.register(contactsRoutes, { contacts: services.contacts });
      await api.register(contactDeskRoutes, {
        prefix: '/admin/contacts',
        desk: services.contactDesk,
      });
      await api.register(helpRoutes, {
        help: services.help,
        secureCookies: config.secureCookies,
      });
      await api.register(reviewsRoutes, {
        reviews: services.reviews,
        questions: services.questions,
      });
      await api.register(searchRoutes, { search: services.search });
      await api.register(publicSliderRoutes, { sliders: services.sliders, replies });
      await api.register(adminSliderRoutes, {
        prefix: '/admin/sliders',
        sliders: services.sliders,
      });
      await api.register(adminItemsRoutes, services.catalogAdmin);
      await api.register(adminCategoriesRoutes, {
        prefix: '/admin/categories',
        categories: services.catalogAdmin.categories,
      });
      await api.register(suppliersRoutes, {
        prefix: '/admin/suppliers',
        suppliers: services.catalogAdmin.suppliers,
      });
      await api.register(branchesAdminRoutes, {
        prefix: '/admin/branches',
        branches: services.branchesAdmin,
      });
      await api.register(scheduleRoutes, { prefix: '/admin', schedule: services.schedule });
      await api.register(notificationsRoutes, {
        prefix: '/notifications',
        notifications: services.notifications,
      });
      await api.register(broadcastingRoutes, {
        prefix: '/broadcasting/notifications',
        notifications: services.notifications,
      });
      await api.register(outboxRoutes, { prefix: '/admin/outbox', outbox: services.outbox });
      await api.register(notificationsAdminRoutes, {
        prefix: '/admin/notifications',
        notificationsAdmin: services.notificationsAdmin,
        expiryReminders: services.productExpiryReminders,
      });
      await api.register(eventsRoutes, {
        bus: services.bus,
        sessionIsLive: (id) => services.auth.sessionIsLive(id),
      });
      await api.register(staffAdminRoutes, { prefix: '/admin/staff', staff: services.staffAdmin });
      await api.register(securityOverviewRoutes, {
        prefix: '/admin/security/overview',
        overview: services.securityOverview,
      });
      await api.register(auditLogRoutes, {
        prefix: '/admin/security/audit-log',
        auditLog: services.auditLog,
      });
      await api.register(staffProfileRoutes, {
        prefix: '/admin/profile',
        profile: services.staffProfile,
      });
      await api.register(preferencesRoutes, {
        prefix: '/me/preferences',
        preferences: services.preferences,
      });
      await api.register(paymentsWebhookRoutes, {
        webhook: services.paymentWebhook,
        secret: config.paymentWebhookSecret,
      });
      await api.register(publicPaymentMethodsRoutes, {
        methodSettings: services.paymentMethodSettings,
      });
      await api.register(paymentsAdminRoutes, {
        prefix: '/admin/payments',
        payments: services.paymentsAdmin,
        methodSettings: services.paymentMethodSettings,
        settings: services.settings,
      });
      await api.register(webhookStatusRoutes, {
        prefix: '/admin/payments',
        db: database.db,
        secretSet: config.paymentWebhookSecret !== undefined,
        publicUrl: config.publicUrl,
      });
      await api.register(authRoutes, {
        prefix: '/auth',
        auth: services.auth,
        secureCookies: config.secureCookies,
      });
      await api.register(passwordRoutes, { auth: services.auth });
      await api.register(ownSessionsRoutes, { prefix: '/auth', sessions: services.sessions });
      await api.register(adminSessionsRoutes, {
        prefix: '/admin/security',
        sessions: services.sessions,
      });
      await api.register(passwordResetRoutes, {
        prefix: '/auth/password-reset',
        reset: services.passwordReset,
      });
      await api.register(profileStatusRoutes, { profiles: services.profiles });
      await api.register(profileRoutes, {
        prefix: '/customer',
        profiles: services.profiles,
        dashboard: services.customerDashboard,
      });
      await api.register(phoneVerificationRoutes, {
        prefix: '/customer/phone-verification',
        phones: services.phoneVerification,
      });
      await api.register(customerProductsRoutes, {
        prefix: '/customer/products',
        products: services.customerProducts,
      });
      await api.register(customerNotesRoutes, {
        prefix: '/customer/notes',
        notes: services.customerNotes,
      });
      await api.register(adminCustomerNotesRoutes, {
        prefix: '/admin/customers',
        notes: services.customerNotes,
        assertVisible: (user, id) => services.customersAdmin.assertVisible(user, id),
      });
      // Issue 15: the security policies (admins) and each user's own two-factor sign-in.
      await api.register(securityPoliciesRoutes, {
        prefix: '/admin/security/policies',
        policies: services.securityPolicies,
      });
      await api.register(twoFactorRoutes, {
        prefix: '/auth/two-factor',
        twoFactor: services.twoFactor,
        db: database.db,
      });
      await api.register(chatPlugin, { chat: services.chat });
      await api.register(privacyPlugin, { privacy: services.privacy });
      await api.register(customersAdminPlugin, { customers: services.customersAdmin });
      await api.register(dashboardPlugin, {
        db: database.db,
        holidays: services.holidayCalendar,
        desk: services.appointmentDesk,
        chat: services.chat,
      });
      await api.register(invoiceRequestsModule, {
        db: database.db,
        viewer: services.orderViewer,
        settings: services.settings,
        notifications: services.notifications,
        adminOrders: services.adminOrders,
        audit: services.audit,
      });
      await api.register(aiChatPlugin, {
        db: database.db,
        limits: services.limits,
        catalog: services.catalog,
        timeSlots: services.timeSlots,
        branches: services.branches,
        holidays: services.holidayCalendar,
        paymentMethods: services.paymentMethodSettings,
        settings: services.settings,
        customerAppointments: services.customerAppointments,
        customerOrders: services.customerOrders,
        chat: services.chat,
        aiProvider: config.aiProvider,
      });
      await api.register(helpAdminPlugin, {
        db: database.db,
        engine: database.engine,
        limits: services.limits,
        storefrontHelp: services.help,
        notifications: services.notifications,
        outbox: services.outbox,
        audit: services.audit,
      });
      await api.register(approvedLinksRoutes, {
        prefix: '/admin/security/approved-links',
        approvedLinks: services.approvedLinks,
      });
      await api.register(backupsRoutes, {
        prefix: '/admin/security/backups',
        backups: services.backups,
      });
    },
    { prefix: '/api' },
  );

  await app.register(seoRoutes, { seo: services.seo, publicUrl: config.publicUrl });
  await app.register(webPlugin, {
    storage: services.storage,
    imageVariants: services.imageVariants,
    webDist: options.webDist ?? DEFAULT_WEB_DIST,
    siteBase: (request) => siteBase(request, config.publicUrl),
    pageHead: (request, pathname) =>
      services.seo.headTags(pathname, siteBase(request, config.publicUrl)),
    // Settings are read through a 10 s cache: their own version too, so a page follows them.
    pageVersion: async () =>
      `${await services.dataVersion.current()}:${await services.settings.version()}`,
    isOwnAddress: (pathname) => services.seo.isOwnAddress(pathname),
  });
  return app;
}

/**
 * Expired sessions are deleted when someone presents them; this clears the rest, once at
 * start and then hourly, while the app is open.
 */
function startSessionPurge(app: FastifyInstance, purge: () => Promise<number>): void {
  const run = () =>
    purge().catch((error: unknown) => app.log.warn({ err: error }, 'session purge failed'));
  app.addHook('onReady', async () => {
    await run();
  });
  const timer = setInterval(() => void run(), SESSION_PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
