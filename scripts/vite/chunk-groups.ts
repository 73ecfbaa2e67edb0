import path from 'node:path';
import type { Rolldown } from 'vite';
import { APP_FRAME, SCREENS } from '../screens.mjs';

/** One lucide icon (createLucideIcon and the rest of the library are not icons). */
export const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;

/** The modules these import statically, themselves included (dynamic imports not followed). */
function staticallyReached(ctx: Rolldown.ChunkingContext, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    // Only static imports count: a dynamic one is a screen of its own.
    const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
    for (const next of info?.importedIds ?? []) if (!dynamic.has(next)) visit(next);
  };
  roots.forEach((root) => visit(root));
  return seen;
}

/**
 * Icons shared by several screens, in two chunks: those the landing page and the toaster draw
 * (and signed-in screens reuse), and all the others. Left to rolldown, every distinct set of screens using an
 * icon got a chunk of its own: 41 of home's 76 files were under 1 KiB, most of them one icon, each
 * a request (six at a time over HTTP/1.1). An icon one screen alone uses stays in that screen's
 * chunk (minShareCount), the entry's icons stay in the entry, and the landing page downloads no
 * icon it does not draw. Needs lucideDirectImports: through lucide's entry, every module would
 * seem to reach every icon.
 */
export function sharedIconsGroup(root = process.cwd()): Rolldown.CodeSplittingGroup {
  const entry = path.resolve(root, 'src/web/main.tsx');
  // The landing page, and the toaster every page loads once it has loaded (app/providers.tsx).
  const landing = [SCREENS.landing.route, 'src/web/app/toasts/toaster.tsx'].map((file) =>
    path.resolve(root, file),
  );
  // The module graph is fixed during one chunking pass; rolldown reuses `ctx` within it.
  let cached:
    { ctx: Rolldown.ChunkingContext; entry: Set<string>; landing: Set<string> } | undefined;
  return {
    debugName: 'icons',
    name: (id, ctx) => {
      if (cached?.ctx !== ctx) {
        cached = {
          ctx,
          entry: staticallyReached(ctx, [entry]),
          landing: staticallyReached(ctx, landing),
        };
      }
      if (cached.entry.has(id)) return null;
      return cached.landing.has(id) ? 'landing-icons' : 'icons';
    },
    test: LUCIDE_ICON,
    minShareCount: 2,
    // An icon's only imports are lucide's base, which the entry's icons load already.
    includeDependenciesRecursively: false,
    priority: 5,
  };
}

/** Modules of the operator area (issue 22): its routes and features, social automation included. */
const ADMIN_MODULE =
  /src[\\/]web[\\/](routes[\\/](admin|social-automation)-route\.tsx|features[\\/](admin[\\w-]*|social-automation)[\\/])/;

/**
 * Icons only the operator area draws, in a chunk of their own that only its screens load.
 * Without it, an icon two admin screens share lands in the shared `icons` chunk, which every
 * member screen downloads. Ahead of sharedIconsGroup (higher priority).
 */
export function adminIconsGroup(): Rolldown.CodeSplittingGroup {
  return {
    debugName: 'admin-icons',
    name: (id, ctx) => {
      const importers = ctx.getModuleInfo(id)?.importers ?? [];
      return importers.length > 0 && importers.every((importer) => ADMIN_MODULE.test(importer))
        ? 'admin-icons'
        : null;
    },
    test: LUCIDE_ICON,
    minShareCount: 2,
    includeDependenciesRecursively: false,
    priority: 6,
  };
}

/**
 * The code the main screens share, in two chunks instead of the dozens rolldown would cut by
 * which set of screens uses a module (most under 2 KiB, each a request: six at a time over
 * HTTP/1.1, a round trip of 150 ms each on a phone's network, and every one of them ahead of the
 * first paint). `common`: what the landing page shares with the other screens (logo, card, photo),
 * so the landing page downloads no signed-in code. `app`: everything else the app frame or at
 * least two of the framed main screens reach statically (the signed-in shell, post cards, Radix,
 * the shared icons), so a signed-in screen needs the entry, the vendor chunk, `app` and its own
 * chunk. A module one screen alone uses stays in that screen's chunk; dynamic imports (dialogs,
 * widgets below the fold) stay separate.
 */
/** Modules grouped by their real users only: the contract's schema instances, and zod. */
const LEFT_TO_USERS = /\?schemas$|[\\/]node_modules[\\/]zod[\\/]/;

export function sharedScreenGroups(root = process.cwd()): Rolldown.CodeSplittingGroup[] {
  const resolve = (file: string) => path.resolve(root, file);
  const entry = resolve('src/web/main.tsx');
  const landingRoots = [SCREENS.landing.route, 'src/web/app/toasts/toaster.tsx'].map(resolve);
  const framedRoots = [
    APP_FRAME,
    ...Object.values(SCREENS)
      .filter((screen) => screen.framed)
      .map((screen) => screen.route),
  ].map(resolve);
  let cached: { ctx: Rolldown.ChunkingContext; groups: Map<string, 'common' | 'app'> } | undefined;
  const groupOf = (id: string, ctx: Rolldown.ChunkingContext) => {
    if (cached?.ctx !== ctx) {
      const inEntry = staticallyReached(ctx, [entry]);
      const landing = staticallyReached(ctx, landingRoots);
      const counts = new Map<string, number>();
      for (const rootId of framedRoots) {
        for (const reached of staticallyReached(ctx, [rootId])) {
          counts.set(reached, (counts.get(reached) ?? 0) + 1);
        }
      }
      const groups = new Map<string, 'common' | 'app'>();
      for (const [reached, count] of counts) {
        // The screens' own modules stay the facades of their chunks (lazy routes load them).
        if (inEntry.has(reached) || framedRoots.includes(reached)) continue;
        // Schemas and zod go where they are used, not where an import of a trimmed route
        // reaches them (scripts/vite/client-contract.ts).
        if (LEFT_TO_USERS.test(reached)) continue;
        if (landing.has(reached)) groups.set(reached, 'common');
        else if (count >= 2) groups.set(reached, 'app');
      }
      cached = { ctx, groups };
    }
    return cached.groups.get(id) ?? null;
  };
  const group = (name: 'common' | 'app', priority: number): Rolldown.CodeSplittingGroup => ({
    name: (id, ctx) => (groupOf(id, ctx) === name ? name : null),
    priority,
    // What a grouped module imports is grouped by its own reach (schemas and zod by their users).
    includeDependenciesRecursively: false,
  });
  return [group('common', 8), group('app', 7)];
}
