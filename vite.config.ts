import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import {
  adminIconsGroup,
  sharedIconsGroup,
  sharedScreenGroups,
} from './scripts/vite/chunk-groups.ts';
import { clientContract } from './scripts/vite/client-contract.ts';
import { lucideDirectImports } from './scripts/vite/lucide-direct-imports.ts';
import { screenPreloadsPlugin } from './scripts/vite/screen-preloads.ts';

/** Where `npm run dev` finds the API; the server listens on 5001 in development. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:5001';

/**
 * What every page runs goes in one long-lived chunk: React, the router and the query cache. A
 * deploy that only touches app code does not invalidate it, page-only libraries (forms, zod,
 * dialogs) never leak into the landing page's critical path, and index.html loads few files (each
 * a request that leaves ahead of a member's first feed page).
 */
const VENDOR_GROUP = {
  name: 'vendor',
  // Only the query cache of @tanstack: its table (and store) belong to the admin area's chunk.
  test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](query-core|react-query))[\\/]/,
  priority: 10,
};

/**
 * Writes `.vite/chunk-modules.json` (chunk file → the source files in it) beside the manifest:
 * scripts/web-budget.mjs reads the sources of the landing page's chunks to check that the landing
 * stylesheet has every class they use and none they do not. And `.vite/chunk-packages.json`
 * (chunk file → the npm packages in it), for its check that no main screen loads zod.
 */
function chunkModules(): Plugin {
  return {
    name: 'roamly:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const modules: Record<string, string[]> = {};
      const packages: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        modules[item.fileName] = item.moduleIds
          .filter((id) => id.startsWith(root) && !id.includes('/node_modules/'))
          .map((id) => path.relative(root, id.split('?')[0] ?? id));
        packages[item.fileName] = [
          ...new Set(
            item.moduleIds
              .map((id) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1])
              .filter((name): name is string => Boolean(name)),
          ),
        ];
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules),
      });
      // The npm packages in each chunk: scripts/web-budget.mjs checks the main screens load no zod.
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-packages.json',
        source: JSON.stringify(packages),
      });
    },
  };
}

export default defineConfig({
  plugins: [
    clientContract(),
    lucideDirectImports(),
    react(),
    tailwindcss(),
    screenPreloadsPlugin(),
    chunkModules(),
  ],
  publicDir: 'public',
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      output: {
        // Rolldown's successor of rollup's manualChunks.
        codeSplitting: {
          groups: [
            VENDOR_GROUP,
            // The rest of the entry's static imports stay in the entry, shared modules included
            // (the screens import them from it), rather than in small chunks of their own.
            { name: 'entry', tags: ['$initial' as const], priority: 9 },
            adminIconsGroup(),
            ...sharedScreenGroups(),
            sharedIconsGroup(),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
      '/metrics': { target: API_ORIGIN, changeOrigin: false },
      '/ws': { target: API_ORIGIN, ws: true, changeOrigin: false },
    },
  },
  preview: { port: 4173 },
});
