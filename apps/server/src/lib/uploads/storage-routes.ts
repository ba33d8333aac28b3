import { COMMON_MESSAGES } from '@salon/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sendFailure } from '../../plugins/errors.js';
import { contentTypeOf, isSafeKey, type FileStorage, type StoredObject } from './file-storage.js';
import { ImageVariants, ORIGINAL_CACHE } from './image-variants.js';
import { UPLOADS_KEY_PREFIX } from './image-store.js';

export interface StorageRoutesOptions {
  storage: FileStorage;
  variants: ImageVariants;
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  object: StoredObject,
  headers: { contentType: string; cacheControl: string },
): FastifyReply {
  reply
    .header('etag', object.etag)
    .header('last-modified', object.lastModified.toUTCString())
    .header('cache-control', headers.cacheControl)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === object.etag) {
    object.body.destroy();
    return reply.code(304).send();
  }
  return reply
    .type(headers.contentType)
    .header('content-length', String(object.size))
    .send(object.body);
}

/**
 * GET /api/storage/*: the uploaded files, streamed from the file store (disk or bucket) with
 * the same headers either way. A responsive copy's name (`photo.w375.avif`) is made from its
 * original on the first request; while too many are being made, the original is sent instead,
 * marked not to be cached.
 */
export const storageRoutes: FastifyPluginAsync<StorageRoutesOptions> = async (
  app,
  { storage, variants },
) => {
  const notFound = (reply: FastifyReply) =>
    sendFailure(reply, 404, 'NOT_FOUND', COMMON_MESSAGES.notFound);

  app.addHook('onClose', () => variants.stop());

  app.get('/api/storage/*', { schema: { hide: true } }, async (request, reply) => {
    const key = UPLOADS_KEY_PREFIX + (request.params as { '*': string })['*'];
    if (!isSafeKey(key)) return notFound(reply);
    if (ImageVariants.isVariantKey(key)) {
      const answer = await variants.open(key);
      if (answer.kind === 'missing') return notFound(reply);
      if (answer.kind === 'original') {
        return send(request, reply, answer.object, {
          contentType: answer.contentType,
          cacheControl: 'no-store',
        });
      }
      return send(request, reply, answer.object, answer);
    }
    const object = await storage.open(key);
    if (!object) return notFound(reply);
    return send(request, reply, object, {
      contentType: contentTypeOf(key),
      cacheControl: ORIGINAL_CACHE,
    });
  });
};
