import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/server/test/global-setup.ts'],
    // Two cores: a couple of forks keep the embedded PostgreSQL and argon2 from starving.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
