// `npm run build:server` (then copy-server-assets.mjs): compiles the server's TypeScript, the
// files tsconfig.server.json lists, to dist/node with esbuild, one .js and source map per source
// file as tsc emitted them, without type checking. tsc took ~38 s of a newcomer's ~58 s first
// `npm start` on two cores, for checks `npm run typecheck` already runs in `npm test`.
// Loading TypeScript itself costs seconds, so the file list is read from tsconfig.server.json here
// (its include folders and exclude globs); a test checks it against TypeScript's own reading.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const projectRoot = path.resolve(import.meta.dirname, '..');

/** A tsconfig exclude glob (`**`, `*`, or a folder) as a test of a root-relative path. */
function globMatcher(glob) {
  const pattern = glob
    .split('/')
    .map((part) =>
      part === '**'
        ? '(?:.+/)?'
        : part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*') + '/',
    )
    .join('')
    .replace(/\(\?:\.\+\/\)\?$/, '.*');
  // A folder excludes everything under it; a file pattern matches the file itself.
  const regex = new RegExp(`^${pattern.replace(/\/$/, '')}(?:/.*)?$`);
  return (relative) => regex.test(relative);
}

/** The sources tsc compiles for tsconfig.server.json: .ts/.tsx under `include`, less `exclude`. */
export function serverSources(root = projectRoot) {
  const config = JSON.parse(readFileSync(path.join(root, 'tsconfig.server.json'), 'utf8'));
  const { rootDir = 'src', outDir = 'dist/node' } = config.compilerOptions ?? {};
  const excluded = (config.exclude ?? []).map(globMatcher);
  const files = [];
  for (const folder of config.include ?? []) {
    for (const entry of readdirSync(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    })) {
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.d\.tsx?$/.test(entry.name)) continue;
      const relative = path
        .relative(root, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/');
      if (!excluded.some((matches) => matches(relative))) files.push(path.join(root, relative));
    }
  }
  return {
    files: files.sort(),
    rootDir: path.join(root, rootDir),
    outDir: path.join(root, outDir),
  };
}

/** `./x.ts` → `./x.js` (.tsx, .mts, .cts alike), as tsc's rewriteRelativeImportExtensions does. */
export function rewriteRelativeSpecifier(specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return specifier;
  if (/\.d\.[cm]?tsx?$/.test(specifier)) return specifier;
  return specifier.replace(/\.([cm]?)tsx?$/, (_match, kind) => `.${kind}js`);
}

/**
 * Every import stays an import of its own file: the bundler runs only because its resolve hook is
 * where specifiers can be rewritten; nothing is inlined, so dist/node keeps tsc's layout and
 * `import.meta.url` keeps meaning the file's own place (migrations, assets).
 */
const keepImports = {
  name: 'keep-imports',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'entry-point'
        ? undefined
        : { path: rewriteRelativeSpecifier(args.path), external: true },
    );
  },
};

/** Compiles `files` (under `rootDir`) into `outDir`, keeping their relative paths. */
export async function buildServer({ files, rootDir, outDir, tsconfig }) {
  await build({
    entryPoints: files,
    outbase: rootDir,
    outdir: outDir,
    bundle: true,
    plugins: [keepImports],
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    tsconfig,
    logLevel: 'warning',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer({
    ...serverSources(),
    tsconfig: path.join(projectRoot, 'tsconfig.server.json'),
  });
}
