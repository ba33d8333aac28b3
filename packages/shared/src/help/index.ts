export * from './faqs.js';
export * from './guides.js';
