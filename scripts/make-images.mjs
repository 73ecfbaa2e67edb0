// Derives the product's committed images from the freely licensed photographs in ../shared/photos
// (a folder beside the repository on development and CI machines only), so the built app works
// without it:
//   public/photos/<id>-<width>.{avif,webp}   true widths only (never upscaled)
//   public/licenses/*                        the licence texts and records the photos need
//   src/contract/photo-credits-data.ts        the credits of every photo (from MANIFEST.tsv)
// Usage: node scripts/make-images.mjs   (idempotent; every photo in MANIFEST.tsv is served)
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import sharp from 'sharp';

const SOURCE = path.resolve(process.env.PHOTOS_DIR ?? '../shared/photos');
const PUBLIC = path.resolve('public');
const CREDITS_TS = path.resolve('src/contract/photo-credits-data.ts');

/** Widths every photo gets: credits thumbnails, home sample cards, place and tour cards. */
const BASE_WIDTHS = [160, 320, 640];
/** Card and post width, for every photo whose source is at least this wide. */
const LARGE_WIDTH = 960;
/** Full-bleed widths (landing slides, home banner); only photos with an hd/ original get them. */
const HERO_WIDTHS = [960, 1600, 2400];

/**
 * Photos that need more than the base widths. Every other photo in MANIFEST.tsv is served too
 * (place pages, tour cards and demo posts may use any of them by `/photos/<id>-640.webp`).
 */
const EXTRA_WIDTHS = {
  // Landing slides and the home banner: the hd/ originals are 2560 px wide.
  'lake-boats-sunset': HERO_WIDTHS,
  'picos-de-europa-trail': HERO_WIDTHS,
  'lake-midnight-twilight': HERO_WIDTHS,
  'aizkorri-autumn-larches': HERO_WIDTHS,
  'mountain-ridge-sunset': HERO_WIDTHS,
  'storm-clouds-sunset': HERO_WIDTHS,
};

/**
 * The widths of one photo: the base widths the source can fill (a narrower source such as the
 * 600 px espresso gets its own width instead of an upscaled 640), 960 where the source is that
 * wide, and its extra widths.
 */
