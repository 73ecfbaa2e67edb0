/**
 * The shared body of the catalogue import commands (`npm run tours:import`, `npm run
 * marketplace:import`): `<file> [--skip-invalid] [--replace]`, read the file, open the database of
 * DATA_DIR / DATABASE_URL as the server does, import, print each bad row as `file:line: message`
 * and a summary, and set the exit code (2 for bad usage, 1 when rows were refused or an error
 * stopped the import, 0 otherwise).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase, type Db } from '../../db/client.ts';
import { loadConfig } from '../config.ts';

export type ImportCliReport = {
  format: string;
  rows: number;
  written: number;
  removed: number;
  problems: { line: number; message: string }[];
};

export type ImportCliOptions = {
  /** The npm script, e.g. 'tours:import' (for the usage line). */
  script: string;
  /** What a row is, plural, for the summary ('tours'). */
  noun: string;
  /** Largest file read, in MiB. */
  maxMegabytes: number;
  /** When set, an import that writes nothing without a bad row fails with this message. */
  emptyMessage?: string;
  importFile: (
    db: Db,
    input: { text: string; fileName: string; skipInvalid: boolean; replace: boolean },
  ) => Promise<ImportCliReport>;
};

const print = (line = '') => process.stdout.write(`${line}\n`);

async function main(options: ImportCliOptions, argv: string[]): Promise<number> {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')));
  const files = argv.filter((arg) => !arg.startsWith('--'));
  const unknown = [...flags].filter((flag) => !['--skip-invalid', '--replace'].includes(flag));
  if (files.length !== 1 || unknown.length > 0) {
    print(`Usage: npm run ${options.script} <file.csv|file.json> [--skip-invalid] [--replace]`);
    return 2;
  }
  const file = path.resolve(files[0]!);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new Error(`cannot read ${file}: ${error.code ?? error.message}`);
  });
  if (text.length > options.maxMegabytes * 1024 * 1024) {
    throw new Error(`${file} is larger than ${options.maxMegabytes} MB`);
  }

  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    timeouts: 'maintenance',
    log: (message) => print(`  ${message}`),
  });
  try {
    const report = await options.importFile(database.db, {
      text,
      fileName: file,
      skipInvalid: flags.has('--skip-invalid'),
      replace: flags.has('--replace'),
    });
    const name = path.basename(file);
    for (const problem of report.problems) print(`${name}:${problem.line}: ${problem.message}`);
    const badLines = new Set(report.problems.map((problem) => problem.line)).size;
    if (report.written === 0 && (report.problems.length > 0 || options.emptyMessage)) {
      print();
      print(
        report.problems.length > 0
          ? `Nothing imported: ${badLines} of ${report.rows} rows need fixing` +
              ' (fix them, or run again with --skip-invalid to import the others).'
          : options.emptyMessage,
      );
      return 1;
    }
    print(
      `Imported ${report.written} ${options.noun} from ${name} (${report.format})` +
        (report.removed > 0 ? `, removed ${report.removed}` : '') +
        (badLines > 0 ? `; skipped ${badLines} bad rows` : '') +
        '.',
    );
    return badLines > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

/** Runs the import command on this process's arguments and sets its exit code. */
export function runImportCli(options: ImportCliOptions): void {
  main(options, process.argv.slice(2)).then(
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
}
