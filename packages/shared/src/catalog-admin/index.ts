export * from './categories.js';
export * from './dto.js';
export { statusChangeSchema, type StatusChange } from './fields.js';
export * from './items.js';
export * from './limits.js';
export * from './messages.js';
export * from './suppliers.js';
export * from './supplier-score.js';
