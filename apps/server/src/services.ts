import { DEFAULT_PUBLIC_SETTINGS, defaultWorkingTimesFor, salonToday } from '@salon/shared';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { AuditChain } from './modules/audit/audit-chain.js';
import { AuditLogService } from './modules/audit/audit-log.service.js';
import { SecurityOverviewService } from './modules/security-overview/security-overview.service.js';
import { AuditTrail } from './modules/audit/audit-trail.js';
import { ApprovedLinks } from './modules/approved-links/approved-links.service.js';
import { SecurityPolicies } from './modules/security-policies/security-policies.js';
import { BackupsService } from './modules/backups/backups.service.js';
import { SignInPolicy } from './modules/security-policies/sign-in-policy.js';
import { TwoFactorService } from './modules/security-policies/two-factor.service.js';
import { createFileStorage } from './lib/uploads/create-storage.js';
import { ImageStore } from './lib/uploads/image-store.js';
import { ImageVariants } from './lib/uploads/image-variants.js';
import { AuthRepository } from './modules/auth/auth.repository.js';
import { AuthService } from './modules/auth/auth.service.js';
import { BranchesRepository } from './modules/branches/branches.repository.js';
import { BranchesService } from './modules/branches/branches.service.js';
import { BranchesAdminRepository } from './modules/branches/branches-admin.repository.js';
import { BranchesAdminService } from './modules/branches/branches-admin.service.js';
import { ScheduleRepository } from './modules/branches/schedule.repository.js';
import { ScheduleService } from './modules/branches/schedule.service.js';
import { CartRepository } from './modules/cart/cart.repository.js';
import { CartService } from './modules/cart/cart.service.js';
import { CustomerAddressesRepository } from './modules/customer-addresses/customer-addresses.repository.js';
import { CustomerAddressesService } from './modules/customer-addresses/customer-addresses.service.js';
import { GuestOrderThrottle } from './modules/orders/guest-order-throttle.js';
import { OrderChangeListeners } from './modules/orders/order-changes.js';
import { OrderExpiry } from './modules/orders/order-expiry.js';
import { OrderLifecycleService } from './modules/orders/order-lifecycle.service.js';
import { OrderPlacementService } from './modules/orders/order-placement.service.js';
import { OrderReader } from './modules/orders/order-reader.js';
import { OrderViewer } from './modules/orders/order-viewer.js';
import { AdminCategoriesRepository } from './modules/catalog/admin-categories.repository.js';
import { AdminCategoriesService } from './modules/catalog/admin-categories.service.js';
import { ItemImagesRepository } from './modules/catalog/admin-item-images.repository.js';
import { ItemImagesService } from './modules/catalog/admin-item-images.js';
import {
  AdminProductsRepository,
  CatalogRefsRepository,
} from './modules/catalog/admin-products.repository.js';
import { AdminProductsService, productNotFound } from './modules/catalog/admin-products.service.js';
import { AdminServicesRepository } from './modules/catalog/admin-services.repository.js';
import { AdminServicesService, serviceNotFound } from './modules/catalog/admin-services.service.js';
import { CatalogService } from './modules/catalog/catalog.service.js';
import { SuppliersRepository } from './modules/catalog/suppliers.repository.js';
import { SuppliersService } from './modules/catalog/suppliers.service.js';
import { StaffAdminRepository } from './modules/staff-admin/staff-admin.repository.js';
import { StaffAdminService } from './modules/staff-admin/staff-admin.service.js';
import { StaffProfileRepository } from './modules/staff-profile/staff-profile.repository.js';
import { StaffProfileService } from './modules/staff-profile/staff-profile.service.js';
import { PreferencesRepository } from './modules/preferences/preferences.repository.js';
import { PreferencesService } from './modules/preferences/preferences.service.js';
import { CategoriesRepository } from './modules/catalog/categories.repository.js';
import { DataVersionRepository } from './modules/catalog/data-version.repository.js';
import { ProductsRepository } from './modules/catalog/products.repository.js';
import { PromotionsRepository } from './modules/catalog/promotions.repository.js';
import { ServicesRepository } from './modules/catalog/services.repository.js';
import { PromotionsAdminRepository } from './modules/promotions/promotions.repository.js';
import { PromotionsAdminService } from './modules/promotions/promotions.service.js';
import { ContactsRepository } from './modules/contacts/contacts.repository.js';
import { ContactsService } from './modules/contacts/contacts.service.js';
import { CustomersAdminRepository } from './modules/customers-admin/customers-admin.repository.js';
import { CustomersAdminService } from './modules/customers-admin/customers-admin.service.js';
import { ContactThrottle } from './modules/contacts/contact-throttle.js';
import { ContactAlerts } from './modules/contacts/contact-alerts.js';
import { ContactDeskRepository } from './modules/contacts/contact-desk.repository.js';
import { ContactDeskService } from './modules/contacts/contact-desk.service.js';
import { HelpRepository } from './modules/help/help.repository.js';
import { HelpService } from './modules/help/help.service.js';
import { SeoRepository } from './modules/seo/seo.repository.js';
import { SeoService } from './modules/seo/seo.service.js';
import { GuestPostThrottle } from './modules/reviews/post-author.js';
import { QuestionsRepository } from './modules/reviews/questions.repository.js';
import { QuestionsService } from './modules/reviews/questions.service.js';
import { ReviewsRepository } from './modules/reviews/reviews.repository.js';
import { ReviewsService } from './modules/reviews/reviews.service.js';
import {
  customerHasBoughtOrHadItem,
  customerUnreviewedVisit,
} from './modules/reviews/verified-purchase.js';
import { SlidersRepository } from './modules/content/sliders.repository.js';
import { SlidersService } from './modules/content/sliders.service.js';
import { SearchService } from './modules/search/search.service.js';
import { SettingsRepository } from './modules/settings/settings.repository.js';
import { SettingsService } from './modules/settings/settings.service.js';
import { AppointmentBookingService } from './modules/booking/appointment-booking.service.js';
import { AppointmentReader } from './modules/booking/appointment-reader.js';
import { BookingInputs } from './modules/booking/booking-inputs.js';
import { BookingInputsRepository } from './modules/booking/booking-inputs.repository.js';
import { HolidayCalendar } from './modules/booking/holiday-calendar.js';
import { TimeSlotsService } from './modules/booking/time-slots.service.js';
import { AppointmentMessagesRepository } from './modules/notifications/appointment-messages.repository.js';
import { AppointmentMessagesService } from './modules/notifications/appointment-messages.service.js';
import { AppointmentReminders } from './modules/notifications/appointment-reminders.js';
import { NotificationDelivery } from './modules/notifications/notification-delivery.js';
import { NotificationsRepository } from './modules/notifications/notifications.repository.js';
import { NotificationsService } from './modules/notifications/notifications.service.js';
import { NotificationsAdminRepository } from './modules/notifications-admin/notifications-admin.repository.js';
import { NotificationsAdminService } from './modules/notifications-admin/notifications-admin.service.js';
import { ProductExpiryReminders } from './modules/notifications-admin/product-expiry-reminders.js';
import { OrderMessagesRepository } from './modules/notifications/order-messages.repository.js';
import { OrderMessagesService } from './modules/notifications/order-messages.service.js';
import { AdminOrdersRepository } from './modules/admin-orders/admin-orders.repository.js';
import { AdminOrdersService } from './modules/admin-orders/admin-orders.service.js';
import { EventBus } from './modules/realtime/event-bus.js';
import { createSmtpTransport, mailFrom } from './modules/outbox/mail-transport.js';
import { OutboxRepository } from './modules/outbox/outbox.repository.js';
import { createHttpSmsTransport } from './modules/outbox/sms-transport.js';
import { OutboxService } from './modules/outbox/outbox.service.js';
import { PasswordResetRepository } from './modules/password-reset/password-reset.repository.js';
import { PasswordResetService } from './modules/password-reset/password-reset.service.js';
import { AdminAppointmentsRepository } from './modules/admin-appointments/admin-appointments.repository.js';
import { AdminAppointmentsService } from './modules/admin-appointments/admin-appointments.service.js';
import { DeskPhotos } from './modules/admin-appointments/desk-photos.js';
import { CustomerAppointmentsRepository } from './modules/customer-appointments/customer-appointments.repository.js';
import { CustomerAppointmentsService } from './modules/customer-appointments/customer-appointments.service.js';
import { CustomerOrdersRepository } from './modules/customer-orders/customer-orders.repository.js';
import { CustomerOrdersService } from './modules/customer-orders/customer-orders.service.js';
import { cancelUnpaidOrder } from './modules/customer-orders/order-cancellation.js';
import { markOrderPaidThrough } from './modules/payments/order-payer.js';
import { PaymentMethodSettings } from './modules/payments/payment-method-settings.js';
import { PaymentWebhookService } from './modules/payments/payment-webhook.service.js';
import { PaymentsRepository } from './modules/payments/payments.repository.js';
import { PaymentsAdminService } from './modules/payments/payments-admin.service.js';
import { PaymentsStatsRepository } from './modules/payments/payments-stats.repository.js';
import { pendingTransferListener } from './modules/payments/pending-transfers.js';
import { PaymentStaffAlerts } from './modules/payments/staff-alerts.js';
import { CustomerNotesRepository } from './modules/customer-notes/customer-notes.repository.js';
import { CustomerNotesService } from './modules/customer-notes/customer-notes.service.js';
import { NoteFiles } from './modules/customer-notes/note-files.js';
import { CustomerProductsRepository } from './modules/customer-products/customer-products.repository.js';
import { CustomerProductsService } from './modules/customer-products/customer-products.service.js';
import { addProductsOfCompletedOrder } from './modules/customer-products/products-from-orders.js';
import { DashboardRepository } from './modules/customer-profile/dashboard.repository.js';
import { DashboardService } from './modules/customer-profile/dashboard.service.js';
import { ProfileRepository } from './modules/customer-profile/profile.repository.js';
import { ProfileService } from './modules/customer-profile/profile.service.js';
import {
  refreshSpendingOnAppointment,
  refreshSpendingOnOrder,
} from './modules/customer-profile/spending-listeners.js';

