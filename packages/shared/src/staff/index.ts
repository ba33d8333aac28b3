export * from './constants.js';
export * from './dto.js';
export * from './schemas.js';
export * from './own-profile.js';
