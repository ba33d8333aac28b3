import multipart from '@fastify/multipart';
import { COMMON_MESSAGES } from '@salon/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { addRouteHook } from '../lib/route-hooks.js';
import { AppError } from '../lib/app-error.js';

/**
 * multipart/form-data for the upload routes, which read their parts with `readMultipartForm`
 * and their own limits. A route that declares a JSON body schema keeps refusing forms with 415.
 */
export const multipartPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10 } });
    addRouteHook(
      app,
      'preValidation',
      async (request) => {
        if (request.isMultipart()) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', COMMON_MESSAGES.unsupportedMediaType, 415);
        }
      },
      (route) => route.schema?.body !== undefined,
    );
  },
  { name: 'multipart' },
);
