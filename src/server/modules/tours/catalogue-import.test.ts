import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { destinations, tours } from '../../../db/schema/index.ts';
import { createTestDatabase } from '../../test/database.ts';
import { parseCsv, parseDuration, parseJsonRecords } from './catalogue-file.ts';
import { importCatalogue } from './catalogue-import.ts';
import { ensureSampleTours } from './sample-loader.ts';
import { insertDestinations, TEST_DESTINATIONS } from './tour-test-helpers.ts';

const database = await createTestDatabase();
const { db } = database;
const { cancun, lisbon, paris } = TEST_DESTINATIONS;
const folder = await mkdtemp(path.join(os.tmpdir(), 'roamly-tours-import-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

beforeAll(async () => {
  await insertDestinations(db, [cancun, lisbon, paris]);
});

const operatorCount = async () => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tours)
    .where(eq(tours.source, 'operator'));
  return row!.n;
};

const HEADER =
  'Product Code,Title,Destination,Description,Category,Price,Currency,Rating,Review Count,Duration,Free Cancellation,Highlights,Image URL,Product URL';

/** Line 1 is the header; line 4's description spans two lines, so line 6 is the next row. */
const BAD_CSV = [
  HEADER,
  'OP-1,Cenote Swim and Mayan Village,cancun,Swim in two cenotes.,Water Activities,75,USD,4.8,120,4 hours,yes,Two cenotes|Lunch,https://img.example/1.jpg,https://book.example/1',
  'OP-2,Lisbon Tram Tour,Lisbon,,Sightseeing,abc,EUR,4.5,10,90,no,,,',
  'OP-3,"Paris, by night","Paris","A long description,',
  'over two lines with ""quotes""",cultural,40,EUR,,,2h 30m,true,,/photos/eiffel-tower-640.webp,',
  'OP-4,Xanadu Submarine,xanadu-nowhere,,,30,USD,6,-1,forever,maybe,,ftp://x,http://insecure',
  'OP-1,Duplicate code,cancun,,,10,USD,,,,,,,',
  'OP-5,Dirham tour,cancun,,,10,AED,,,,,,,',
  'OP-6,Short row,cancun,,',
].join('\n');

describe('reading catalogue files', () => {
  it('parses RFC 4180 CSV and keeps the line each record starts on', () => {
    const records = parseCsv('a,b\r\n"x, y","multi\nline ""q"""\n\n3,4\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'multi\nline "q"'] },
      { line: 5, cells: ['3', '4'] },
    ]);
  });

  it('finds the line of each object of a JSON array, and reads JSON Lines', () => {
    const array = '[\n  {"title": "a"},\n  {\n    "title": "b, [c]"\n  }\n]';
    expect(parseJsonRecords(array).map((record) => record.line)).toEqual([2, 3]);
    const lines = '{"title":"a"}\n\n{"title":"b"}\n';
    expect(parseJsonRecords(lines).map((record) => record.line)).toEqual([1, 3]);
  });

  it('reads durations as operators write them', () => {
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('3 hours')).toBe(180);
    expect(parseDuration('2h 30m')).toBe(150);
    expect(parseDuration('1 day')).toBe(1440);
    expect(parseDuration('forever')).toBeNull();
  });
});

