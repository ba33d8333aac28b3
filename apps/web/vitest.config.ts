import { defineProject } from 'vitest/config';

/** Unit tests of the web app's pure functions (no browser: those are the e2e tests). */
export default defineProject({
  resolve: { conditions: ['@salon/source'] },
  // Node-environment tests resolve through the SSR resolver: read the shared package's source too.
  ssr: { resolve: { conditions: ['@salon/source'] } },
  test: { name: 'web', environment: 'node', include: ['src/**/*.test.ts'] },
});
