// `npm start`: builds the app when the build is missing or older than the sources, then runs
// the server: in this process (so SIGTERM/SIGINT reach it directly) when its environment has the
// glibc malloc settings (MALLOC_SETTINGS in apps/server/src/process-memory.ts; set them in the
// service manager, as docs/scaling.md says), otherwise in a child process started with them,
// to which this one passes SIGTERM and whose exit code it exits with.
import { spawn, spawnSync } from 'node:child_process';
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

const serverFile = path.join(root, 'apps/server/dist/server.js');
const { missingMallocSettings } = await import(
  pathToFileURL(path.join(root, 'apps/server/dist/process-memory.js')).href
);
const missing = missingMallocSettings(process.env);
if (Object.keys(missing).length === 0) {
  await import(pathToFileURL(serverFile).href);
} else {
  const server = spawn(process.execPath, [...process.execArgv, serverFile], {
    env: { ...process.env, ...missing },
    stdio: 'inherit',
  });
  process.on('SIGTERM', () => server.kill('SIGTERM'));
  // Ctrl+C reaches the whole process group, the server included: nothing to pass on.
  process.on('SIGINT', () => {});
  server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
