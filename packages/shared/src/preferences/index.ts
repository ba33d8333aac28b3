export * from './constants.js';
export * from './schema.js';
