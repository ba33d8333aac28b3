import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding.js';

/**
 * A page (HTML, possibly still being drawn) compressed as it is sent, brotli or gzip as the
 * browser accepts. Pages are not routes, so the compression hook of the routes does not see them.
 * Brotli at a middle quality: a page is compressed per request, unlike the kept answers.
 */
export function sendCompressedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Readable | string,
): FastifyReply {
  void reply.header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || request.method === 'HEAD') return reply.send(page);
  const source = typeof page === 'string' ? Readable.from([page]) : page;
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 5,
          },
        })
      : createGzip({ level: 6 });
  return reply.header('content-encoding', encoding).send(source.pipe(compressor));
}
