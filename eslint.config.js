// @ts-check
/**
 * Lint (run by `npm test` through `npm run check`): the boundary between browser code and server
 * code. Islands, stores and the client scripts of Astro components must not import server-only
 * modules (lib/server, db, the platform module), so a secret, a query or the database client
 * can never end up in a page's JavaScript; islands follow the rules of hooks.
 */
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';

/** Code that runs in the browser: islands and the modules beside components, client state, and <script> tags of .astro files (linted as *.astro/*.ts). */
const CLIENT_CODE = ['src/components/**/*.{ts,tsx}', 'src/stores/**/*.ts', '**/*.astro/*.ts', '**/*.astro/*.js'];

const SERVER_ONLY = [
  {
    regex: '(^|/|#)lib/server(/|$)',
    message:
      'Server code (lib/server) must not reach the browser: pass islands public view objects (lib/views) as props, and call actions for writes.',
  },
  { regex: '(^|/|#)(?<!server/)db(/|$)', message: 'The database schema and seed stay on the server.' },
  { regex: '^#platform$', message: 'The platform module is server-only.' },
  { regex: '^(drizzle-orm|@libsql/client)(/|$)', message: 'Database clients stay on the server.' },
  // Measured: one schema import put zod in the business dashboard's chunk (39 KB instead of 14 KB).
  {
    regex: '^zod$|(^|/|#)lib/schemas/(?![^/]*(-messages|-text)\\.ts$)[^/]+$',
    message:
      'Form schemas bring zod to the browser: islands import the limits and messages of lib/schemas/*-messages.ts (or *-text.ts) instead, and the server validates.',
  },
];

export default defineConfig(
  // src/paraglide is compiled from messages/ (npm run i18n).
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      '.astro/**',
      'src/paraglide/**',
      '.wrangler/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  { files: ['**/*.{ts,tsx,mts}'], languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } } },
  ...astro.configs['flat/base'],
  { files: CLIENT_CODE, rules: { 'no-restricted-imports': ['error', { patterns: SERVER_ONLY }] } },
  // Pages, components and layouts read no database (as .dependency-cruiser.cjs says): a page's loader in src/lib/server does.
  {
    files: ['src/pages/**/*.astro', 'src/components/**/*.astro', 'src/layouts/**/*.astro'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^#db/|^#lib/server/db/|/db/client|/db/schema|^drizzle-orm)',
              message:
                'Pages, components and layouts read no database: call the page loader in src/lib/server (load…Page) and pass data as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/islands/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
);
