import { describe, expect, it } from 'vitest';
import { MALLOC_SETTINGS, missingMallocSettings } from './process-memory.js';

describe('the malloc settings the server is started with', () => {
  it('are all missing from a bare Linux environment', () => {
    expect(missingMallocSettings({}, 'linux')).toEqual(MALLOC_SETTINGS);
    expect(MALLOC_SETTINGS).toEqual({ MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072' });
  });

  it('leave alone what the environment already sets (a service manager, a comparison)', () => {
    expect(missingMallocSettings({ MALLOC_ARENA_MAX: '8' }, 'linux')).toEqual({
      MALLOC_MMAP_THRESHOLD_: '131072',
    });
    expect(missingMallocSettings({ ...MALLOC_SETTINGS }, 'linux')).toEqual({});
  });

  it('are not asked for where the C library is not glibc', () => {
    expect(missingMallocSettings({}, 'darwin')).toEqual({});
    expect(missingMallocSettings({}, 'win32')).toEqual({});
  });
});
