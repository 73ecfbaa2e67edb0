import { benchMappings } from './mappings.ts';
import { benchDataDir, writeDocsBlock } from './report.ts';

/**
 * The full mapping validation budget on its own: `npx tsx bench/mappings-run.ts` (build first),
 * on a DATA_DIR of its own beside the bench's (`<bench data>-mappings`). BENCH_MAPPINGS changes
 * the 3,400 mappings, BENCH_MAPPINGS_LIMIT the fake's 200 searches per rolling 10 s.
 */
const result = await benchMappings({ dataDir: `${benchDataDir()}-mappings` });
console.log(`\n${result.markdown}\n`);
writeDocsBlock('bench-mappings', result.markdown);
if (!result.met) process.exitCode = 1;
