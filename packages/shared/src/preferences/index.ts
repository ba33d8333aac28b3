export * from './constants.js';
export * from './schema.js';
export * from './notification-hours.js';
