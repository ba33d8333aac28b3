/** Where an S3-compatible bucket is and how to sign for it, read from S3_URL. */
export interface S3Location {
  /** `https://host[:port]` (or `http://` for `s3+http://`), requests go path-style under it. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export const S3_URL_FORMAT = 's3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[?region=…]';

/**
 * Reads `s3://ACCESS_KEY:SECRET_KEY@host[:port]/bucket?region=ap-southeast-1` (HTTPS) or
 * `s3+http://…` (plain HTTP, for a store on the same network). The keys are percent-encoded
 * when they hold `/`, `:` or `@`; the region defaults to `us-east-1`. Throws a message naming
 * what is wrong.
 */
export function parseS3Url(value: string): S3Location {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`must look like ${S3_URL_FORMAT}`);
  }
  const protocol = { 's3:': 'https:', 's3+http:': 'http:' }[url.protocol];
  if (!protocol) throw new Error('must start with s3:// (HTTPS) or s3+http:// (plain HTTP)');
  if (!url.username || !url.password) {
    throw new Error(`must carry the access key and secret: ${S3_URL_FORMAT}`);
  }
  const bucket = url.pathname.replace(/^\/|\/$/g, '');
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new Error(
      `must name one bucket (3–63 lower-case letters, digits, dots, dashes) after the host: ${S3_URL_FORMAT}`,
    );
  }
  return {
    endpoint: `${protocol}//${url.host}`,
    bucket,
    region: url.searchParams.get('region') || 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}
