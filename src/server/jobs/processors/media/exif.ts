import exifr from 'exifr';
import type { MediaExif } from '../../../../db/schema/media.ts';

/** Only the blocks that hold place, time and camera; thumbnails, XMP, ICC and IPTC are skipped. */
const OPTIONS = {
  tiff: true,
  exif: true,
  gps: true,
  ifd1: false,
  interop: false,
  xmp: false,
  icc: false,
  iptc: false,
  jfif: false,
  ihdr: false,
  makerNote: false,
  userComment: false,
  reviveValues: false,
  translateValues: false,
  translateKeys: true,
} as const;

type RawExif = {
  latitude?: unknown;
  longitude?: unknown;
  DateTimeOriginal?: unknown;
  CreateDate?: unknown;
  OffsetTimeOriginal?: unknown;
  Make?: unknown;
  Model?: unknown;
};

const text = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\0/g, '').trim().slice(0, 100) : '';

/** 'YYYY:MM:DD HH:MM:SS' (+ '+02:00') → '2024-06-01T19:45:00+02:00'; the camera's local time. */
function takenAt(raw: RawExif): string | undefined {
  const value = text(raw.DateTimeOriginal) || text(raw.CreateDate);
  const match = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match;
  if (y === '0000') return undefined;
  const offset = text(raw.OffsetTimeOriginal);
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${/^[+-]\d{2}:\d{2}$/.test(offset) ? offset : ''}`;
}

/** 'Apple' + 'iPhone 15' → 'Apple iPhone 15'; 'Canon' + 'Canon EOS R5' → 'Canon EOS R5'. */
function camera(raw: RawExif): string | undefined {
  const make = text(raw.Make);
  const model = text(raw.Model);
  if (!model) return make || undefined;
  return make && !model.toLowerCase().startsWith(make.toLowerCase()) ? `${make} ${model}` : model;
}

function coordinate(value: unknown, limit: number): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit
    ? Math.round(value * 1e6) / 1e6
    : undefined;
}

/** The fields Roamly keeps from a parsed EXIF block (null when none of them is there). */
export function pickExif(raw: RawExif | undefined | null): MediaExif | null {
  if (!raw) return null;
  const latitude = coordinate(raw.latitude, 90);
  const longitude = coordinate(raw.longitude, 180);
  // 0,0 is what a camera without a fix writes, not a photo taken in the Gulf of Guinea.
  const hasPlace =
    latitude !== undefined && longitude !== undefined && !(latitude === 0 && longitude === 0);
  const exif: MediaExif = {
    ...(hasPlace ? { latitude, longitude } : {}),
    ...(takenAt(raw) ? { takenAt: takenAt(raw) } : {}),
    ...(camera(raw) ? { camera: camera(raw) } : {}),
  };
  return Object.keys(exif).length > 0 ? exif : null;
}

/**
 * Reads GPS position, capture time and camera from a photo (a path, read in chunks, or the
 * TIFF stream of a HEIF EXIF item). Never throws: a photo without EXIF, or with a broken block,
 * simply has none.
 */
export async function readExif(input: string | Buffer): Promise<MediaExif | null> {
  try {
    return pickExif((await exifr.parse(input, OPTIONS)) as RawExif | undefined);
  } catch {
    return null;
  }
}
