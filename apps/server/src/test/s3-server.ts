import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { S3Location } from '../lib/uploads/s3-url.js';

export interface TestS3 {
  location: S3Location;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a folder, checking every request's
 * Signature V4) on a free port, with one empty bucket.
 */
export async function startS3Server(bucket = 'salon-test'): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'salon-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    location: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      // s3rver's one account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
