// Measures what each main screen downloads, JS and CSS gzipped, and fails the build when one is
// over its budget (scripts/screens.mjs: the landing page's 170 KB of docs ARCHITECTURE "Budgets",
// and home, explore, destination, profile and post a little above what they measured). A screen
// downloads the entry chunk with its static imports, its route's lazily loaded chunk with its static
// imports, the app frame with its (every screen but the landing page), and what the entry loads
// once the page has loaded (the toaster).
//
// It also checks the split of the styles (docs/architecture.md, "Client"): the entry's
// stylesheet (src/web/app/styles.css) is generated from the landing page's sources only, and
// every other screen loads the whole app's utilities (src/web/app/app.css) with the app frame.
// The build fails when
//   - the landing page renders a utility class its stylesheet lacks (it would look broken),
//   - the landing stylesheet carries utilities the landing page never renders (app pages leaking
//     into the landing page's download: an @source line of styles.css is too wide),
//   - app.css is not a superset of the landing utilities, or the landing page loads app.css.
// And it fails when a main screen's first download holds zod (issue 21: the contract's schemas
// stay off the first screen; scripts/vite/client-contract.ts), or the .vite/chunk-packages.json
// the build writes is missing.
// Usage: node scripts/web-budget.mjs [--json]  (after vite build; WEB_DIST overrides dist/web)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_FRAME, chunkClosure, SCREENS } from './screens.mjs';

const DIST = path.resolve(process.env.WEB_DIST ?? 'dist/web');
/** Loaded by the entry once the page has loaded (or a toast is queued), on the landing page too. */
const AFTER_LOAD = ['src/web/app/toasts/toaster.tsx'];
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));

function findKey(suffix) {
  const key = Object.keys(manifest).find((item) => item.endsWith(suffix));
  if (!key) throw new Error(`${suffix} not found in the build manifest`);
  return key;
}

const closure = (keys) => chunkClosure(manifest, keys);

const gzipped = new Map();
/** Gzipped size of a built file, in bytes. */
function gzipSize(file) {
  if (!gzipped.has(file)) {
    gzipped.set(file, gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length);
  }
  return gzipped.get(file);
}

/** What one screen downloads: its own files, and those the entry adds once the page has loaded. */
function screenDownload({ route, framed }) {
  const own = closure(['index.html', findKey(route), ...(framed ? [findKey(APP_FRAME)] : [])]);
  const afterLoad = [...closure(AFTER_LOAD.map(findKey))].filter((file) => !own.has(file));
  const files = [...own, ...afterLoad].filter((file) => /\.(js|css)$/.test(file));
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  return { files, afterLoad, total };
}

const chunkPackages = JSON.parse(
  readFileSync(path.join(DIST, '.vite/chunk-packages.json'), 'utf8'),
);
/** Packages a first screen must not download (they load with the code that needs them). */
const OFF_FIRST_SCREEN = ['zod'];

const screens = Object.entries(SCREENS).map(([name, screen]) => {
  const { files, afterLoad, total } = screenDownload(screen);
  const heavy = files
    .filter((file) => !afterLoad.includes(file))
    .flatMap((file) => chunkPackages[file] ?? [])
    .filter((pkg) => OFF_FIRST_SCREEN.includes(pkg));
  return {
    name,
    offending: [...new Set(heavy)],
    kb: +(total / 1024).toFixed(1),
    budgetKb: screen.budgetKb,
    js: files.filter((file) => file.endsWith('.js')).length,
    over: total > screen.budgetKb * 1024,
  };
});

const landing = screenDownload(SCREENS.landing);
const files = landing.files;
const afterLoad = landing.afterLoad;
const total = landing.total;
const rows = files
  .map((file) => ({
    file,
    kb: +(gzipSize(file) / 1024).toFixed(1),
    afterLoad: afterLoad.includes(file),
  }))
  .sort((a, b) => b.kb - a.kb);

// ----- the split of the styles -----
const read = (file) => readFileSync(path.join(DIST, file), 'utf8');

/** The unescaped class names in the selectors of `css` (declarations and at-rule preludes skipped). */
export function selectorClasses(css) {
  const names = new Set();
  for (const [, prelude] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]*)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const [, escaped] of prelude.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
      names.add(
        escaped
          .replace(/\\([0-9a-fA-F]{1,6}) ?/g, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
          .replace(/\\(.)/g, '$1'),
      );
    }
  }
  return names;
}

/** The text inside every `@layer <name>{…}` block of `css`. */
export function layerText(css, name) {
  let text = '';
  const opening = `@layer ${name}{`;
  for (let start = css.indexOf(opening); start !== -1; start = css.indexOf(opening, start + 1)) {
    let depth = 0;
    for (let index = start + opening.length - 1; index < css.length; index += 1) {
      if (css[index] === '{') depth += 1;
      else if (css[index] === '}' && --depth === 0) {
        text += css.slice(start + opening.length, index) + '\n';
        break;
      }
    }
  }
  return text;
}

