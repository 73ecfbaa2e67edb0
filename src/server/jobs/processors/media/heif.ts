/**
 * Just enough of the HEIF container (ISO/IEC 23008-12 on ISO BMFF) to check an image's declared
 * size before decoding it (a pixel flood must be refused before heic-convert allocates it) and to
 * find its EXIF item when exifr cannot (exifr expects the 'Exif\0\0' prefix phones write; the
 * format also allows the TIFF header right after the offset field).
 */

type Box = { type: string; start: number; end: number; body: number };

const MAX_BOXES = 10_000;

function readBoxes(buffer: Buffer, start: number, end: number): Box[] {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end && boxes.length < MAX_BOXES) {
    let size = buffer.readUInt32BE(offset);
    const type = buffer.toString('latin1', offset + 4, offset + 8);
    let header = 8;
    if (size === 1) {
      if (offset + 16 > end) break;
      size = Number(buffer.readBigUInt64BE(offset + 8));
      header = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < header || offset + size > end) break;
    boxes.push({ type, start: offset, end: offset + size, body: offset + header });
    offset += size;
  }
  return boxes;
}

const child = (buffer: Buffer, parent: Box, type: string, skip = 0) =>
  readBoxes(buffer, parent.body + skip, parent.end).find((box) => box.type === type);

function readUInt(buffer: Buffer, offset: number, size: number): number {
  if (size === 0) return 0;
  if (size === 2) return buffer.readUInt16BE(offset);
  if (size === 4) return buffer.readUInt32BE(offset);
  if (size === 8) return Number(buffer.readBigUInt64BE(offset));
  throw new RangeError(`unsupported field size ${size}`);
}

/** The item locations of an 'iloc' box (construction method 0: offsets into the file). */
function readItemLocations(buffer: Buffer, iloc: Box): Map<number, Array<[number, number]>> {
  const locations = new Map<number, Array<[number, number]>>();
  let p = iloc.body;
  const version = buffer.readUInt8(p);
  p += 4;
  const sizes = buffer.readUInt8(p);
  const more = buffer.readUInt8(p + 1);
  p += 2;
  const offsetSize = sizes >> 4;
  const lengthSize = sizes & 15;
  const baseOffsetSize = more >> 4;
  const indexSize = version === 1 || version === 2 ? more & 15 : 0;
  const itemCount = version < 2 ? buffer.readUInt16BE(p) : buffer.readUInt32BE(p);
  p += version < 2 ? 2 : 4;
  for (let i = 0; i < itemCount && p < iloc.end; i += 1) {
    const id = version < 2 ? buffer.readUInt16BE(p) : buffer.readUInt32BE(p);
    p += version < 2 ? 2 : 4;
    let method = 0;
    if (version === 1 || version === 2) {
      method = buffer.readUInt16BE(p) & 15;
      p += 2;
    }
    p += 2; // data_reference_index
    const base = readUInt(buffer, p, baseOffsetSize);
    p += baseOffsetSize;
    const extentCount = buffer.readUInt16BE(p);
    p += 2;
    const extents: Array<[number, number]> = [];
    for (let e = 0; e < extentCount; e += 1) {
      p += indexSize;
      const offset = readUInt(buffer, p, offsetSize);
      p += offsetSize;
      const length = readUInt(buffer, p, lengthSize);
      p += lengthSize;
      extents.push([base + offset, length]);
    }
    if (method === 0) locations.set(id, extents);
  }
  return locations;
}

/** Item ids by type ('hvc1', 'grid', 'Exif'…) from an 'iinf' box. */
function readItemTypes(buffer: Buffer, iinf: Box): Map<number, string> {
  const types = new Map<number, string>();
  const version = buffer.readUInt8(iinf.body);
  const skip = 4 + (version === 0 ? 2 : 4);
  for (const infe of readBoxes(buffer, iinf.body + skip, iinf.end)) {
    if (infe.type !== 'infe') continue;
    const infeVersion = buffer.readUInt8(infe.body);
    if (infeVersion < 2) continue;
    let p = infe.body + 4;
    const id = infeVersion === 2 ? buffer.readUInt16BE(p) : buffer.readUInt32BE(p);
    p += (infeVersion === 2 ? 2 : 4) + 2;
    types.set(id, buffer.toString('latin1', p, p + 4));
  }
  return types;
}

export type HeifInfo = {
  /** The largest width × height any image item declares (its 'ispe' property). */
  maxPixels: number;
  /** The EXIF item as a TIFF stream (starting at 'II*\0' or 'MM\0*'), if any. */
  exifTiff: Buffer | null;
};

/** Null when the buffer is not a readable HEIF file. */
export function readHeifInfo(buffer: Buffer): HeifInfo | null {
  try {
    const top = readBoxes(buffer, 0, buffer.length);
    const meta = top.find((box) => box.type === 'meta');
    if (!top.some((box) => box.type === 'ftyp') || !meta) return null;
    // 'meta' is a full box: 4 bytes of version and flags before its children.
    const iprp = child(buffer, meta, 'iprp', 4);
    const ipco = iprp ? child(buffer, iprp, 'ipco') : undefined;
    let maxPixels = 0;
    for (const property of ipco ? readBoxes(buffer, ipco.body, ipco.end) : []) {
      if (property.type !== 'ispe') continue;
      const width = buffer.readUInt32BE(property.body + 4);
      const height = buffer.readUInt32BE(property.body + 8);
      maxPixels = Math.max(maxPixels, width * height);
    }
    let exifTiff: Buffer | null = null;
    const iinf = child(buffer, meta, 'iinf', 4);
    const iloc = child(buffer, meta, 'iloc', 4);
    if (iinf && iloc) {
      const exifId = [...readItemTypes(buffer, iinf)].find(([, type]) => type === 'Exif')?.[0];
      const extents =
        exifId === undefined ? undefined : readItemLocations(buffer, iloc).get(exifId);
      const [offset, length] = extents?.[0] ?? [0, 0];
      if (length > 4 && offset + length <= buffer.length) {
        const item = buffer.subarray(offset, offset + length);
        const headerOffset = item.readUInt32BE(0);
        const tiff = item.subarray(4 + headerOffset);
        const mark = tiff.toString('latin1', 0, 4);
        if (mark === 'II*\0' || mark === 'MM\0*') exifTiff = tiff;
      }
    }
    return { maxPixels, exifTiff };
  } catch {
    return null;
  }
}

/** HEIF brands phones and cameras write (ftyp major or compatible brand). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

/** True for a HEIC/HEIF file by its first bytes (the ftyp box), not its name. */
export function isHeif(head: Buffer): boolean {
  if (head.length < 16 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  const size = Math.min(head.readUInt32BE(0), head.length);
  const brands: string[] = [];
  for (let p = 8; p + 4 <= size; p += 4) {
    if (p !== 12) brands.push(head.toString('latin1', p, p + 4)); // 12: the minor version
  }
  // AVIF shares the container (and 'mif1'); sharp decodes it itself.
  if (brands.some((brand) => brand === 'avif' || brand === 'avis')) return false;
  return brands.some((brand) => HEIF_BRANDS.has(brand));
}