describe('importing an operator catalogue', () => {
  it('reports every bad row by line and writes nothing', async () => {
    const report = await importCatalogue(db, { text: BAD_CSV, fileName: 'tours.csv' });
    expect(report.format).toBe('csv');
    expect(report.written).toBe(0);
    const byLine = (line: number) =>
      report.problems.filter((problem) => problem.line === line).map((problem) => problem.message);
    expect(byLine(2)).toEqual([]);
    expect(byLine(3)).toEqual(['price "abc" is not a number ≥ 0']);
    expect(byLine(4)).toEqual([]);
    expect(byLine(6)).toEqual([
      'destination "xanadu-nowhere" is not in the catalogue',
      'rating "6" must be between 0 and 5',
      'reviewCount "-1" must be a whole number ≥ 0',
      'duration "forever" is not minutes or a duration like "3 hours"',
      'freeCancellation "maybe" must be true or false',
      'imageUrl must be an https address or a path of this site',
      'productUrl must be an https address',
    ]);
    expect(byLine(7)).toEqual(['productCode OP-1 repeats the row on line 2']);
    expect(byLine(8)).toEqual(['currency "AED" has no reference rate']);
    expect(byLine(9)).toEqual([
      'the row has 5 cells, the header has 14',
      'price is required',
      'currency is required',
    ]);
    expect(await operatorCount()).toBe(0);
  });

  it('imports the good rows with --skip-invalid, and replaces the sample catalogue', async () => {
    await ensureSampleTours(db);
    const report = await importCatalogue(db, {
      text: BAD_CSV,
      fileName: 'tours.csv',
      skipInvalid: true,
    });
    expect(report.written).toBe(2);
    expect(report.removed).toBeGreaterThan(0);
    const rows = await db.select().from(tours);
    expect(rows.every((row) => row.source === 'operator')).toBe(true);
    const [cenote] = rows.filter((row) => row.productCode === 'OP-1');
    expect(cenote).toMatchObject({
      destinationCode: cancun.code,
      category: 'water',
      priceFrom: 75,
      currency: 'USD',
      rating: 4.8,
      reviewCount: 120,
      durationMinutes: 240,
      freeCancellation: true,
      highlights: ['Two cenotes', 'Lunch'],
      imageUrl: 'https://img.example/1.jpg',
      productUrl: 'https://book.example/1',
    });
    const [paris3] = rows.filter((row) => row.productCode === 'OP-3');
    expect(paris3).toMatchObject({
      title: 'Paris, by night',
      destinationCode: paris.code,
      shortDescription: 'A long description,\nover two lines with "quotes"',
      durationMinutes: 150,
      imageUrl: '/photos/eiffel-tower-640.webp',
    });
    const [place] = await db.select().from(destinations).where(eq(destinations.code, cancun.code));
    expect(place!.tourCount).toBe(1);
  });

  it('imports JSON, updates rows in place, and --replace drops tours the file no longer lists', async () => {
    const json = JSON.stringify(
      [
        {
          productCode: 'OP-1',
          title: 'Cenote Swim (new name)',
          destination: 684,
          price: 80,
          currency: 'usd',
        },
        {
          productCode: 'OP-7',
          title: 'Fado night',
          destination: 'Lisbon, Portugal',
          price: 55,
          currency: 'EUR',
          highlights: ['Live fado'],
          freeCancellation: true,
        },
      ],
      null,
      2,
    );
    const report = await importCatalogue(db, { text: json, fileName: 'tours.json', replace: true });
    expect(report).toMatchObject({ format: 'json', rows: 2, written: 2, removed: 1, problems: [] });
    const codes = (await db.select({ code: tours.productCode }).from(tours)).map((row) => row.code);
    expect(codes.sort()).toEqual(['OP-1', 'OP-7']);

    const bad = JSON.stringify(
      [
        { title: 'x' },
        {
          productCode: 'OP-8',
          title: 'y',
          destination: 'cancun',
          price: 1,
          currency: 'USD',
          colour: 'red',
        },
      ],
      null,
      2,
    );
    const refused = await importCatalogue(db, { text: bad, fileName: 'bad.json' });
    expect(refused.problems.map((problem) => problem.line)).toEqual([2, 2, 2, 2, 5]);
    expect(refused.problems[4]!.message).toBe('unknown field(s): colour');
    const broken = await importCatalogue(db, {
      text: '[\n{"a": 1},\n{oops}\n]',
      fileName: 'x.json',
    });
    expect(broken.problems).toHaveLength(1);
    expect(broken.problems[0]!.line).toBe(3);
    const header = await importCatalogue(db, { text: 'title,colour\nx,y', fileName: 'x.csv' });
    expect(header.problems).toEqual([{ line: 1, message: 'unknown column(s): "colour"' }]);
  });
});

describe('npm run tours:import', () => {
  const cli = path.resolve('src/server/modules/tours/import-cli.ts');
  const url = (database.pool as unknown as { options: { connectionString: string } }).options
    .connectionString;
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', cli, ...args], {
      // A clean environment (Vitest's own variables, e.g. BASE_URL '/', are not the app's).
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATABASE_URL: url,
        DATA_DIR: folder,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
      },
    }).then(
      (result) => ({ code: 0, stdout: result.stdout, stderr: result.stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  it('prints each bad row as file:line: message and exits 1 without writing', async () => {
    const file = path.join(folder, 'operator.csv');
    await writeFile(file, BAD_CSV);
    const before = await operatorCount();
    const result = await run(file);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('operator.csv:3: price "abc" is not a number ≥ 0');
    expect(result.stdout).toContain('operator.csv:7: productCode OP-1 repeats the row on line 2');
    expect(result.stdout).toContain('Nothing imported: 5 of 7 rows need fixing');
    expect(await operatorCount()).toBe(before);
  }, 120_000);

  it('imports a clean file and says how many', async () => {
    const file = path.join(folder, 'clean.csv');
    await writeFile(
      file,
      [HEADER, 'OP-9,Harbour Kayak,lisbon,,water,35,EUR,,,2 hours,yes,,,'].join('\n'),
    );
    const result = await run(file);
    expect(result.stdout).toContain('Imported 1 tours from clean.csv (csv).');
    expect(result.code).toBe(0);
    const usage = await run();
    expect(usage.code).toBe(2);
    expect(usage.stdout).toContain('Usage: npm run tours:import');
  }, 120_000);
});
