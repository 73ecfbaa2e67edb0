import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { LANDING_DESTINATIONS } from '../landing/destination-tiles.tsx';
import { LANDING_SLIDES } from '../landing/slides.ts';
import { PHOTO_PLACES } from '../../../contract/photo-places.ts';
import { SAMPLE_PROMOTIONS } from '../../../server/modules/promotions/sample-promotions.ts';
import { HERO_WIDTHS, THUMB_WIDTHS, TILE_WIDTHS, photoSrcSet } from './photo-sources.ts';
import { creditTitle, licenceFileLabel, licenceName, PHOTO_CREDITS } from './photo-credits.ts';

const PUBLIC = path.resolve('public');
const byId = new Map(PHOTO_CREDITS.map((credit) => [credit.id, credit]));

/** Every photo a screen shows, with the widths its srcset asks for. */
const USED: [string, readonly number[]][] = [
  ...LANDING_SLIDES.map((slide) => [slide.photoId, HERO_WIDTHS] as [string, readonly number[]]),
  ['storm-clouds-sunset', HERO_WIDTHS],
  ...LANDING_DESTINATIONS.map(
    (place) => [place.photoId, TILE_WIDTHS] as [string, readonly number[]],
  ),
  ...Object.values(SAMPLE_PROMOTIONS)
    .flat()
    .flatMap((card) => card.offers)
    .flatMap((offer) =>
      offer.photoId ? [[offer.photoId, THUMB_WIDTHS] as [string, readonly number[]]] : [],
    ),
];

