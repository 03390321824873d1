import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every folder under apps/api/src/modules and apps/web/src/features is a module: a new one is
// covered the day it is created.
const foldersOf = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// A module never imports another module's files: shared pieces live in contracts, components,
// lib or plugins (ARCHITECTURE.md, "Layout"). An API module may ask another through its public
// face, that module's index.ts (apps/api/src/modules/README.md).
const featureBoundaries = (root, publicFace) =>
  foldersOf(root).map((m) => ({
    target: `${root}/${m}`,
    from: root,
    except: [`./${m}`, ...(publicFace ? foldersOf(root).map((other) => `./${other}/${publicFace}`) : [])],
    message: publicFace
      ? `Modules ask each other only through ${publicFace}; move anything else shared to a shared folder.`
      : 'Features do not import each other; move the shared piece to a shared folder.',
  }));

// The API modules stand in order (ARCHITECTURE.md, "One model per concept"): home, the page that
// reads everything, is read by no module; the modules nearly every other one asks read only the
// modules named below them, so no arrow of the module graph runs back up.
const apiModules = './apps/api/src/modules';
const readsOnly = { memberships: ['wallet'], wallet: [] };
const moduleOrder = [
  ...foldersOf(apiModules)
    .filter((m) => m !== 'home')
    .map((m) => ({
      target: `${apiModules}/${m}`,
      from: `${apiModules}/home`,
      message: 'No module reads home (it reads the others): move what they need below it.',
    })),
  ...Object.entries(readsOnly).map(([m, below]) => ({
    target: `${apiModules}/${m}`,
    from: apiModules,
    except: [`./${m}`, ...below.map((other) => `./${other}`)],
    message: `${m} reads ${below.length ? `only ${below.join(', ')}` : 'no other module'}: it stands below the rest.`,
  })),
];

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
    // Without a resolver that knows .ts files, an import it cannot resolve is not checked at all.
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureBoundaries('./apps/web/src/features'),
            ...featureBoundaries(apiModules, 'index.ts'),
            ...moduleOrder,
            // One way: app -> features -> shared (components, lib); modules -> plugins, lib, db.
            ...['./apps/web/src/components', './apps/web/src/lib'].flatMap((shared) => [
              { target: shared, from: './apps/web/src/features', message: 'Shared code does not import a feature.' },
              { target: shared, from: './apps/web/src/app', message: 'Shared code does not import the app shell.' },
            ]),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'A feature does not import the app shell.',
            },
            ...['./apps/api/src/plugins', './apps/api/src/lib', './apps/api/src/db'].map((shared) => ({
              target: shared,
              from: './apps/api/src/modules',
              message: 'Shared code does not import a module.',
            })),
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