const appFrame = manifest[findKey(APP_FRAME)];
const appCssFiles = appFrame.css ?? [];
const problems = [];
if (appCssFiles.length === 0) problems.push(`${APP_FRAME} carries no CSS (it must import app.css)`);
for (const file of appCssFiles) {
  if (files.includes(file)) problems.push(`the landing page loads the app's stylesheet ${file}`);
}
if (files.includes(appFrame.file)) problems.push(`the landing page loads ${APP_FRAME}`);

const landingCss = files
  .filter((file) => file.endsWith('.css'))
  .map(read)
  .join('\n');
const landingUtilities = selectorClasses(layerText(landingCss, 'utilities'));
const appUtilities = selectorClasses(appCssFiles.map(read).join('\n'));
// The sources the landing page runs (vite.config.ts writes which files each chunk holds), split
// into words: a class list splits on spaces and quotes, as Tailwind's scanner reads it.
const chunkModules = JSON.parse(readFileSync(path.join(DIST, '.vite/chunk-modules.json'), 'utf8'));
const landingSources = [
  ...new Set(
    files.flatMap((file) => chunkModules[file] ?? []).filter((id) => /\.[jt]sx?$/.test(id)),
  ),
].sort();
/**
 * The words of a source file: all of them (Tailwind scans comments too), or those of its code
 * alone (only code can render a class).
 */
function sourceWords(source, { comments }) {
  let text = readFileSync(source, 'utf8');
  if (!comments) text = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/(^|\s)\/\/.*$/gm, '$1');
  return new Set(text.split(/[\s"'`{}]+/));
}
const missing = [];
for (const source of landingSources) {
  const lacking = [...sourceWords(source, { comments: false })].filter(
    (word) => appUtilities.has(word) && !landingUtilities.has(word),
  );
  if (lacking.length > 0) missing.push(`${source}: ${lacking.join(' ')}`);
}
const landingWords = new Set(
  landingSources.flatMap((source) => [...sourceWords(source, { comments: true })]),
);
const leaked = [...landingUtilities].filter(
  (name) => !landingWords.has(name) && appUtilities.has(name),
);
const notInApp = [...landingUtilities].filter((name) => !appUtilities.has(name));
if (missing.length > 0) {
  problems.push(
    `the landing page renders classes src/web/app/styles.css does not generate (add these files to its @source lines):\n    ${missing.join('\n    ')}`,
  );
}
if (leaked.length > 0) {
  problems.push(
    `src/web/app/styles.css generates utilities the landing page never renders: ${leaked.join(' ')}\n` +
      '  (an @source line covers files the landing page does not load; narrow it)',
  );
}
if (notInApp.length > 0) {
  problems.push(
    `app.css lacks landing utilities, so the cascade would differ between pages: ${notInApp.join(' ')}`,
  );
}

const styles = {
  landingUtilities: landingUtilities.size,
  appUtilities: appUtilities.size,
  appCss: appCssFiles.map((file) => ({
    file,
    kb: +(gzipSize(file) / 1024).toFixed(1),
  })),
};

if (process.argv.includes('--json')) {
  console.log(
    JSON.stringify({ totalKb: +(total / 1024).toFixed(1), files: rows, screens, styles, problems }),
  );
} else {
  for (const row of rows) {
    const note = row.afterLoad ? '  (after the page has loaded)' : '';
    console.log(`${String(row.kb).padStart(7)} KB  ${row.file}${note}`);
  }
  console.log(`${(total / 1024).toFixed(1).padStart(7)} KB  the landing page's total`);
  for (const screen of screens) {
    console.log(
      `${String(screen.kb).padStart(7)} KB  ${screen.name} (${screen.js} JS files; budget ${screen.budgetKb} KB)`,
    );
  }
  console.log(
    `Styles: ${styles.landingUtilities} utilities on the landing page, ${styles.appUtilities} in ` +
      styles.appCss.map((css) => `${css.file} (${css.kb} KB, other screens only)`).join(', '),
  );
}
for (const problem of problems) console.error(`Styles split: ${problem}`);
const over = screens.filter((screen) => screen.over);
for (const screen of over) {
  console.error(
    `The ${screen.name} screen is over its JS+CSS budget: ${screen.kb} KB > ${screen.budgetKb} KB`,
  );
}
const heavyScreens = screens.filter((screen) => screen.offending.length > 0);
for (const screen of heavyScreens) {
  console.error(
    `The ${screen.name} screen downloads ${screen.offending.join(', ')} before its first paint`,
  );
}
if (over.length > 0 || problems.length > 0 || heavyScreens.length > 0) process.exit(1);
