/**
 * `npm run marketplace:import <file> [--skip-invalid] [--replace]`: imports an affiliate
 * catalogue (CSV, JSON array or JSON Lines; columns in catalogue-import.ts) into the database of
 * DATA_DIR / DATABASE_URL, as the server uses. Bad rows are listed by line; nothing is written
 * while any row is bad unless --skip-invalid is given. Exit code 1 when rows were refused.
 * With the embedded database, stop the server first (one process owns DATA_DIR at a time).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../../db/client.ts';
import { loadConfig } from '../../config.ts';
import { importMarketplaceCatalogue } from './catalogue-import.ts';

const print = (line = '') => process.stdout.write(`${line}\n`);
const USAGE = 'Usage: npm run marketplace:import <file.csv|file.json> [--skip-invalid] [--replace]';
const MAX_BYTES = 100 * 1024 * 1024;

async function main(argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => !['--skip-invalid', '--replace'].includes(flag));
  if (files.length !== 1 || unknown.length > 0) {
    print(USAGE);
    return 2;
  }
  const file = path.resolve(files[0]!);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  if (text.length > MAX_BYTES) throw new Error(`${file} is larger than 100 MB`);
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => print(`  ${message}`),
  });
  try {
    const report = await importMarketplaceCatalogue(database.db, {
      text,
      fileName: file,
      skipInvalid: flags.has('--skip-invalid'),
      replace: flags.has('--replace'),
    });
    const name = path.basename(file);
    for (const problem of report.problems) print(`${name}:${problem.line}: ${problem.message}`);
    const badLines = new Set(report.problems.map((problem) => problem.line)).size;
    if (report.written === 0) {
      print();
      print(
        report.problems.length > 0
          ? `Nothing imported: ${badLines} of ${report.rows} rows need fixing` +
              ' (fix them, or run again with --skip-invalid to import the others).'
          : 'Nothing imported: the file has no products.',
      );
      return 1;
    }
    print(
      `Imported ${report.written} products from ${name} (${report.format})` +
        (report.removed > 0 ? `, removed ${report.removed}` : '') +
        (badLines > 0 ? `; skipped ${badLines} bad rows` : '') +
        '.',
    );
    return badLines > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `Import failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  },
);
