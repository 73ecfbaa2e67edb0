// Derives the product's committed images from the freely licensed photographs in ../shared/photos
// (a folder beside the repository on development and CI machines only), so the built app works
// without it:
//   public/photos/<id>-<width>.{avif,webp}   true widths only (never upscaled)
//   public/scenes/<slug>-<width>.webp        SVG scenes for the places no photo shows
//   public/licenses/*                        the licence texts and records the photos need
//   src/web/features/about/photo-credits.json  what the /about page credits (from MANIFEST.tsv)
// Usage: node scripts/make-images.mjs   (idempotent; re-run after changing PHOTOS below)
import { Buffer } from 'node:buffer';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { SCENES } from './images/scenes.mjs';

const SOURCE = path.resolve(process.env.PHOTOS_DIR ?? '../shared/photos');
const PUBLIC = path.resolve('public');
const CREDITS_JSON = path.resolve('src/web/features/about/photo-credits.json');

/** Widths every photo gets: thumbnails for the credits page and the home page's sample cards. */
const THUMB_WIDTHS = [160, 320];
/** Full-bleed widths (landing slides, home banner); only photos with an hd/ original get them. */
const HERO_WIDTHS = [960, 1600, 2400];
/** Card widths for the landing page's destination tiles. */
const TILE_WIDTHS = [640, 960];

/** Every photo the product shows, and the widths it needs beyond the thumbnails. */
const PHOTOS = [
  // Landing slides and the home banner: the hd/ originals are 2560 px wide.
  { id: 'lake-boats-sunset', widths: HERO_WIDTHS },
  { id: 'picos-de-europa-trail', widths: HERO_WIDTHS },
  { id: 'lake-midnight-twilight', widths: HERO_WIDTHS },
  { id: 'aizkorri-autumn-larches', widths: HERO_WIDTHS },
  { id: 'mountain-ridge-sunset', widths: HERO_WIDTHS },
  { id: 'storm-clouds-sunset', widths: HERO_WIDTHS },
  // Landing destination tiles and home sample cards (1024 px originals).
  { id: 'machu-picchu', widths: TILE_WIDTHS },
  { id: 'petra-monastery', widths: TILE_WIDTHS },
  { id: 'mont-saint-michel', widths: TILE_WIDTHS },
  { id: 'great-wall-china', widths: TILE_WIDTHS },
  { id: 'chenonceau-chateau', widths: [] },
  { id: 'colosseum-rome', widths: [] },
  { id: 'canyon-de-chelly', widths: [] },
  { id: 'neuschwanstein-castle', widths: [] },
];

/**
 * Sample tour cards (src/server/modules/tours/sample-tours.ts) show the 640 px WebP (600 for the
 * one photo whose original is narrower).
 */
const TOUR_CARD_WIDTH = 640;
const TOUR_CARD_PHOTOS = [
  'dune-grass-sea',
  'misty-hills-field',
  'dolphin-red-sea',
  'citrus-slices',
  'canyon-de-chelly',
  'forest-stream',
  'lake-boats-sunset',
  'foggy-jetty',
  'eiffel-tower',
  'chenonceau-chateau',
  'mont-saint-michel',
  'fig-on-red-plate',
  'lake-midnight-twilight',
  'avignon-palais-des-papes',
  'colosseum-rome',
  'pont-du-gard',
  'storm-clouds-sunset',
  'espresso-cup',
  'neuschwanstein-castle',
  'rocamadour-cliff-village',
  'green-rolling-hills',
  'carcassonne-ramparts',
  'berlin-cathedral',
  'forest-path',
  'giza-great-pyramid',
  'mountain-ridge-sunset',
  'golden-temple-amritsar',
  'hawa-mahal-jaipur',
  'picos-de-europa-trail',
  'brandenburg-gate-dusk',
  'christ-the-redeemer-rio',
  'machu-picchu',
  'ladakh-horse-snowy-peaks',
  'great-wall-china',
];
const NARROW_TOUR_PHOTOS = { 'espresso-cup': 600 };
for (const id of TOUR_CARD_PHOTOS) {
  const width = NARROW_TOUR_PHOTOS[id] ?? TOUR_CARD_WIDTH;
  const entry = PHOTOS.find((photo) => photo.id === id);
  if (entry) entry.widths = [...new Set([...entry.widths, width])];
  else PHOTOS.push({ id, widths: [width] });
}

