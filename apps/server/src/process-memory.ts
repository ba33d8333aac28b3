import v8 from 'node:v8';

/**
 * glibc malloc settings for the server process (docs/scaling.md, "Memory"). sharp's image work
 * (the demo pictures, the responsive copies) and argon2 allocate large buffers from several
 * threads: by default each thread gets an arena of its own and a freed large buffer stays in it,
 * so every encoding left the process some tens of MB bigger for good. Large buffers from
 * mmap (above a fixed 128 KiB, not glibc's threshold that climbs to 32 MiB) go back to the
 * system when freed, and two arenas bound the rest. glibc reads these only when the process
 * starts, so they are set in the environment of the process that is started (scripts/start.mjs,
 * the bench); other allocators ignore them.
 */
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
};

/** The malloc settings `env` lacks, on Linux (glibc); none on other systems. */
export function missingMallocSettings(
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform = process.platform,
): Record<string, string> {
  if (platform !== 'linux') return {};
  return Object.fromEntries(Object.entries(MALLOC_SETTINGS).filter(([name]) => !env[name]));
}

/**
 * V8 grows the heap up to 4 times what a collection left alive, so a burst of pages drawn on
 * the server (garbage by the hundreds of MB) kept the process 200 MB bigger afterwards; growing
 * by at most 20 % collects sooner and keeps it near what it really holds, at no measurable CPU
 * cost (scaling.md). Not a ceiling: a heap that needs more still gets it.
 */
export function limitHeapGrowth(): void {
  v8.setFlagsFromString('--heap-growing-percent=20');
}
