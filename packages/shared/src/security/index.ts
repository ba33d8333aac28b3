export * from './audit.js';
export * from './audit-changes.js';
export * from './policies.js';
export * from './audit-log-query.js';
export * from './backups.js';
export * from './two-factor.js';
export * from './approved-links.js';
export * from './incidents.js';
