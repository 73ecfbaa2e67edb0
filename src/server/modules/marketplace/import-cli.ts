/**
 * `npm run marketplace:import <file> [--skip-invalid] [--replace]`: imports an affiliate
 * catalogue (CSV, JSON array or JSON Lines; columns in catalogue-import.ts) into the database of
 * DATA_DIR / DATABASE_URL, as the server uses. Bad rows are listed by line; nothing is written
 * while any row is bad unless --skip-invalid is given. Exit code 1 when rows were refused.
 * With the embedded database, stop the server first (one process owns DATA_DIR at a time).
 */
import { runImportCli } from '../import-cli-runner.ts';
import { importMarketplaceCatalogue } from './catalogue-import.ts';

runImportCli({
  script: 'marketplace:import',
  noun: 'products',
  maxMegabytes: 100,
  emptyMessage: 'Nothing imported: the file has no products.',
  importFile: importMarketplaceCatalogue,
});
