export * from './back-office-help.js';
export * from './feedback.js';
export * from './test-notification.js';
export * from './toast.js';
