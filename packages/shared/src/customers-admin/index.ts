export * from './rules.js';
export * from './messages.js';
export * from './schemas.js';
export * from './dto.js';
