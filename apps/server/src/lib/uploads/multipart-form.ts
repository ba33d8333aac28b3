import { UPLOAD_MESSAGES } from '@salon/shared';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.js';

export interface UploadedFile {
  /** The form field the file came in, e.g. `images` or `mobile_image`. */
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface MultipartForm {
  /** Text fields; a field sent several times (`topic_ids[]`) keeps every value. */
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

export interface MultipartLimits {
  /** Files accepted in total. */
  maxFiles: number;
  /** Bytes per file. */
  maxFileBytes: number;
  /** Field name used in the 422 errors for files (default: the file's own field). */
  errorField?: string;
}

const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELDS = 100;

/**
 * Reads a whole multipart/form-data request into memory, within limits, and throws a 4xx with a
 * Vietnamese message when it breaks them. Files are only read here; check them with
 * `ImageStore.save`, which verifies the content and re-encodes it.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  limits: MultipartLimits,
): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart, 415);
  }
  const fields: MultipartForm['fields'] = {};
  const files: UploadedFile[] = [];
  const parts = request.parts({
    limits: {
      fileSize: limits.maxFileBytes,
      // One more than allowed, so "too many" can be told apart from busboy silently dropping.
      files: limits.maxFiles + 1,
      fieldSize: MAX_FIELD_BYTES,
      fields: MAX_FIELDS,
    },
  });
  for await (const part of parts) {
    if (part.type === 'file') {
      const errorField = limits.errorField ?? part.fieldname;
      if (files.length >= limits.maxFiles) {
        part.file.resume();
        throw tooMany(errorField, limits.maxFiles);
      }
      const buffer = await part.toBuffer().catch((error: unknown) => {
        if (isFileTooLarge(error)) throw fileTooLarge(errorField, limits.maxFileBytes);
        throw error;
      });
      if (part.file.truncated) throw fileTooLarge(errorField, limits.maxFileBytes);
      if (buffer.length === 0) continue; // an empty file input
      files.push({ field: part.fieldname, filename: part.filename, buffer });
    } else {
      const name = part.fieldname.endsWith('[]') ? part.fieldname.slice(0, -2) : part.fieldname;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      const existing = fields[name];
      if (existing === undefined) fields[name] = part.fieldname.endsWith('[]') ? [value] : value;
      else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
  }
  return { fields, files };
}

function isFileTooLarge(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'FST_REQ_FILE_TOO_LARGE'
  );
}

function fileTooLarge(field: string, maxBytes: number): AppError {
  const message = UPLOAD_MESSAGES.tooLarge(maxBytes);
  return new AppError('FILE_TOO_LARGE', message, 413, { [field]: [message] });
}

function tooMany(field: string, maxFiles: number): AppError {
  const message = UPLOAD_MESSAGES.tooMany(maxFiles);
  return new AppError('TOO_MANY_FILES', message, 422, { [field]: [message] });
}
