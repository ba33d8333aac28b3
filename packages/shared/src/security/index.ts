export * from './audit.js';
export * from './audit-changes.js';
export * from './policies.js';
export * from './incidents.js';
