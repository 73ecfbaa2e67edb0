import { destinationSlug } from '../../../contract/destinations.ts';
import { isSupported, type Rates } from '../currency/rates.ts';
import { categorize, categoryByName } from './categorize.ts';
import type { TourInput } from './tour-store.ts';

/**
 * An operator's own catalogue file (issue 9 §2, `npm run tours:import <file>`): CSV with a header
 * row, a JSON array of objects, or JSON Lines. Every problem is reported with the line its row
 * starts on, so the operator can fix the file; the import writes nothing until the file is clean
 * (or `--skip-invalid` is given).
 *
 * Columns (names are case- and punctuation-insensitive: "Product Code" = product_code):
 *   productCode  required, unique in the file (letters, digits, - _ .; up to 64)
 *   title        required, up to 300 characters
 *   destination  required: a catalogue code (684), slug (cancun) or name (Cancún)
 *   price        required, the "from" price, ≥ 0
 *   currency     required, three letters with a reference rate (USD, EUR, GBP…)
 *   description, category (a category name or any words: "Snorkeling" is Water Activities),
 *   rating (0–5), reviewCount (≥ 0), duration (minutes, or "3 hours", "1 day"),
 *   freeCancellation (true/false/yes/no/1/0), highlights (separated by | or ;), imageUrl and
 *   productUrl (https; an image may also be a path of this site, /photos/…)
 */

export type CatalogueFormat = 'csv' | 'json';
export type RowProblem = { line: number; message: string };
export type CatalogueRecord = { line: number; fields: Record<string, unknown> };

const FIELD_ALIASES: Record<string, string> = {
  productcode: 'productCode',
  code: 'productCode',
  id: 'productCode',
  title: 'title',
  name: 'title',
  destination: 'destination',
  destinationcode: 'destination',
  city: 'destination',
  description: 'description',
  shortdescription: 'description',
  category: 'category',
  price: 'price',
  pricefrom: 'price',
  currency: 'currency',
  rating: 'rating',
  reviewcount: 'reviewCount',
  reviews: 'reviewCount',
  duration: 'duration',
  durationminutes: 'duration',
  freecancellation: 'freeCancellation',
  highlights: 'highlights',
  imageurl: 'imageUrl',
  image: 'imageUrl',
  producturl: 'productUrl',
  url: 'productUrl',
  bookingurl: 'productUrl',
};

