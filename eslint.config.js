import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Who may import whom (ARCHITECTURE.md, "What may import what"). */
const boundaries = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: './packages/shared',
          from: ['./apps', './e2e'],
          message: 'packages/shared imports no app code.',
        },
        {
          target: './apps/server',
          from: './apps/web',
          message: 'The server does not import the web app.',
        },
        {
          target: './apps/web',
          from: './apps/server',
          message: 'The web app talks to the server over HTTP only.',
        },
        {
          target: './apps/server/src/modules/*/*.repository.ts',
          from: './apps/server/src/modules/*/*.{service,routes}.ts',
          message: 'A repository holds queries only: it calls no service or route.',
        },
        {
          target: './apps/server/src/modules/*/*.service.ts',
          from: './apps/server/src/modules/*/*.routes.ts',
          message: 'A service never imports routes.',
        },
        {
          target: './apps/server/src/modules/*/*.service.ts',
          from: './apps/server/src/plugins',
          message: 'A service never imports Fastify plugins.',
        },
        {
          target: './apps/web/src/components',
          from: ['./apps/web/src/features', './apps/web/src/app'],
          message: 'Shared components sit below features and the app shell.',
        },
        {
          target: './apps/web/src/lib',
          from: ['./apps/web/src/features', './apps/web/src/app', './apps/web/src/components'],
          message: 'lib/ sits below everything else.',
        },
        {
          target: './apps/web/src/features',
          from: './apps/web/src/app',
          message: 'Features do not import the app shell; the app composes features.',
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'data/**',
      'e2e/artifacts/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    rules: {
      ...boundaries,
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'error',
      // Fastify plugins and Ant Design validators are async by contract, awaiting or not.
      '@typescript-eslint/require-await': 'off',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/server/src/modules/*/*.repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*'], message: 'Repositories do not use Fastify.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/*/*.service.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['fastify', '@fastify/*'], message: 'Services never import Fastify.' },
            {
              group: ['../*/*.repository.js'],
              message: "Call another module's service, never its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', 'react', 'react-dom', 'kysely', 'antd'],
              message: 'packages/shared stays free of frameworks.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.ts', 'apps/server/src/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['e2e/tests/**'],
    // node:test's describe() and it() return promises the runner itself awaits.
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/vitest.config.ts', '**/vite.config.ts'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
);
