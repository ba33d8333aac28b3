export * from './appointment-messages.js';
export * from './constants.js';
export * from './dto.js';
export * from './messages.js';
export * from './relative-time.js';
export * from './order-messages.js';
export * from './admin-dto.js';
export * from './admin-messages.js';
