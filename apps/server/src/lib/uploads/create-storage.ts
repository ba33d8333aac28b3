import type { FileStorage } from './file-storage.js';
import { LocalFileStorage } from './local-storage.js';
import { S3FileStorage } from './s3-storage.js';
import type { S3Location } from './s3-url.js';

/** The bucket when S3_URL is set, otherwise the data folder. */
export function createFileStorage(options: {
  dataDir: string;
  s3: S3Location | undefined;
}): FileStorage {
  return options.s3 ? new S3FileStorage(options.s3) : new LocalFileStorage(options.dataDir);
}
