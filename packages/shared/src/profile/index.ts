export * from './messages.js';
export * from './profile-schemas.js';
export * from './profile-status.js';
export * from './customer-products.js';
export * from './customer-notes.js';
export * from './dto.js';
