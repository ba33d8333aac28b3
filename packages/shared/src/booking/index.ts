export * from './constants.js';
export * from './dto.js';
export * from './messages.js';
export * from './statuses.js';
export * from './holidays.js';
export * from './slot-engine.js';
export * from '../calendar/lunar.js';
export * from './customer-appointments.js';
