import { COMMON_MESSAGES, type ApiFailure } from '@salon/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';

function failure(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
  errors?: Record<string, string[]>,
) {
  const body: ApiFailure = { success: false, message, code, ...(errors ? { errors } : {}) };
  return reply.status(status).send(body);
}

/** `{ "password": ["Mật khẩu phải có ít nhất 8 ký tự!"] }` from zod issues. */
function fieldErrors(
  issues: { instancePath: string; message?: string | undefined }[],
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    const message = issue.message ?? COMMON_MESSAGES.invalidInput;
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

/** Fastify's own 4xx errors, in Vietnamese. */
const FASTIFY_CODES: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: COMMON_MESSAGES.unsupportedMediaType,
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: COMMON_MESSAGES.payloadTooLarge,
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: COMMON_MESSAGES.malformedJson,
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_JSON',
    message: COMMON_MESSAGES.malformedJson,
  },
};

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.headers) void reply.headers(error.headers);
    return failure(reply, error.status, error.code, error.message, error.errors);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.values(errors)[0]?.[0] ?? COMMON_MESSAGES.invalidInput;
    return failure(reply, 422, 'VALIDATION_ERROR', first, errors);
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return failure(reply, known.status, known.code, known.message);
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return failure(reply, 400, 'MALFORMED_JSON', COMMON_MESSAGES.malformedJson);
  }
  if (error.statusCode === 429) {
    return failure(reply, 429, 'TOO_MANY_REQUESTS', COMMON_MESSAGES.tooManyRequests);
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    request.log.info({ err: error }, 'client error');
    return failure(reply, error.statusCode, 'BAD_REQUEST', COMMON_MESSAGES.invalidInput);
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause.issues }, 'reply did not match its schema');
  } else {
    request.log.error({ err: error }, 'unhandled error');
  }
  return failure(reply, 500, 'INTERNAL_ERROR', COMMON_MESSAGES.serverError);
}

/** One error handler for the whole API: every failure leaves in the same shape. */
export const errorsPlugin = fp(
  (app: FastifyInstance) => {
    app.setErrorHandler(handleError);
  },
  { name: 'errors' },
);

export function sendFailure(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  return failure(reply, status, code, message);
}
