import { z } from 'zod';
import { PRODUCT_CATEGORIES } from '../../../contract/marketplace.ts';
import type { Db } from '../../../db/client.ts';
import { deleteProductsOfSource, upsertProducts } from '../../../db/queries/marketplace.ts';
import type { AffiliateItem } from '../../providers/affiliate/affiliate.ts';
import { currentRates, isSupported } from '../currency/rates.ts';
import { detectFormat, parseCsv, parseJsonRecords } from '../tours/catalogue-file.ts';

/**
 * An operator's affiliate catalogue (`npm run marketplace:import <file>`): CSV with a header row,
 * a JSON array or JSON Lines, one product per row. Column names ignore case and punctuation.
 *
 *   id            required, unique (letters, digits, - _ .; up to 64)
 *   title         required, up to 300 characters
 *   category      required: photography, luggage, electronics, insurance or experiences
 *   affiliateUrl  required, https: the page a click opens (and the only link a click may name)
 *   price, originalPrice (≥ 0), currency (three letters with a reference rate; default USD),
 *   brand, description, features (separated by | or ;), rating (0–5), reviewCount (≥ 0),
 *   prime (true/false/yes/no/1/0), imageUrl (https, or a path of this site: /photos/…)
 *
 * Nothing is written while any row is bad, unless skipInvalid; an imported catalogue replaces
 * the sample products, and `replace` also removes catalogue products the file does not list.
 */
export type MarketplaceImportReport = {
  format: 'csv' | 'json';
  rows: number;
  written: number;
  removed: number;
  problems: { line: number; message: string }[];
};

const ALIASES: Record<string, string> = {
  id: 'id',
  asin: 'id',
  productid: 'id',
  sku: 'id',
  title: 'title',
  name: 'title',
  category: 'category',
  affiliateurl: 'affiliateUrl',
  url: 'affiliateUrl',
  producturl: 'affiliateUrl',
  link: 'affiliateUrl',
  price: 'price',
  originalprice: 'originalPrice',
  listprice: 'originalPrice',
  currency: 'currency',
  brand: 'brand',
  description: 'description',
  features: 'features',
  rating: 'rating',
  reviewcount: 'reviewCount',
  reviews: 'reviewCount',
  prime: 'prime',
  imageurl: 'imageUrl',
  image: 'imageUrl',
};
const fieldName = (key: string) => ALIASES[key.toLowerCase().replace(/[^a-z0-9]/g, '')] ?? null;

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;
const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess(blankToUndefined, z.coerce.number('must be a number').pipe(schema).optional());
const httpsUrl = z
  .string()
  .trim()
  .max(2048, 'must be at most 2048 characters')
  .refine((value) => {
    try {
      return new URL(value).protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an https address');

const ZRow = z.object({
  id: z
    .string('is required')
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be letters, digits, - _ or . (up to 64)'),
  title: z
    .string('is required')
    .trim()
    .min(1, 'is required')
    .max(300, 'must be at most 300 characters'),
  category: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
    z.enum(PRODUCT_CATEGORIES, `must be one of ${PRODUCT_CATEGORIES.join(', ')}`),
  ),
  affiliateUrl: httpsUrl,
  price: optionalNumber(z.number().min(0, 'must be at least 0').max(1e7)),
  originalPrice: optionalNumber(z.number().min(0, 'must be at least 0').max(1e7)),
  currency: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter currency code')
      .transform((value) => value.toUpperCase())
      .default('USD'),
  ),
  brand: z.preprocess(blankToUndefined, z.string().trim().max(120).optional()),
  description: z.preprocess(blankToUndefined, z.string().trim().max(2000).optional()),
  features: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(/[|;]/)
            .map((part) => part.trim())
            .filter(Boolean)
        : (value ?? []),
    z.array(z.string().trim().min(1).max(300)).max(20, 'must list at most 20 features'),
  ),
  rating: optionalNumber(z.number().min(0, 'must be 0 to 5').max(5, 'must be 0 to 5')),
  reviewCount: optionalNumber(z.number().int('must be a whole number').min(0)),
  prime: z.preprocess((value) => {
    if (typeof value === 'boolean' || value === undefined || value === null) return value ?? false;
    const text = String(value).trim().toLowerCase();
    if (['true', 'yes', '1', 'y'].includes(text)) return true;
    if (['false', 'no', '0', 'n', ''].includes(text)) return false;
    return value;
  }, z.boolean('must be true or false')),
  imageUrl: z.preprocess(
    blankToUndefined,
    z
      .union([
        httpsUrl,
        // A path of this site: `//host/…` would load from another host, so not two slashes.
        z.string().regex(/^\/(?!\/)[A-Za-z0-9/_.-]+$/, 'must be https or a site path'),
      ])
      .optional(),
  ),
});

