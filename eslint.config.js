import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { TEST_ONLY_FILES, TEST_ONLY_IMPORTS } from './scripts/test-only-files.mjs';

// Layers of src/ (first match wins, so the narrow ones come first). See docs/architecture.md,
// "Layer rules".
const layers = [
  { type: 'server', pattern: 'src/server/**', partialMatch: false },
  { type: 'queries', pattern: 'src/db/queries/**', partialMatch: false },
  { type: 'db', pattern: 'src/db/**', partialMatch: false },
  { type: 'contract', pattern: 'src/contract/**', partialMatch: false },
  { type: 'web', pattern: 'src/web/**', partialMatch: false },
  { type: 'lib', pattern: 'src/lib/**', partialMatch: false },
];
const fileKinds = [{ category: 'routes', pattern: '**/*.routes.ts' }];

export const layerRules = {
  default: 'allow',
  policies: [
    {
      from: { element: { type: 'web' } },
      disallow: { to: { element: { types: { anyOf: ['server', 'db', 'queries', 'lib'] } } } },
      message: 'The web app talks to the server through src/contract and HTTP, never by import.',
    },
    {
      from: { element: { types: { anyOf: ['db', 'queries'] } } },
      disallow: { to: { element: { types: { anyOf: ['server', 'web'] } } } },
      message: 'src/db sits below the server: move what both need into src/db or src/contract.',
    },
    {
      from: { element: { type: 'contract' } },
      disallow: { to: { element: { types: { anyOf: ['server', 'db', 'queries', 'web'] } } } },
      message: 'src/contract is shared by web and server and depends on neither.',
    },
    {
      from: { element: { type: 'lib' } },
      disallow: { to: { element: { types: { anyOf: ['server', 'db', 'queries', 'web'] } } } },
      message: 'src/lib holds Node code shared by the server and src/db, and depends on neither.',
    },
    {
      from: { file: { categories: 'routes' } },
      disallow: { to: { element: { type: 'queries' } } },
      message: "Routes call the module's service; only services (and below) call src/db/queries.",
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Drizzle's `db._` (its session, dialect, schema) is private and changes between
      // releases; the pool behind `db.$client` and `db.execute` are the public ways in.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='_'], MemberExpression[property.value='_']",
          message:
            "Drizzle's private API (`db._`) is off limits: use `db.$client` or `db.execute`.",
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests and their helpers may reach across layers (a database test builds rows with the
    // server's factories; a component test reads the server's sample data).
    ignores: TEST_ONLY_FILES,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': layers,
      'boundaries/files': fileKinds,
      'boundaries/include': ['src/**/*'],
    },
    rules: {
      'boundaries/dependencies': ['error', layerRules],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: TEST_ONLY_IMPORTS,
              message:
                'Production code may not import test-only code (fakes, test helpers, fixtures): the build leaves it out.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
