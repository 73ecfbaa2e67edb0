import { benchDataDir, writeDocsBlock } from './report.ts';
import { benchSeo } from './seo.ts';

/**
 * The SEO budgets on their own: `npx tsx bench/seo-run.ts` (build first). Its server has a
 * DATA_DIR of its own beside the bench's (`<bench data>-seo`): it adds 100,000 places for the run.
 */
const result = await benchSeo({ dataDir: `${benchDataDir()}-seo` });
console.log(`\n${result.markdown}\n`);
writeDocsBlock('bench-seo', result.markdown);
if (!result.met) process.exitCode = 1;
