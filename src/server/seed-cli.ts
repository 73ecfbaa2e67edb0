/**
 * `npm run seed`: creates the demo world in an empty database (DATA_DIR / DATABASE_URL as for the
 * server). Safe to run repeatedly: a database that already has users is left alone.
 */
import path from 'node:path';
import { openDatabase } from '../db/client.ts';
import { retirePublishedDemoPasswords } from '../db/seed/retire-published-passwords.ts';
import { seedDemoWorld } from '../db/seed/seed.ts';
import { loadConfig } from './config.ts';
import { resolveDemoPasswords } from './modules/auth/demo-passwords.ts';
import { createLocalStorage } from './providers/storage/local.ts';

const print = (line = '') => process.stdout.write(`${line}\n`);

async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.seedDemo) {
    print('Demo seeding is off (SEED_DEMO=false; the default with DATABASE_URL); nothing to do.');
    return;
  }
  const demo = await resolveDemoPasswords(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: (message) => print(`  ${message}`),
  });
  try {
    const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
    const result = await seedDemoWorld({
      db: database.db,
      storage,
      passwords: demo.passwords,
      log: (m) => print(`  ${m}`),
    });
    print();
    if (result.created) {
      const c = result.counts;
      print(`Demo world created in ${(result.durationMs / 1000).toFixed(1)} s:`);
      print(
        `  ${c.users} travellers, ${c.follows} follows, ${c.posts} posts, ${c.likes} likes, ` +
          `${c.comments} comments, ${c.bookmarks} bookmarks, ${c.conversations} conversations, ` +
          `${c.messages} messages`,
      );
      print(`  photos: ${c.photosStored} stored, ${c.photosReused} reused`);
    } else {
      print('The database already has users: the demo world exists (or real data does), so');
      print('nothing was created. The demo world is only seeded into an empty database.');
      const retired = await retirePublishedDemoPasswords(database.db, {
        passwords: demo.passwords,
      });
      if (retired > 0) print(`Replaced the once-published password of ${retired} demo accounts.`);
    }
    print();
    print(`  Demo member: ${result.demoEmail} / ${demo.passwords.member}`);
    print(`  Demo admin:  ${result.adminEmail} / ${demo.passwords.admin}`);
    print(`  (generated for this installation, kept in ${demo.file};`);
    print('  the other demo travellers share the demo member password)');
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
