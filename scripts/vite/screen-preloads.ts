import type { Plugin, Rolldown } from 'vite';
import { APP_FRAME, SCREENS, type ScreenName } from '../screens.mjs';

/** What public/boot.js reads from the #roamly-screens block: each screen's files, by index. */
export type ScreenPreloads = { files: string[]; screens: Partial<Record<ScreenName, number[]>> };

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The files each main screen needs beyond what index.html loads itself: its route chunk, the app
 * frame unless it is the landing page, everything they import statically, and their CSS. The
 * route's own chunk comes first, so it is requested first.
 */
export function screenPreloads(bundle: Rolldown.OutputBundle): ScreenPreloads {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const bySource = (source: string) => {
    const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(`/${source}`));
    if (!chunk) throw new Error(`screen preloads: no chunk for ${source}`);
    return chunk;
  };
  const closure = (roots: Chunk[]) => {
    const files: string[] = [];
    const visit = (chunk: Chunk | undefined) => {
      if (!chunk || files.includes(chunk.fileName)) return;
      files.push(chunk.fileName);
      for (const css of chunk.viteMetadata?.importedCss ?? []) {
        if (!files.includes(css)) files.push(css);
      }
      for (const file of chunk.imports) visit(byFile.get(file));
    };
    roots.forEach(visit);
    return files;
  };

  const entries = chunks.filter((chunk) => chunk.isEntry);
  const inIndexHtml = new Set(closure(entries));
  const frame = bySource(APP_FRAME);
  const files: string[] = [];
  const screens: ScreenPreloads['screens'] = {};
  for (const [name, screen] of Object.entries(SCREENS) as [ScreenName, typeof SCREENS.home][]) {
    const roots = screen.framed ? [bySource(screen.route), frame] : [bySource(screen.route)];
    screens[name] = closure(roots)
      .filter((file) => !inIndexHtml.has(file))
      .map((file) => {
        if (!files.includes(file)) files.push(file);
        return files.indexOf(file);
      });
  }
  return { files, screens };
}

/** The placeholder index.html carries ahead of public/boot.js (as Prettier lays it out, or not). */
const DATA_BLOCK = /(<script type="application\/json" id="roamly-screens">)\s*\{\}\s*(<\/script>)/;

/**
 * Writes the screens' file lists into index.html's JSON data block (data, not a script the CSP
 * would have to allow), which comes before public/boot.js: boot.js preloads the list of the
 * screen the URL shows, so the landing page's code loads on the landing page only, and home's at
 * once on a signed-in "/".
 */
export function screenPreloadsPlugin(): Plugin {
  return {
    name: 'roamly:screen-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        if (!DATA_BLOCK.test(html)) throw new Error('index.html lacks the #roamly-screens block');
        const data = JSON.stringify(screenPreloads(ctx.bundle));
        return html.replace(
          DATA_BLOCK,
          (_block, open: string, close: string) => open + data + close,
        );
      },
    },
  };
}
