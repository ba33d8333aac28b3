import { randomBytes } from 'node:crypto';

/** 24 random hex digits: the stem of every uploaded file's name, never given twice. */
export function newUploadName(): string {
  return randomBytes(12).toString('hex');
}

const UPLOAD_STEM = /^[0-9a-f]{24}(-thumb)?$/;

/**
 * True when a stored picture's name came from `newUploadName` (with its thumbnail's suffix):
 * such a name never holds other bytes, so its copies may be cached for good. The demo pictures'
 * names (`banners/salon-toc-viet`) are written again by a new seed.
 */
export function isNeverReusedName(stem: string): boolean {
  return UPLOAD_STEM.test(stem);
}
