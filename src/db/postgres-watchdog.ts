import type { ChildProcess } from 'node:child_process';

type Log = (message: string) => void;

export type Supervised = {
  /** Stops watching and shuts the current PostgreSQL down ("fast": rolls back, flushes, exits). */
  stop(): Promise<void>;
};

const RESTART_DELAYS_MS = [250, 500, 1_000, 2_000, 5_000];

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Keeps the embedded PostgreSQL running: when it exits without being asked to (killed, crashed,
 * OOM), it is started again on the same port with the same data, so the pool's URL stays valid.
 * PostgreSQL's crash recovery replays the WAL, so every committed row is still there. A restart
 * can fail while the dead server's backends are still exiting; it is retried with a backoff.
 */
export function supervisePostgres(
  first: ChildProcess,
  start: () => Promise<ChildProcess>,
  log: Log,
): Supervised {
  let current = first;
  let stopping = false;

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt += 1) {
      const delay = RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)] ?? 5_000;
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (stopping) return;
      try {
        const next = await start();
        if (stopping) {
          next.kill('SIGINT'); // stop() came while it was starting
          return;
        }
        current = next;
        watch(current);
        log('Embedded PostgreSQL restarted');
        return;
      } catch (error) {
        log(`Restarting the embedded PostgreSQL failed, retrying: ${(error as Error).message}`);
      }
    }
  };

  function watch(child: ChildProcess) {
    child.once('exit', (code, signal) => {
      if (stopping) return;
      log(`Embedded PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      void restart();
    });
  }
  watch(first);

  let stopped: Promise<void> | undefined;
  return {
    stop() {
      stopping = true;
      stopped ??= new Promise<void>((resolve) => {
        const child = current;
        if (hasExited(child)) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      });
      return stopped;
    },
  };
}