import { RateLimits } from './lib/rate-limits.js';
import { AiChatRetention } from './modules/ai-chat/ai-chat-retention.js';
import { ChatBell } from './modules/chat/chat-bell.js';
import { ChatEvents } from './modules/chat/chat-events.js';
import { ChatFiles } from './modules/chat/chat-files.js';
import { ChatThrottle } from './modules/chat/chat-throttle.js';
import { ChatRepository } from './modules/chat/chat.repository.js';
import { ChatService } from './modules/chat/chat.service.js';
import { GuestBookingGuard } from './modules/booking/guest-booking-guard.js';
import { PhoneVerificationService } from './modules/phone-verification/phone-verification.service.js';
import { SessionsService } from './modules/sessions/sessions.service.js';
import { SignInRecorder } from './modules/sessions/sign-in-recorder.js';
import { PrivacyArchives } from './modules/privacy/privacy-archives.js';
import { PrivacyService } from './modules/privacy/privacy.service.js';
import { IncidentAlerts } from './modules/incidents/incident-alerts.js';
import { IncidentEngine } from './modules/incidents/incident-engine.js';
import { IncidentsService } from './modules/incidents/incidents.service.js';

/** Wires every module's service to its repository, once per app. */
export function createServices(db: Db, config: Config) {
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  // Every back-office write records itself here, in its own transaction.
  const audit = new AuditTrail();
  const auditChain = new AuditChain(db, engine);
  const securityPolicies = new SecurityPolicies(db, audit);
  const auditLog = new AuditLogService(db, auditChain, audit, config.auditRetentionDays);
  // Links in notifications and broadcasts: our site or an approved host (issue 15, item 3).
  const approvedLinks = new ApprovedLinks(db, audit, config.publicUrl);
  const limits = new RateLimits(db);
  const settings = new SettingsService(new SettingsRepository(db), undefined, audit);
  // A branch without working hours opens the settings' default hours.
  const branches = new BranchesService(new BranchesRepository(db), undefined, async () =>
    defaultWorkingTimesFor((await settings.publicSettings()).system.default_opening_hours),
  );
  const branchesAdmin = new BranchesAdminService(new BranchesAdminRepository(db), undefined, audit);
  const schedule = new ScheduleService(new ScheduleRepository(db), undefined, audit);
  const auth = new AuthService(new AuthRepository(db), branches, config.sessionSecret, limits);
  // Issue 15 policies that act: two-factor sign-in, idle timeout, password age.
  const twoFactor = new TwoFactorService(db, securityPolicies, limits, audit, config.sessionSecret);
  auth.useSignInGate(new SignInPolicy(db, securityPolicies, twoFactor));
  const dataVersion = new DataVersionRepository(db);
  const catalog = new CatalogService(
    new CategoriesRepository(db),
    new ServicesRepository(db),
    new ProductsRepository(db),
    new PromotionsRepository(db),
    dataVersion,
  );
  const cart = new CartService(new CartRepository(db), limits);
  const customerAddresses = new CustomerAddressesService(new CustomerAddressesRepository(db));
  const orderReader = new OrderReader();
  const orderListeners = new OrderChangeListeners();
  const paymentMethodSettings = new PaymentMethodSettings(db, audit);
  const guestOrderThrottle = new GuestOrderThrottle(limits);
  const orderPlacement = new OrderPlacementService(db, settings, orderReader, orderListeners, {
    // The limits and switches admins set on the payments screen apply at checkout.
    paymentMethods: () => paymentMethodSettings.methods(),
    accessTokenKey: config.sessionSecret,
    // A high-risk order refused at checkout is told to the payments staff.
    onBlocked: (trx, attempt) => paymentAlerts.blockedCheckout(trx, attempt),
    // Guests are limited per phone too, from any address.
    admitGuest: (trx, phone) => guestOrderThrottle.admit(trx, phone),
  });
  const orderLifecycle = new OrderLifecycleService(db, orderListeners);
  const orderViewer = new OrderViewer(db, orderReader, settings, orderLifecycle);
  const orderExpiry = new OrderExpiry(db, orderLifecycle);
  // Every kept file (uploads, chat files, data archives): DATA_DIR, or the bucket of S3_URL.
  const storage = createFileStorage({ dataDir: config.dataDir, s3: config.s3 });
  const imageVariants = new ImageVariants(storage);
  const images = new ImageStore(storage, imageVariants);
  const promotions = new PromotionsAdminService(new PromotionsAdminRepository(db), audit);
  const help = new HelpService(new HelpRepository(db), limits);
  // The fixed pages change with a release, so the sitemap dates them by the server's start.
  const startedOn = new Date().toISOString().slice(0, 10);
  const seo = new SeoService(
    catalog,
    new SeoRepository(db),
    // Prices in the head tags follow promotions, which start and end with the salon's day.
    async () => `${await dataVersion.current()}@${salonToday()}`,
    () => startedOn,
    () => branches.listPublic(),
    // The SEO tab's title, description and keywords, the company's name and the favicon.
    () => settings.publicSettings(),
    () => settings.version(),
  );
  const guestPosts = new GuestPostThrottle(limits);
  const reviews = new ReviewsService(
    new ReviewsRepository(db),
    catalog,
    images,
    guestPosts,
    customerHasBoughtOrHadItem(db),
    customerUnreviewedVisit(db),
    audit,
  );
  const questions = new QuestionsService(new QuestionsRepository(db), catalog, guestPosts, audit);
  const sliders = new SlidersService(
    new SlidersRepository(db),
    images,
    limits,
    undefined,
    () => dataVersion.current(),
    audit,
  );
  const search = new SearchService(catalog);
  const refs = new CatalogRefsRepository(db);
  const galleries = new ItemImagesRepository(db);
  const catalogAdmin = {
    products: new AdminProductsService(
      new AdminProductsRepository(db),
      refs,
      new ItemImagesService(galleries, images, 'products', productNotFound, audit),
      audit,
    ),
    services: new AdminServicesService(
      new AdminServicesRepository(db),
      refs,
      new ItemImagesService(galleries, images, 'services', serviceNotFound, audit),
      audit,
    ),
    categories: new AdminCategoriesService(new AdminCategoriesRepository(db), audit),
    suppliers: new SuppliersService(new SuppliersRepository(db), audit),
  };
  const bookingInputsRepository = new BookingInputsRepository();
  const bookingInputs = new BookingInputs(bookingInputsRepository, settings);
  const appointmentReader = new AppointmentReader(db);
  const outbox = new OutboxService(
    new OutboxRepository(db),
    config.smtpUrl
      ? createSmtpTransport(
          config.smtpUrl,
          mailFrom(config.smtpUrl, config.publicUrl, DEFAULT_PUBLIC_SETTINGS.company.name),
        )
      : null,
    config.sms ? createHttpSmsTransport(config.sms) : null,
    config.sessionSecret,
    audit,
  );
  const phoneVerification = new PhoneVerificationService(
    db,
    outbox,
    limits,
    config.sessionSecret,
    async () => (await settings.publicSettings()).company.name,
  );
  const appointmentBooking = new AppointmentBookingService(
    db,
    bookingInputs,
    appointmentReader,
    new GuestBookingGuard(
      limits,
      outbox,
      async () => (await settings.publicSettings()).company.name,
    ),
  );
  const timeSlots = new TimeSlotsService(db, bookingInputs, () => dataVersion.current());
  const staffAdmin = new StaffAdminService(new StaffAdminRepository(db), images, audit);
  const staffProfile = new StaffProfileService(new StaffProfileRepository(db), images, audit);
  const preferences = new PreferencesService(new PreferencesRepository(db));
  const holidayCalendar = new HolidayCalendar(db, bookingInputsRepository);
  const bus = new EventBus();
  const notifications = new NotificationsService(
    new NotificationsRepository(db),
    () => new Date(),
    bus,
  );
  const notificationDelivery = new NotificationDelivery(db, bus);
  // Contacts (issue 14): the public forms and the back office's desk share the team's alerts.
  const contactDeskRepository = new ContactDeskRepository(db);
  const contactAlerts = new ContactAlerts(contactDeskRepository, notifications, bus);
  const contacts = new ContactsService(
    new ContactsRepository(db),
    branches,
    new ContactThrottle(limits),
    contactAlerts,
  );
  const contactDesk = new ContactDeskService(
    contactDeskRepository,
    outbox,
    contactAlerts,
    async () => (await settings.publicSettings()).company.name,
    audit,
  );
  const notificationsAdmin = new NotificationsAdminService(
    db,
    new NotificationsAdminRepository(db),
    notifications,
    bus,
    Boolean(config.smtpUrl),
    audit,
    approvedLinks,
  );
  const productExpiryReminders = new ProductExpiryReminders(db, notifications);
  const passwordReset = new PasswordResetService(
    db,
    new PasswordResetRepository(db),
    outbox,
    limits,
    config.sessionSecret,
    async () => (await settings.publicSettings()).company.name,
  );
  const appointmentMessagesRepository = new AppointmentMessagesRepository(db);
  const appointmentMessages = new AppointmentMessagesService(
    appointmentMessagesRepository,
    notifications,
    outbox,
    config.publicUrl ?? null,
  );
  const appointmentReminders = new AppointmentReminders(
    db,
    appointmentMessagesRepository,
    appointmentMessages,
  );
  appointmentBooking.onChange((trx, change) => appointmentMessages.onChange(trx, change));
  const orderMessages = new OrderMessagesService(
    new OrderMessagesRepository(),
    notifications,
    outbox,
    config.publicUrl ?? null,
  );
  orderLifecycle.onChange((trx, change) => orderMessages.onChange(trx, change));
  // A completed order's products become the customer's products in use; spending follows.
  orderLifecycle.onChange(addProductsOfCompletedOrder);
  orderLifecycle.onChange(refreshSpendingOnOrder);
  appointmentBooking.onChange(refreshSpendingOnAppointment);
  const profiles = new ProfileService(new ProfileRepository(db), settings, images);
  const customerProducts = new CustomerProductsService(new CustomerProductsRepository(db));
  const customerDashboard = new DashboardService(
    new DashboardRepository(db),
    customerProducts,
    profiles,
  );
  const customerNotes = new CustomerNotesService(
    new CustomerNotesRepository(db),
    new NoteFiles(images),
    audit,
  );
  const customersAdmin = new CustomersAdminService(
    new CustomersAdminRepository(db),
    customerNotes,
    customerProducts,
    audit,
    securityPolicies,
  );
  const adminOrders = new AdminOrdersService(
    db,
    new AdminOrdersRepository(db),
    orderReader,
    orderLifecycle,
    settings,
    audit,
  );
  const deskRepository = new AdminAppointmentsRepository(db);
  const appointmentDesk = new AdminAppointmentsService(
    deskRepository,
    appointmentBooking,
    appointmentReader,
    new DeskPhotos(deskRepository, images, appointmentBooking, audit),
    audit,
  );
  const customerAppointments = new CustomerAppointmentsService(
    new CustomerAppointmentsRepository(db),
    appointmentReader,
    appointmentBooking,
  );
  const paymentsRepository = new PaymentsRepository(db);
  const paymentAlerts = new PaymentStaffAlerts(paymentsRepository, notifications);
  // A transfer order shows as a pending payment from checkout until it no longer waits.
  orderLifecycle.onChange(pendingTransferListener(paymentsRepository));
  const markOrderPaid = markOrderPaidThrough(orderLifecycle);
  const paymentWebhook = new PaymentWebhookService(
    db,
    paymentsRepository,
    markOrderPaid,
    paymentAlerts,
    async () => (await settings.publicSettings()).payment.bank_account_number,
  );
  const paymentsAdmin = new PaymentsAdminService(
    db,
    paymentsRepository,
    new PaymentsStatsRepository(db),
    paymentMethodSettings,
    markOrderPaid,
    audit,
  );
  const customerOrders = new CustomerOrdersService(
    new CustomerOrdersRepository(db),
    (rows) => orderReader.summaries(db, rows),
    cart,
    cancelUnpaidOrder(db, orderLifecycle),
  );
  // The support chat: one service for its routes and the AI consultant's handover.
  const chatRepository = new ChatRepository(db);
  const chat = new ChatService(
    db,
    chatRepository,
    new ChatFiles(storage),
    new ChatEvents(bus),
    new ChatBell(chatRepository, notifications),
    new ChatThrottle(limits),
    audit,
  );
  const aiChatRetention = new AiChatRetention(db);
  // Backups (issue 15): archives under DATA_DIR/backups, their schedule and restore drills.
  const backups = new BackupsService(db, audit, {
    dataDir: config.dataDir,
    storage,
    engine,
    databaseUrl: config.databaseUrl,
    intervalHours: config.backupIntervalHours,
  });
  // Sessions and sign-in history (issue 15 §5): every password sign-in is recorded.
  const signIns = new SignInRecorder(db, outbox, securityPolicies, {
    companyName: async () => (await settings.publicSettings()).company.name,
    publicUrl: config.publicUrl ?? null,
    onBackgroundError: (error) => passwordReset.onBackgroundError(error),
  });
  auth.recordSignInsWith(signIns);
  const sessions = new SessionsService(db, audit, bus);
  // Personal-data requests: archives under DATA_DIR, erasure across every table.
  const privacy = new PrivacyService(
    db,
    audit,
    new PrivacyArchives(storage),
    limits,
    images,
    new ChatFiles(storage),
  );
  // Security incidents (issue 15): opened by the rules, every admin told of critical ones.
  const incidents = new IncidentsService(db, audit, new IncidentAlerts(notifications, outbox, bus));
  const incidentEngine = new IncidentEngine(db, incidents, audit, bus);
  // The security screen's headline figures, from all of the above.
  const securityOverview = new SecurityOverviewService(
    db,
    securityPolicies,
    auditLog,
    backups,
    audit,
  );
  return {
    storage,
    imageVariants,
    dataVersion,
    securityOverview,
    backups,
    signIns,
    sessions,
    privacy,
    incidents,
    incidentEngine,
    audit,
    auditChain,
    auditLog,
    securityPolicies,
    twoFactor,
    approvedLinks,
    customersAdmin,
    bus,
    chat,
    aiChatRetention,
    profiles,
    customerProducts,
    customerDashboard,
    customerNotes,
    notificationDelivery,
    notificationsAdmin,
    productExpiryReminders,
    adminOrders,
    appointmentBooking,
    appointmentDesk,
    appointmentReader,
    appointmentMessages,
    appointmentReminders,
    orderMessages,
    notifications,
    guestOrderThrottle,
    orderExpiry,
    orderLifecycle,
    orderPlacement,
    orderReader,
    orderViewer,
    outbox,
    limits,
    phoneVerification,
    auth,
    passwordReset,
    paymentMethodSettings,
    paymentWebhook,
    paymentsAdmin,
    branches,
    branchesAdmin,
    cart,
    catalog,
    catalogAdmin,
    contacts,
    contactDesk,
    customerAddresses,
    customerAppointments,
    customerOrders,
    help,
    holidayCalendar,
    images,
    promotions,
    questions,
    reviews,
    schedule,
    search,
    seo,
    settings,
    sliders,
    staffAdmin,
    staffProfile,
    preferences,
    timeSlots,
  };
}

export type Services = ReturnType<typeof createServices>;
