// After `vite build`: a Brotli (.br) and a gzip (.gz) copy of every script, style sheet and SVG
// of dist/, made once at the highest levels, so the server sends them as they are instead of
// compressing each request (it picks by the browser's Accept-Encoding).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|webmanifest)$/;
const MIN_BYTES = 1024;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(name)) yield full;
  }
}

let count = 0;
for (const file of files(dist)) {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gzip = gzipSync(content, { level: 9 });
  if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
  if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
  count += 1;
}
console.log(`precompressed ${count} files (brotli and gzip)`);
