/**
 * `npm run seed`: creates the demo world in an empty database (DATA_DIR / DATABASE_URL as for the
 * server). Safe to run repeatedly: a database that already has users is left alone.
 */
import path from 'node:path';
import { loadConfig } from '../../server/config.ts';
import {
  DEMO_ADMIN_PASSWORD,
  DEMO_MEMBER_PASSWORD,
} from '../../server/modules/auth/demo-accounts.ts';
import { createLocalStorage } from '../../server/providers/storage/local.ts';
import { openDatabase } from '../client.ts';
import { seedDemoWorld } from './seed.ts';

const print = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.seedDemo) {
    print('Demo seeding is off (SEED_DEMO=false); nothing to do.');
    return;
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => print(`  ${message}`),
  });
  try {
    const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
    const result = await seedDemoWorld({ db: database.db, storage, log: (m) => print(`  ${m}`) });
    print();
    if (result.created) {
      const c = result.counts;
      print(`Demo world created in ${(result.durationMs / 1000).toFixed(1)} s:`);
      print(
        `  ${c.users} travellers, ${c.follows} follows, ${c.posts} posts, ${c.likes} likes, ` +
          `${c.comments} comments, ${c.bookmarks} bookmarks, ${c.conversations} conversations, ` +
          `${c.messages} messages`,
      );
      print(`  images: ${c.imagesGenerated} generated, ${c.imagesReused} reused`);
    } else {
      print('The database already has users: the demo world exists (or real data does), so');
      print('nothing was created. The demo world is only seeded into an empty database.');
    }
    print();
    print(`  Demo member: ${result.demoEmail} / ${DEMO_MEMBER_PASSWORD}`);
    print(`  Demo admin:  ${result.adminEmail} / ${DEMO_ADMIN_PASSWORD}`);
    print('  (the other demo travellers share the demo member password)');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Seeding failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
