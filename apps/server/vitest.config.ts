import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@salon/source'] },
  ssr: { resolve: { conditions: ['@salon/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