const fieldName = (header: string) =>
  FIELD_ALIASES[header.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? null;

/** The format from the file name, else from the first character. */
export function detectFormat(fileName: string, text: string): CatalogueFormat {
  if (/\.csv$/i.test(fileName)) return 'csv';
  if (/\.(json|jsonl|ndjson)$/i.test(fileName)) return 'json';
  return /^\s*[[{]/.test(text) ? 'json' : 'csv';
}

/**
 * RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Each record keeps
 * the line it starts on. The first record is the header.
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const input = text.replace(/^\uFEFF/, '');
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  const endRecord = () => {
    cells.push(cell);
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    fieldStarted = false;
  };
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
      continue;
    }
    if (char === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
      fieldStarted = false;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else {
      cell += char;
      fieldStarted = true;
    }
  }
  if (quoted) throw new RowError(recordLine, 'a quoted field is never closed');
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

class RowError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The objects of a JSON array (or JSON Lines) with the line each starts on. Malformed JSON is one
 * problem at the line where parsing stopped.
 */
export function parseJsonRecords(text: string): CatalogueRecord[] {
  const input = text.replace(/^\uFEFF/, '');
  const lineAt = (offset: number) => input.slice(0, offset).split('\n').length;
  if (/^\s*\[/.test(input)) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(input);
    } catch (error) {
      const position = /position (\d+)/.exec(String(error))?.[1];
      throw new RowError(
        position ? lineAt(Number(position)) : 1,
        `the file is not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      );
    }
    const items = parsed as unknown[];
    const starts = topLevelItemOffsets(input);
    return items.map((item, index) => ({
      line: lineAt(starts[index] ?? 0),
      fields: item as Record<string, unknown>,
    }));
  }
  // JSON Lines: one object per line.
  const records: CatalogueRecord[] = [];
  input.split('\n').forEach((raw, index) => {
    if (!raw.trim()) return;
    try {
      records.push({ line: index + 1, fields: JSON.parse(raw) as Record<string, unknown> });
    } catch {
      throw new RowError(index + 1, 'the line is not a JSON object');
    }
  });
  return records;
}

/** Offsets where each element of the top-level JSON array starts. */
function topLevelItemOffsets(text: string): number[] {
  const offsets: number[] = [];
  let depth = 0;
  let inString = false;
  let expectItem = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
      continue;
    }
    if (depth === 1 && expectItem && !/\s/.test(char) && char !== ']') {
      offsets.push(i);
      expectItem = false;
    }
    if (char === '"') inString = true;
    else if (char === '[' || char === '{') {
      depth += 1;
      if (depth === 1) expectItem = true;
    } else if (char === ']' || char === '}') depth -= 1;
    else if (char === ',' && depth === 1) expectItem = true;
  }
  return offsets;
}

/** The file's rows as named fields, or the one problem that stops reading it. */
export function readCatalogue(
  text: string,
  format: CatalogueFormat,
): { records: CatalogueRecord[]; problems: RowProblem[] } {
  try {
    if (format === 'json') {
      const records = parseJsonRecords(text).map((record) => ({
        line: record.line,
        fields: normaliseFields(record.fields),
      }));
      return { records, problems: [] };
    }
    const [header, ...rows] = parseCsv(text);
    if (!header) return { records: [], problems: [{ line: 1, message: 'the file is empty' }] };
    const names = header.cells.map((cell) => fieldName(cell.trim()));
    const unknown = header.cells.filter((_cell, index) => names[index] === null);
    if (unknown.length > 0) {
      return {
        records: [],
        problems: [
          {
            line: header.line,
            message: `unknown column(s): ${unknown.map((c) => `"${c}"`).join(', ')}`,
          },
        ],
      };
    }
    const records = rows.map((row) => {
      const fields: Record<string, unknown> = {};
      names.forEach((name, index) => {
        if (name) fields[name] = row.cells[index] ?? '';
      });
      if (row.cells.length !== names.length) {
        fields.__cellCount = `has ${row.cells.length} cells, the header has ${names.length}`;
      }
      return { line: row.line, fields };
    });
    return { records, problems: [] };
  } catch (error) {
    if (error instanceof RowError)
      return { records: [], problems: [{ line: error.line, message: error.message }] };
    throw error;
  }
}

function normaliseFields(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { __notObject: 'is not an object' };
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = fieldName(key);
    if (name) fields[name] = value;
    else fields.__unknown = [...((fields.__unknown as string[] | undefined) ?? []), key];
  }
  return fields;
}

const text = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'string'
      ? value.trim()
      : String(value).trim();

/** "3 hours", "90 minutes", "1 day", "2h 30m", "150" → minutes; null when not a duration. */
export function parseDuration(value: string): number | null {
  const input = value.trim().toLowerCase();
  if (!input) return null;
  if (/^\d+(\.\d+)?$/.test(input)) return Math.round(Number(input));
  let minutes = 0;
  let matched = false;
  for (const match of input.matchAll(
    /(\d+(?:\.\d+)?)\s*(d|days?|h|hrs?|hours?|m|mins?|minutes?)\b/g,
  )) {
    matched = true;
    const amount = Number(match[1]);
    const unit = match[2]!;
    minutes += unit.startsWith('d') ? amount * 1440 : unit.startsWith('h') ? amount * 60 : amount;
  }
  return matched && minutes > 0 ? Math.round(minutes) : null;
}

const BOOLEANS: Record<string, boolean> = {
  true: true,
  yes: true,
  y: true,
  '1': true,
  false: false,
  no: false,
  n: false,
  '0': false,
  '': false,
};

export type DestinationLookup = (value: string) => { code: number } | null;

/**
 * Checks one row and builds its tour, or lists everything wrong with it (every problem at once,
 * so one pass over the file finds them all).
 */
export function recordToTour(
  record: CatalogueRecord,
  { destination, rates }: { destination: DestinationLookup; rates: Rates },
): { tour: TourInput } | { problems: string[] } {
  const f = record.fields;
  const problems: string[] = [];
  if (f.__notObject) return { problems: ['the row is not an object'] };
  if (typeof f.__cellCount === 'string') problems.push(`the row ${f.__cellCount}`);
  if (Array.isArray(f.__unknown))
    problems.push(`unknown field(s): ${(f.__unknown as string[]).join(', ')}`);

  const productCode = text(f.productCode);
  if (!productCode) problems.push('productCode is required');
  else if (!/^[A-Za-z0-9._-]{1,64}$/.test(productCode)) {
    problems.push('productCode must be 1–64 letters, digits, dots, dashes or underscores');
  } else if (/^SAMPLE-/i.test(productCode))
    problems.push('productCode must not start with SAMPLE-');

  const title = text(f.title);
  if (!title) problems.push('title is required');
  else if (title.length > 300) problems.push('title must be at most 300 characters');

  const place = text(f.destination);
  const found = place ? destination(place) : null;
  if (!place) problems.push('destination is required');
  else if (!found) problems.push(`destination "${place}" is not in the catalogue`);

  const priceText = text(f.price).replace(/,/g, '');
  const price = Number(priceText);
  if (!priceText) problems.push('price is required');
  else if (!Number.isFinite(price) || price < 0)
    problems.push(`price "${text(f.price)}" is not a number ≥ 0`);

  const currency = text(f.currency).toUpperCase();
  if (!currency) problems.push('currency is required');
  else if (!/^[A-Z]{3}$/.test(currency) || !isSupported(rates, currency)) {
    problems.push(`currency "${text(f.currency)}" has no reference rate`);
  }

  const ratingText = text(f.rating);
  const rating = ratingText ? Number(ratingText) : null;
  if (rating !== null && !(rating >= 0 && rating <= 5))
    problems.push(`rating "${ratingText}" must be between 0 and 5`);

  const reviewsText = text(f.reviewCount).replace(/,/g, '');
  const reviewCount = reviewsText ? Number(reviewsText) : 0;
  if (!Number.isInteger(reviewCount) || reviewCount < 0) {
    problems.push(`reviewCount "${text(f.reviewCount)}" must be a whole number ≥ 0`);
  }

  const durationText = text(f.duration);
  const durationMinutes = durationText ? parseDuration(durationText) : null;
  if (durationText && durationMinutes === null) {
    problems.push(`duration "${durationText}" is not minutes or a duration like "3 hours"`);
  }

  const freeText = text(f.freeCancellation).toLowerCase();
  const freeCancellation =
    typeof f.freeCancellation === 'boolean' ? f.freeCancellation : BOOLEANS[freeText];
  if (freeCancellation === undefined)
    problems.push(`freeCancellation "${freeText}" must be true or false`);

  const imageUrl = text(f.imageUrl) || null;
  if (imageUrl && !/^https:\/\/\S+$/.test(imageUrl) && !/^\/[A-Za-z0-9/_.-]+$/.test(imageUrl)) {
    problems.push('imageUrl must be an https address or a path of this site');
  }
  const productUrl = text(f.productUrl) || null;
  if (productUrl && !/^https:\/\/\S+$/.test(productUrl))
    problems.push('productUrl must be an https address');

  const highlights = (
    Array.isArray(f.highlights) ? f.highlights.map(text) : text(f.highlights).split(/[|;]/)
  )
    .map((item) => item.trim())
    .filter(Boolean);
  if (highlights.some((item) => item.length > 120))
    problems.push('each highlight must be at most 120 characters');

  const categoryText = text(f.category);
  const description = text(f.description);
  if (description.length > 2000) problems.push('description must be at most 2000 characters');

  if (problems.length > 0 || !found) return { problems };
  return {
    tour: {
      productCode,
      source: 'operator',
      destinationCode: found.code,
      title,
      shortDescription: description,
      imageUrl,
      productUrl,
      category: categoryText
        ? (categoryByName(categoryText) ?? categorize([categoryText, title]))
        : categorize([title, description]),
      tagIds: [],
      rating,
      reviewCount,
      durationMinutes,
      durationText: null,
      priceFrom: price,
      currency,
      freeCancellation: freeCancellation ?? false,
      highlights: highlights.slice(0, 5),
      providerUpdatedAt: null,
    },
  };
}

/** Catalogue lookups by code, slug or name, over rows loaded once. */
export function destinationLookup(
  rows: readonly { code: number; slug: string }[],
): DestinationLookup {
  const byCode = new Map(rows.map((row) => [row.code, row]));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return (value) => {
    if (/^\d+$/.test(value)) return byCode.get(Number(value)) ?? null;
    const first = value.split(',')[0] ?? value;
    return bySlug.get(destinationSlug(value)) ?? bySlug.get(destinationSlug(first)) ?? null;
  };
}
