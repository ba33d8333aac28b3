/** Renders the planned demo pictures to WebP files with sharp. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Picture } from './artwork.js';
import { demoFilePath } from './image-paths.js';

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
async function writeJob(dataDir: string, job: ImageJob): Promise<void> {
  const [first, ...rest] = job.outputs;
  if (!first) return;
  const svg = Buffer.from(job.picture.render(first.width, first.height));
  if (rest.length === 0) {
    await sharp(svg).webp(WEBP_OPTIONS).toFile(demoFilePath(dataDir, first.relPath));
    return;
  }
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  await Promise.all(
    job.outputs.map((output) =>
      sharp(data, { raw })
        .resize(output.width, output.height)
        .webp(WEBP_OPTIONS)
        .toFile(demoFilePath(dataDir, output.relPath)),
    ),
  );
}

/** Writes every output (overwriting what is there); returns the number of files written. */
export async function writeDemoImages(
  dataDir: string,
  jobs: readonly ImageJob[],
  concurrency = 4,
): Promise<number> {
  const folders = new Set(
    jobs.flatMap((job) =>
      job.outputs.map((output) => path.dirname(demoFilePath(dataDir, output.relPath))),
    ),
  );
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));

  let next = 0;
  const worker = async (): Promise<void> => {
    for (let job = jobs[next++]; job; job = jobs[next++]) await writeJob(dataDir, job);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return jobs.reduce((sum, job) => sum + job.outputs.length, 0);
}
