export * from './addresses.js';
export * from './units/unit-types.js';