describe('photo credits', () => {
  it('credits every photo a screen shows, at every width its srcset names', () => {
    for (const [id, widths] of USED) {
      const credit = byId.get(id);
      expect(credit, id).toBeDefined();
      for (const width of widths) expect(credit!.widths, id).toContain(width);
    }
  });

  it('ships no photo without a credit', () => {
    const ids = new Set(
      readdirSync(path.join(PUBLIC, 'photos')).map((file) => file.replace(/-\d+\.\w+$/, '')),
    );
    expect([...ids].sort()).toEqual(PHOTO_CREDITS.map((credit) => credit.id).sort());
  });

  it('has every rendition on disk at its true width, in AVIF and WebP', async () => {
    for (const credit of PHOTO_CREDITS) {
      for (const width of credit.widths) {
        for (const format of ['avif', 'webp'] as const) {
          const file = path.join(PUBLIC, 'photos', `${credit.id}-${width}.${format}`);
          const meta = await sharp(file).metadata();
          expect(meta.width, file).toBe(width);
          expect(width, file).toBeLessThanOrEqual(credit.aspect.width);
        }
      }
    }
  });

  it('upscales nothing: every file in public/photos is as wide as its name and its source allow', async () => {
    const files = readdirSync(path.join(PUBLIC, 'photos'));
    expect(files.length).toBeGreaterThan(PHOTO_CREDITS.length * 2);
    for (const file of files) {
      const [, id, named] = /^([a-z0-9-]+)-(\d+)\.(?:avif|webp)$/.exec(file) ?? [];
      expect(id, `${file} is named <id>-<width>.<avif|webp>`).toBeDefined();
      const credit = byId.get(id!);
      expect(credit, file).toBeDefined();
      const { width } = await sharp(path.join(PUBLIC, 'photos', file)).metadata();
      // The generated credits keep the source's own size (the 2560 px hd/ original where one exists).
      expect(width, file).toBe(Number(named));
      expect(width, `${file}: its source is ${credit!.aspect.width} px`).toBeLessThanOrEqual(
        credit!.aspect.width,
      );
      expect(credit!.widths, file).toContain(width);
    }
  });

  it('keeps 2400 px hero renditions for sources at least that wide only', () => {
    for (const credit of PHOTO_CREDITS) {
      if (credit.widths.includes(2400))
        expect(credit.aspect.width, credit.id).toBeGreaterThanOrEqual(2400);
    }
    // The landing slides and the home banner ask for 2400 px: each of their sources is that large.
    for (const [id, widths] of USED) {
      if (widths.includes(2400))
        expect(byId.get(id)!.aspect.width, id).toBeGreaterThanOrEqual(2400);
    }
  });

  it('credits every bundled photo the code refers to, and every rendition it names exists', () => {
    const files = readdirSync(path.resolve('src'), { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
    );
    const ids = new Set<string>();
    for (const file of files) {
      const full = path.resolve('src', file);
      if (!statSync(full).isFile()) continue;
      const text = readFileSync(full, 'utf8');
      // Literal paths: /photos/<id>-<width>.<format>.
      for (const [, id, width, format] of text.matchAll(
        /\/photos\/([a-z0-9-]+)-(\d+)\.(webp|avif)/g,
      )) {
        ids.add(id!);
        const rendition = path.join(PUBLIC, 'photos', `${id}-${width}.${format}`);
        expect(existsSync(rendition), `${file}: ${rendition}`).toBe(true);
      }
      // Photo ids in data files: `photo: 'petra-monastery'`, `photoId: …`, `cover: …`.
      for (const [, id] of text.matchAll(/\b(?:photo|photoId|cover):\s*'([a-z0-9-]+)'/g)) {
        ids.add(id!);
      }
    }
    // The demo world's and the place provider's photos are keys of the photo→place table.
    for (const id of Object.keys(PHOTO_PLACES)) ids.add(id);
    expect(ids.size).toBeGreaterThan(60);
    for (const id of ids) expect(byId.has(id), id).toBe(true);
  });

  it('names an author and a licence, and ships the licence files it links', () => {
    for (const credit of PHOTO_CREDITS) {
      expect(credit.attribution.length, credit.id).toBeGreaterThan(3);
      expect(licenceName(credit), credit.id).toMatch(/^(CC|LGPL|GPL|Public domain|Expat)/);
      expect(credit.licenceFiles.length, credit.id).toBeGreaterThan(0);
      for (const file of credit.licenceFiles) {
        expect(existsSync(path.join(PUBLIC, 'licenses', file)), file).toBe(true);
      }
      if (/BY-SA|GPL/.test(credit.licence)) expect(credit.shareAlike, credit.id).toBe(true);
    }
  });

  it('labels the licence files by what they are', () => {
    expect(licenceFileLabel('license-text.CC0-1.0.txt')).toBe('CC0-1.0 text');
    expect(licenceFileLabel('lomiri-wallpapers-16.04.copyright.txt')).toBe(
      'Debian copyright of lomiri-wallpapers-16.04',
    );
    expect(licenceFileLabel('plasma-workspace-wallpapers.summer_1am.metadata.json')).toBe(
      'author record',
    );
    expect(licenceFileLabel('palapeli-data.cincinnati-bridge.desktop.txt')).toBe('author record');
    expect(licenceFileLabel('endless-sky-high-dpi.upstream-copyright.txt')).toBe(
      'upstream copyright of endless-sky-high-dpi',
    );
  });

  it('drops the manifest’s trailing aside from the title', () => {
    const credit = byId.get('lake-boats-sunset')!;
    expect(creditTitle(credit)).not.toMatch(/location not stated/);
  });

  it('builds srcset strings from true widths', () => {
    expect(photoSrcSet('petra-monastery', [320, 640], 'avif')).toBe(
      '/photos/petra-monastery-320.avif 320w, /photos/petra-monastery-640.avif 640w',
    );
  });

  // ../shared/photos exists beside the repo on development and CI machines only.
  const manifest = path.resolve('../shared/photos/MANIFEST.tsv');
  it.runIf(existsSync(manifest))('matches MANIFEST.tsv word for word', () => {
    const rows = readFileSync(manifest, 'utf8').trim().split('\n').slice(1);
    const byFile = new Map(rows.map((row) => [row.split('\t')[0], row.split('\t')]));
    for (const credit of PHOTO_CREDITS) {
      const row = byFile.get(`${credit.id}.jpg`);
      expect(row, credit.id).toBeDefined();
      expect(credit.licence).toBe(row![3]);
      expect(credit.attribution).toBe(row![4]);
    }
  });
});
