export * from './contact-options.js';
export * from './default-branches.js';
export * from './limits.js';
export * from './messages.js';
export * from './schemas.js';
