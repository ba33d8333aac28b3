import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding.js';
import type { EncodedBody } from './encoded-body.js';
import { ifNoneMatch } from './if-none-match.js';

/**
 * A kept page: its ETag, revalidated on every visit (`no-cache`), a 304 when the browser has it,
 * otherwise its bytes in brotli or gzip as the browser accepts (each compressed once).
 */
export async function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
): Promise<FastifyReply> {
  void reply
    .header('etag', body.etag)
    .header('vary', 'accept-encoding')
    .header('cache-control', 'no-cache');
  if (ifNoneMatch(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
  void reply.type('text/html; charset=utf-8');
  const encoding = body.compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body.bytes);
  return reply.header('content-encoding', encoding).send(await body.compressed(encoding));
}
