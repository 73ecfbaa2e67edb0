import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** Where `npm run dev` finds the API; the server listens on 5001 in development. */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:5001';

/**
 * Vendor groups that every page needs go in their own long-lived chunks, so a deploy that only
 * touches app code does not invalidate them, and page-only libraries (forms, zod, dialogs) never
 * leak into the landing page's critical path.
 */
const VENDOR_GROUPS: { name: string; test: RegExp }[] = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
];

/**
 * Adds <link rel="modulepreload"> for the landing route's chunk and its imports to index.html.
 * The route stays a separate, lazily imported chunk, but the browser fetches it together with the
 * entry instead of after it, so the landing page never waits on an extra round trip (LCP).
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'roamly:preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const landing = Object.values(bundle).find(
          (item) =>
            item.type === 'chunk' && item.facadeModuleId?.endsWith('/routes/landing-route.tsx'),
        );
        if (!landing || landing.type !== 'chunk') return [];
        const files = [landing.fileName, ...landing.imports].filter((file) => !html.includes(file));
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes `.vite/chunk-modules.json` (chunk file → the source files in it) beside the manifest:
 * scripts/web-budget.mjs reads the sources of the landing page's chunks to check that the landing
 * stylesheet has every class they use and none they do not.
 */
function chunkModules(): Plugin {
  return {
    name: 'roamly:chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const root = process.cwd();
      const modules: Record<string, string[]> = {};
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        modules[item.fileName] = item.moduleIds
          .filter((id) => id.startsWith(root) && !id.includes('/node_modules/'))
          .map((id) => path.relative(root, id.split('?')[0] ?? id));
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules),
      });
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadLandingRoute(), chunkModules()],
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
          groups: VENDOR_GROUPS.map((group) => ({ ...group, priority: 10 })),
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
