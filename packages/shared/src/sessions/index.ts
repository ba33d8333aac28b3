export * from './device-label.js';
export * from './sessions.js';
