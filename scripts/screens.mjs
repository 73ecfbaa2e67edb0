// The main screens of the web app and the source module of each, shared by the build (which
// lists each screen's chunks for public/boot.js to preload, vite.config.ts), the per-screen
// size budgets (scripts/web-budget.mjs) and the e2e checks of what a screen downloads.

/** The app frame (app.css and app-wide providers) every screen but the landing page loads. */
export const APP_FRAME = 'src/web/app/app-frame.tsx';

/**
 * Each screen's route module, whether it is rendered in the app frame, and its budget: JS and
 * CSS gzipped, the entry included, in KB (a little above what the screen measured; see
 * docs/performance.md). The landing page's 170 KB is ARCHITECTURE's.
 */
export const SCREENS = {
  landing: { route: 'src/web/routes/landing-route.tsx', framed: false, budgetKb: 170 },
  home: { route: 'src/web/routes/home-route.tsx', framed: true, budgetKb: 205 },
  explore: { route: 'src/web/routes/explore-route.tsx', framed: true, budgetKb: 213 },
  destination: { route: 'src/web/routes/destination-route.tsx', framed: true, budgetKb: 222 },
  profile: { route: 'src/web/routes/profile-route.tsx', framed: true, budgetKb: 248 },
  post: { route: 'src/web/routes/post-route.tsx', framed: true, budgetKb: 206 },
};

/**
 * The built files of these Vite manifest entries and of everything they import statically (CSS
 * included): what a browser downloads for them.
 */
export function chunkClosure(manifest, keys) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}
