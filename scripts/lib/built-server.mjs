// The built server on a free port with a fresh demo database, for the measuring scripts.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
}

/** The resident memory of a process in MB (Linux: VmRSS in /proc/<pid>/status), or null. */
export function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The CPU time a process has used so far, in milliseconds (Linux: utime + stime in
 * /proc/<pid>/stat, at 100 ticks a second), or null.
 */
export function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

function stopper(child, after = () => {}) {
  return async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    after();
  };
}

/**
 * The bare Fastify server (lib/bare-server.mjs) in a process of its own, the yardstick of the
 * bench: `{ base, stop }` once it listens.
 */
export async function startBareServer() {
  const port = await freePort();
  const bare = spawn(process.execPath, [path.join(root, 'scripts/lib/bare-server.mjs'), port], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    bare.stdout.once('data', resolve);
    bare.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { base: `http://127.0.0.1:${port}`, pid: bare.pid, stop: stopper(bare) };
}

/**
 * Builds when there is no build yet, starts the server and waits until it is healthy. `dataDir`
 * holds its SQLite database (`salon.db`), for scripts that shape the data they measure; `pid` is
 * the server's process.
 */
export async function startBuiltServer() {
  if (!existsSync(path.join(root, 'apps/server/dist/server.js'))) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salon-measure-'));
  const { MALLOC_SETTINGS } = await import(
    pathToFileURL(path.join(root, 'apps/server/dist/process-memory.js')).href
  );
  const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: root,
    env: {
      // As scripts/start.mjs starts it; the environment may override them to compare.
      ...MALLOC_SETTINGS,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = stopper(server, () => rmSync(dataDir, { recursive: true, force: true }));
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, dataDir, pid: server.pid, stop };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await stop();
  throw new Error('server did not start');
}
