import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const modules = [
  'events',
  'tickets',
  'links',
  'iam',
  'profile',
  'payment-links',
  'room-requests',
  'audit-logs',
  'api-keys',
  'memberships',
  'organizations',
];

// A module never imports another module's files: shared pieces live in contracts, components,
// lib or plugins (ARCHITECTURE.md, "Layout").
const featureBoundaries = (root) =>
  modules.map((m) => ({
    target: `${root}/${m}`,
    from: root,
    except: [`./${m}`],
    message: 'Modules do not import each other; move the shared piece to a shared folder.',
  }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('./apps/web/src/features'),
            ...featureBoundaries('./apps/api/src/modules'),
            { target: './apps/web', from: './apps/api', message: 'Web and API meet only in packages/contracts.' },
            { target: './apps/api', from: './apps/web', message: 'Web and API meet only in packages/contracts.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Toasts go through lib/notify (one at a time per kind); only it and the provider touch Mantine's.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/notify.ts', 'apps/web/src/app/providers/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@mantine/notifications',
              importNames: ['notifications'],
              message: 'Show toasts with notify() from lib/notify: one at a time per kind.',
            },
          ],
        },
      ],
    },
  },
);