function records(fileName: string, text: string) {
  const format = detectFormat(fileName, text);
  if (format === 'json') {
    return {
      format,
      records: parseJsonRecords(text).map(({ line, fields }) => {
        const mapped: Record<string, unknown> = {};
        const unknown: string[] = [];
        if (typeof fields === 'object' && fields !== null && !Array.isArray(fields)) {
          for (const [key, value] of Object.entries(fields)) {
            const name = fieldName(key);
            if (name) mapped[name] = value;
            else unknown.push(key);
          }
        }
        return { line, fields: mapped, unknown };
      }),
    };
  }
  const [header, ...rows] = parseCsv(text);
  const names = (header?.cells ?? []).map((cell) => fieldName(cell.trim()));
  const unknown = (header?.cells ?? []).filter((_cell, index) => names[index] === null);
  return {
    format,
    records: rows
      .filter((row) => row.cells.some((cell) => cell.trim() !== ''))
      .map((row) => {
        const fields: Record<string, unknown> = {};
        names.forEach((name, index) => {
          if (name) fields[name] = row.cells[index] ?? '';
        });
        return { line: row.line, fields, unknown };
      }),
  };
}

/** Reads, checks and writes an operator's catalogue file (see the comment above). */
export async function importMarketplaceCatalogue(
  db: Db,
  params: { text: string; fileName: string; skipInvalid?: boolean; replace?: boolean },
): Promise<MarketplaceImportReport> {
  const problems: MarketplaceImportReport['problems'] = [];
  let parsed: ReturnType<typeof records>;
  try {
    parsed = records(params.fileName, params.text);
  } catch (error) {
    const line = (error as { line?: number }).line ?? 1;
    const message = error instanceof Error ? error.message : String(error);
    return { format: 'json', rows: 0, written: 0, removed: 0, problems: [{ line, message }] };
  }
  const rates = await currentRates(db);
  const items: AffiliateItem[] = [];
  const seen = new Set<string>();
  for (const record of parsed.records) {
    if (record.unknown.length > 0) {
      problems.push({
        line: record.line,
        message: `unknown column(s): ${record.unknown.map((c) => `"${c}"`).join(', ')}`,
      });
      continue;
    }
    const result = ZRow.safeParse(record.fields);
    if (!result.success) {
      for (const issue of result.error.issues) {
        problems.push({ line: record.line, message: `${issue.path.join('.')} ${issue.message}` });
      }
      continue;
    }
    const row = result.data;
    if (seen.has(row.id)) {
      problems.push({ line: record.line, message: `id ${row.id} appears twice in the file` });
      continue;
    }
    if (!isSupported(rates, row.currency)) {
      problems.push({ line: record.line, message: `currency ${row.currency} is not supported` });
      continue;
    }
    seen.add(row.id);
    items.push({
      id: row.id,
      source: 'catalogue',
      category: row.category,
      title: row.title,
      brand: row.brand ?? null,
      description: row.description ?? '',
      features: row.features,
      rating: row.rating ?? null,
      reviewCount: row.reviewCount ?? 0,
      price: row.price ?? null,
      originalPrice: row.originalPrice ?? null,
      currency: row.currency,
      prime: row.prime,
      affiliateUrl: row.affiliateUrl,
      imageUrl: row.imageUrl ?? null,
    });
  }
  const base = { format: parsed.format, rows: parsed.records.length, problems };
  if (items.length === 0 || (problems.length > 0 && !params.skipInvalid)) {
    return { ...base, written: 0, removed: 0 };
  }
  return db.transaction(async (tx) => {
    const removedSamples = await deleteProductsOfSource(tx, { source: 'sample' });
    const removed = params.replace
      ? await deleteProductsOfSource(tx, { source: 'catalogue', keepIds: [...seen] })
      : 0;
    const written = await upsertProducts(tx, items);
    return { ...base, written, removed: removed + removedSamples };
  });
}
