export * from './addresses.js';
