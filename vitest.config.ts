import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: 'server' (API, database, contract, bench and scripts) runs in Node against the
 * embedded PostgreSQL started by its globalSetup; 'web' runs the browser code in happy-dom with
 * Testing Library and needs no database. `npx vitest run --project web` runs only the latter.
 */
export default defineConfig({
  test: {
    // Two cores: a couple of forks keep the embedded PostgreSQL and argon2 from starving.
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'src/server/**/*.test.ts',
            'src/db/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
