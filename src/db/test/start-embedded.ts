import { startEmbeddedPostgres } from '../embedded-postgres.ts';

/**
 * A process that starts the embedded PostgreSQL in the DATA_DIR given as its argument, prints
 * "ready <port> <postgres pid file>" and stops it on SIGTERM: what a server does, without the app,
 * for tests that need several processes on one DATA_DIR.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: start-embedded.ts <dataDir>');
try {
  const embedded = await startEmbeddedPostgres(dataDir, (message) => console.log(message));
  console.log(`ready ${embedded.port}`);
  process.once('SIGTERM', () => {
    void embedded.stop().then(() => process.exit(0));
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(3);
}
