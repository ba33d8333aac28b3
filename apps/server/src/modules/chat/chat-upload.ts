import { CHAT_LIMITS, CHAT_MESSAGES as M } from '@salon/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { parseInput } from '../../lib/parse-input.js';
import { readMultipartForm, type UploadedFile } from '../../lib/uploads/multipart-form.js';

/** One chat file from a multipart form: the `file` field and an optional `caption`. */
export async function readChatUpload(
  request: FastifyRequest,
  captionSchema: z.ZodType<string | null, unknown>,
): Promise<{ file: UploadedFile | undefined; caption: string | null }> {
  const form = await readMultipartForm(request, {
    maxFiles: 1,
    maxFileBytes: CHAT_LIMITS.fileMaxBytes,
    errorField: 'file',
  }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'FILE_TOO_LARGE') {
      throw new AppError(error.code, M.fileTooLarge, 413, { file: [M.fileTooLarge] });
    }
    throw error;
  });
  const { caption } = parseInput(z.object({ caption: captionSchema }), {
    caption: form.fields.caption,
  });
  return { file: form.files.find((file) => file.field === 'file'), caption };
}