/** Record files of each source package (licences/README.txt explains which photo uses which). */
const PACKAGE_RECORDS = {
  'plasma-workspace-wallpapers': ['plasma-workspace-wallpapers.copyright'],
  'lomiri-wallpapers-16.04': ['lomiri-wallpapers-16.04.copyright'],
  'gcompris-qt-data': ['gcompris-qt-data.explore_monuments-README.txt'],
  'lxqt-themes': ['lxqt-themes.wallpapers-License.txt', 'lxqt-themes.copyright'],
  'mate-backgrounds': ['mate-backgrounds.copyright'],
  'palapeli-data': ['palapeli-data.copyright'],
  'python3-skimage': ['python3-skimage.coffee-docstring.txt', 'python3-skimage.copyright'],
};
/** Per-photo records beside the package's (licences/README.txt names them). */
const PHOTO_RECORDS = {
  'citrus-slices': ['palapeli-data.citrus-fruits.desktop'],
  'dolphin-red-sea': ['gcompris-qt-data.erase-README.txt'],
  'ladakh-horse-snowy-peaks': ['gcompris-qt-data.erase-README.txt'],
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
  if (PLASMA_METADATA[id]) files.add(PLASMA_METADATA[id]);
  for (const file of PHOTO_RECORDS[id] ?? []) files.add(file);
  for (const [pattern, texts] of LICENCE_TEXTS) {
    if (pattern.test(row.licence)) texts.forEach((file) => files.add(file));
  }
  return [...files];
}

async function encode(input, width, file) {
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
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const credits = [];
  for (const { id, widths } of PHOTOS) {
    const row = manifest.get(id);
    if (!row) throw new Error(`${id} is not in MANIFEST.tsv`);
    const hd = path.join(SOURCE, 'hd', `${id}.jpg`);
    const original = existsSync(hd) ? hd : path.join(SOURCE, `${id}.jpg`);
    const { width: sourceWidth, height: sourceHeight } = await sharp(original).metadata();
    const all = [...new Set([...THUMB_WIDTHS, ...widths])].sort((a, b) => a - b);
    const tooWide = all.filter((width) => width > sourceWidth);
    if (tooWide.length > 0) throw new Error(`${id} is ${sourceWidth} px wide, not ${tooWide}`);
    for (const width of all) await encode(original, width, path.join(outDir, `${id}-${width}`));
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
  return credits;
}

function copyLicences(manifest) {
  const outDir = path.join(PUBLIC, 'licenses');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const files = new Set(PHOTOS.flatMap(({ id }) => licenceFilesFor(id, manifest.get(id))));
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

async function makeScenes() {
  const outDir = path.join(PUBLIC, 'scenes');
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  for (const [slug, scene] of Object.entries(SCENES)) {
    const svg = sharp(Buffer.from(scene()));
    for (const width of THUMB_WIDTHS) {
      await svg
        .clone()
        .resize({ width })
        .webp({ quality: 80 })
        .toFile(path.join(outDir, `${slug}-${width}.webp`));
    }
  }
  console.log(`scenes/: ${Object.keys(SCENES).join(', ')}`);
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
await makeScenes();
const options = await prettier.resolveConfig(CREDITS_JSON);
const json = await prettier.format(JSON.stringify({ photos: credits }), {
  ...options,
  parser: 'json',
});
writeFileSync(CREDITS_JSON, json);
console.log(`wrote ${path.relative(process.cwd(), CREDITS_JSON)}`);
