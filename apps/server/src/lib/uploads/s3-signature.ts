import { createHash, createHmac } from 'node:crypto';

export interface SigningKeys {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface RequestToSign {
  method: string;
  url: URL;
  /** SHA-256 of the body, hex (of nothing for GET, HEAD and DELETE). */
  payloadHash: string;
  now: Date;
}

export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (`encodeURIComponent` leaves `!'()*` alone). */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * The headers that sign one S3 request with AWS Signature Version 4 (header form): host,
 * x-amz-date, x-amz-content-sha256 and authorization. The URL's path must already be
 * RFC 3986-encoded segment by segment; its query is canonicalised here.
 */
export function signS3Request(request: RequestToSign, keys: SigningKeys): Record<string, string> {
  const amzDate = request.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${keys.region}/s3/aws4_request`;
  const query = [...request.url.searchParams.entries()]
    .map(([name, value]) => [encodeRfc3986(name), encodeRfc3986(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
  };
  const signedHeaders = Object.keys(headers).sort().join(';');
  const canonical = [
    request.method,
    request.url.pathname,
    query,
    ...Object.keys(headers)
      .sort()
      .map((name) => `${name}:${headers[name]}`),
    '',
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, day), keys.region), 's3'),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  // fetch sends the host itself, from the URL.
  return {
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate,
    authorization: `AWS4-HMAC-SHA256 Credential=${keys.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
