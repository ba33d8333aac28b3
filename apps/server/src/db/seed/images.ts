/** Renders the planned demo pictures to WebP files with sharp, into the file store. */
import sharp from 'sharp';
import type { FileStorage } from '../../lib/uploads/file-storage.js';
import { ImageVariants } from '../../lib/uploads/image-variants.js';
import type { Picture } from './artwork.js';
import { demoKey } from './image-paths.js';

export interface ImageOutput {
  relPath: string;
  width: number;
  height: number;
}

export interface ImageJob {
  picture: Picture;
  outputs: ImageOutput[];
}

/** Modest quality and low effort: demo pictures, drawn fast (encoding dominates otherwise). */
const WEBP_OPTIONS = { quality: 78, effort: 1 } as const;

/**
 * Draws the picture once at its first (largest) size, then encodes every output from those
 * pixels: the thumbnail is a resize, not a second SVG render.
 */
async function writeJob(storage: FileStorage, job: ImageJob): Promise<void> {
  const [first, ...rest] = job.outputs;
  if (!first) return;
  const svg = Buffer.from(job.picture.render(first.width, first.height));
  const put = async (relPath: string, data: Buffer) => {
    const key = demoKey(relPath);
    await storage.put(key, data, { contentType: 'image/webp' });
    await Promise.all(ImageVariants.keysOf(key).map((variant) => storage.delete(variant)));
  };
  if (rest.length === 0) {
    await put(first.relPath, await sharp(svg).webp(WEBP_OPTIONS).toBuffer());
    return;
  }
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    job.outputs.map(async (output) =>
      put(
        output.relPath,
        await sharp(data, { raw })
          .resize(output.width, output.height)
          .webp(WEBP_OPTIONS)
          .toBuffer(),
      ),
    ),
  );
}

/**
 * Writes every output (overwriting what is there, and dropping the responsive copies of the
 * pictures it replaces: the daily image job makes them again); returns the number written.
 */
export async function writeDemoImages(
  storage: FileStorage,
  jobs: readonly ImageJob[],
  concurrency = 4,
): Promise<number> {
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let job = jobs[next++]; job; job = jobs[next++]) await writeJob(storage, job);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return jobs.reduce((sum, job) => sum + job.outputs.length, 0);
}
