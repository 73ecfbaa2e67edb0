// Code that exists only for tests: provider fakes, test helpers and fixtures. It is left out of
// the production build (tsconfig.server.json's exclude lists the same files; a test compares
// them), copy-server-assets.mjs deletes any older build's output of it, and the lint forbids
// production code importing it (eslint.config.js), so nothing excluded can be pulled back in.

/** Globs, relative to the project root (ESLint's syntax). */
export const TEST_ONLY_FILES = [
  '**/*.test.{ts,tsx}',
  '**/*-test-helpers.ts',
  '**/fake-*.ts',
  '**/*-fixture.ts',
  'src/server/test/**',
  'src/db/test/**',
  'src/web/test/**',
  // The web's component-test helpers, named before this convention.
  'src/web/features/*/test-{api,chat,harness,posts,push,socket}.{ts,tsx}',
];

/** The same files as import specifiers (gitignore-style, for ESLint's no-restricted-imports). */
export const TEST_ONLY_IMPORTS = [
  '**/*.test',
  '**/*.test.*',
  '**/*-test-helpers*',
  '**/fake-*',
  '**/*-fixture*',
  '**/test/**',
  ...['api', 'chat', 'harness', 'posts', 'push', 'socket'].map((name) => `test-${name}.*`),
];

/** The same files as compiled output, by their path relative to src/ (or dist/node/). */
export const TEST_ONLY_OUTPUT = [
  /\.test\.(js|js\.map|d\.ts)$/,
  /-test-helpers\.(js|js\.map|d\.ts)$/,
  /(^|\/)fake-[^/]*\.(js|js\.map|d\.ts)$/,
  /-fixture\.(js|js\.map|d\.ts)$/,
  /^(server|db|web)\/test\//,
];

/** Whether a path relative to src/ (source or output, with / separators) is test-only. */
export function isTestOnlyPath(relative) {
  const asOutput = relative.replace(/\.tsx?$/, '.js');
  return TEST_ONLY_OUTPUT.some((pattern) => pattern.test(asOutput));
}
