/**
 * `npm run tours:import <file> [--skip-invalid] [--replace]`: imports an operator's tours
 * catalogue (CSV, JSON array or JSON Lines; columns in catalogue-file.ts) into the database of
 * DATA_DIR / DATABASE_URL, as the server uses. Bad rows are listed by line; nothing is written
 * while any row is bad unless --skip-invalid is given. Exit code 1 when rows were refused.
 * With the embedded database, stop the server first (one process owns DATA_DIR at a time).
 */
import { ensureCatalogue } from '../destinations/catalogue-store.ts';
import { runImportCli } from '../import-cli-runner.ts';
import { importCatalogue } from './catalogue-import.ts';

runImportCli({
  script: 'tours:import',
  noun: 'tours',
  // A catalogue of about 100,000 tours.
  maxMegabytes: 200,
  importFile: async (db, input) => {
    await ensureCatalogue(db);
    return importCatalogue(db, input);
  },
});
