export * from './dto.js';
export * from './links.js';
export * from './messages.js';
export * from './periods.js';
export * from './schemas.js';
