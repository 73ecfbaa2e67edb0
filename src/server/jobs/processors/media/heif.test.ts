import fs from 'node:fs/promises';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import { heicWithDeclaredSize } from '../../../modules/media/media-test-helpers.ts';
import { isHeif, readHeifInfo } from './heif.ts';

const heic = await fs.readFile(new URL('./fixtures/lisbon.heic', import.meta.url));

describe('HEIF container', () => {
  it('recognises HEIC by its brands, not AVIF or JPEG', async () => {
    expect(isHeif(heic)).toBe(true);
    const avif = await fs.readFile(
      new URL('../../../../../public/photos/petra-monastery-160.avif', import.meta.url),
    );
    expect(isHeif(avif)).toBe(false);
    expect(isHeif(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(20)]))).toBe(false);
  });

  it('reads the declared size and the EXIF item (TIFF right after the offset field)', async () => {
    const info = readHeifInfo(heic);
    expect(info?.maxPixels).toBe(320 * 240);
    expect(info?.exifTiff?.subarray(0, 4).toString('latin1')).toBe('II*\0');
    expect(await exifr.gps(info!.exifTiff!)).toMatchObject({
      latitude: expect.closeTo(38.7222, 3),
    });
  });

  it('sees a forged pixel flood before anything is decoded', () => {
    expect(readHeifInfo(heicWithDeclaredSize(heic, 50_000, 50_000))?.maxPixels).toBe(2_500_000_000);
  });

  it('reads garbage as no HEIF at all', () => {
    expect(readHeifInfo(Buffer.from('ftypheic but not really'))).toBeNull();
    expect(readHeifInfo(heic.subarray(0, 40))).toBeNull();
  });
});
