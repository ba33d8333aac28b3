// `npm start`: builds the app when the build is missing or older than the sources, then runs
// the server in this process (so SIGTERM/SIGINT reach it directly).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, '.build-stamp');
const sources = [
  'package-lock.json',
  'packages/shared/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/scripts',
];
const outputs = [
  'packages/shared/dist/index.js',
  'apps/server/dist/server.js',
  'apps/web/dist/index.html',
  // The storefront's pages are drawn on the server from this bundle.
  'apps/web/dist-server/entry-server.js',
];

function newestChange(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(full).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const built = existsSync(stamp) && outputs.every((file) => existsSync(path.join(root, file)));
const stale = !built || Math.max(...sources.map(newestChange)) > statSync(stamp).mtimeMs;
if (stale) {
  console.log('Building the app (first start, or the sources changed)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
