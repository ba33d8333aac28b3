import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@salon/source'] },
  test: { name: 'shared', environment: 'node' },
});