function widthsFor(id, sourceWidth) {
  const widths = BASE_WIDTHS.filter((width) => width <= sourceWidth);
  if (widths.length < BASE_WIDTHS.length) widths.push(sourceWidth);
  if (sourceWidth >= LARGE_WIDTH) widths.push(LARGE_WIDTH);
  widths.push(...(EXTRA_WIDTHS[id] ?? []));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** Record files of each source package (licences/README.txt explains which photo uses which). */
const PACKAGE_RECORDS = {
  'plasma-workspace-wallpapers': ['plasma-workspace-wallpapers.copyright'],
  'lomiri-wallpapers-16.04': ['lomiri-wallpapers-16.04.copyright'],
  'lxqt-themes': ['lxqt-themes.wallpapers-License.txt', 'lxqt-themes.copyright'],
  'mate-backgrounds': ['mate-backgrounds.copyright'],
  'palapeli-data': ['palapeli-data.copyright'],
  'python3-skimage': ['python3-skimage.coffee-docstring.txt', 'python3-skimage.copyright'],
  'budgie-backgrounds': ['budgie-backgrounds.copyright'],
  'budgie-core': ['budgie-core.copyright'],
  'endless-sky-high-dpi': [
    'endless-sky-high-dpi.copyright',
    'endless-sky-high-dpi.upstream-copyright',
  ],
  focuswriter: ['focuswriter.copyright'],
  'libjs-jquery-backstretch': ['libjs-jquery-backstretch.copyright'],
  'sddm-theme-maldives': ['sddm-theme-maldives.copyright'],
  'tuxpaint-data': ['tuxpaint-data.copyright'],
};
/** Per-photo records beside the package's (licences/README.txt names them). */
const PHOTO_RECORDS = {
  'citrus-slices': ['palapeli-data.citrus-fruits.desktop'],
  'cincinnati-bridge-night': ['palapeli-data.cincinnati-bridge.desktop'],
};
/** Plasma wallpapers keep their upstream metadata (author + licence) per photo. */
const PLASMA_METADATA = {
  'lake-boats-sunset': 'plasma-workspace-wallpapers.EveningGlow.metadata.json',
  'lake-midnight-twilight': 'plasma-workspace-wallpapers.summer_1am.metadata.json',
  'foggy-jetty': 'plasma-workspace-wallpapers.ColdRipple.metadata.json',
  'forest-path': 'plasma-workspace-wallpapers.Path.metadata.json',
};
/** Full licence texts by the licence named in MANIFEST.tsv (CC-BY texts are in lomiri's file). */
const LICENCE_TEXTS = [
  [/^LGPL-3\.0/, ['license-text.LGPL-3.txt', 'license-text.GPL-3.txt']],
  [/^GPL-2/, ['license-text.GPL-2.txt']],
  [/^GPL-3/, ['license-text.GPL-3.txt']],
  [/^CC0/, ['license-text.CC0-1.0.txt']],
  [/^CC-BY/, ['lomiri-wallpapers-16.04.copyright']],
];

function readManifest() {
  const [header, ...lines] = readFileSync(path.join(SOURCE, 'MANIFEST.tsv'), 'utf8')
    .trim()
    .split('\n');
  const columns = header.split('\t');
  return new Map(
    lines.map((line) => {
      const cells = line.split('\t');
      const row = Object.fromEntries(columns.map((name, i) => [name, cells[i] ?? '']));
      return [row.file.replace(/\.jpg$/, ''), row];
    }),
  );
}

/** Debian's `.copyright` records get `.txt` so browsers show them instead of downloading them. */
function publicLicenceName(file) {
  return /\.(txt|json)$/.test(file) ? file : `${file}.txt`;
}

function licenceFilesFor(id, row) {
  const pkg = row.source.split(' (')[0];
  const files = new Set(PACKAGE_RECORDS[pkg] ?? []);
  // GCompris records each image in the README of the activity (.rcc) it comes from.
  const activity = /\/rcc\/(\w+)\.rcc/.exec(row.source)?.[1];
  if (pkg === 'gcompris-qt-data' && activity) files.add(`gcompris-qt-data.${activity}-README.txt`);
  if (PLASMA_METADATA[id]) files.add(PLASMA_METADATA[id]);
  for (const file of PHOTO_RECORDS[id] ?? []) files.add(file);
  for (const [pattern, texts] of LICENCE_TEXTS) {
    if (pattern.test(row.licence)) texts.forEach((file) => files.add(file));
  }
  return [...files];
}

async function encode(input, width, file) {
  // Renditions are deterministic for a source and width: keep the committed ones (re-encoding all
  // takes minutes); delete public/photos to force a full rebuild after changing the settings.
  if (existsSync(`${file}.avif`) && existsSync(`${file}.webp`)) return;
  const base = sharp(input).resize({ width, withoutEnlargement: true });
  // Full-bleed photos sit under a dark overlay: a lower quality is invisible there and saves LCP time.
  const hero = width >= 960;
  await base
    .clone()
    .avif({ quality: hero ? 45 : 55, effort: 5 })
    .toFile(`${file}.avif`);
  await base
    .clone()
    .webp({ quality: hero ? 68 : 75, effort: 6 })
    .toFile(`${file}.webp`);
}

async function makePhotos(manifest) {
  const outDir = path.join(PUBLIC, 'photos');
  mkdirSync(outDir, { recursive: true });
  const credits = [];
  const expected = new Set();
  for (const [id, row] of manifest) {
    const hd = path.join(SOURCE, 'hd', `${id}.jpg`);
    const original = existsSync(hd) ? hd : path.join(SOURCE, `${id}.jpg`);
    const { width: sourceWidth, height: sourceHeight } = await sharp(original).metadata();
    const all = widthsFor(id, sourceWidth);
    const tooWide = all.filter((width) => width > sourceWidth);
    if (tooWide.length > 0) throw new Error(`${id} is ${sourceWidth} px wide, not ${tooWide}`);
    for (const width of all) {
      await encode(original, width, path.join(outDir, `${id}-${width}`));
      expected.add(`${id}-${width}.avif`).add(`${id}-${width}.webp`);
    }
    credits.push({
      id,
      description: row.description,
      attribution: row.attribution,
      licence: row.licence,
      source: row.source,
      shareAlike: /SA|GPL/.test(row.licence),
      licenceFiles: licenceFilesFor(id, row).map(publicLicenceName),
      widths: all,
      aspect: { width: sourceWidth, height: sourceHeight },
    });
    console.log(`photos/${id}: ${all.join(', ')} px`);
  }
  // Renditions no longer asked for (a photo or width dropped from the list) leave the repo.
  for (const file of readdirSync(outDir)) {
    if (!expected.has(file)) rmSync(path.join(outDir, file));
  }
  return credits;
}

function copyLicences(manifest) {
  const outDir = path.join(PUBLIC, 'licenses');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files = new Set([...manifest].flatMap(([id, row]) => licenceFilesFor(id, row)));
  files.add('README.txt');
  for (const file of files) {
    copyFileSync(path.join(SOURCE, 'licenses', file), path.join(outDir, publicLicenceName(file)));
  }
  // The bundled typefaces' SIL Open Font Licence travels with them too.
  for (const face of ['inter', 'fraunces']) {
    copyFileSync(
      path.resolve(`node_modules/@fontsource/${face}/LICENSE`),
      path.join(outDir, `font-${face}.OFL.txt`),
    );
  }
  console.log(`licenses/: ${files.size} files`);
}

if (!existsSync(path.join(SOURCE, 'MANIFEST.tsv'))) {
  console.error(
    `No photos at ${SOURCE}: this script needs the shared photo folder beside the repo.`,
  );
  process.exit(1);
}
const manifest = readManifest();
const credits = await makePhotos(manifest);
copyLicences(manifest);
const options = await prettier.resolveConfig(CREDITS_TS);
const source = [
  '// Generated by scripts/make-images.mjs from ../shared/photos/MANIFEST.tsv; do not edit.',
  "import type { PhotoCredit } from './photo-credits.ts';",
  `export const PHOTO_CREDIT_DATA: PhotoCredit[] = ${JSON.stringify(credits)};`,
].join('\n');
writeFileSync(CREDITS_TS, await prettier.format(source, { ...options, parser: 'typescript' }));
console.log(`wrote ${path.relative(process.cwd(), CREDITS_TS)}`);
