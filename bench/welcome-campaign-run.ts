import { benchDataDir, writeDocsBlock } from './report.ts';
import { benchWelcomeCampaign } from './welcome-campaign.ts';

/**
 * The welcome campaign budget on its own: `npx tsx bench/welcome-campaign-run.ts` (build first).
 * Its server has a DATA_DIR of its own beside the bench's (`<bench data>-campaign`), since the
 * campaign writes a ledger row per member. BENCH_CAMPAIGN_MEMBERS changes the 100,000 members.
 */
const result = await benchWelcomeCampaign({ dataDir: `${benchDataDir()}-campaign` });
console.log(`\n${result.markdown}\n`);
writeDocsBlock('bench-welcome-campaign', result.markdown);
if (!result.met) process.exitCode = 1;
