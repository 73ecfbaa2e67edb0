import fs from 'node:fs/promises';

const POLL_MS = 200;
/** A start (initdb included) that has not finished in this time is reported, not waited for. */
const WAIT_LIMIT_MS = 180_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Serialises starts on one DATA_DIR: two first starts must not both run initdb into the same
 * folder, and two later starts must not both decide that the cluster is theirs. The lock is a
 * file created exclusively (O_EXCL) holding the starter's pid; a lock whose process is gone (a
 * start killed half-way) is taken over. Returns the release function.
 */
export async function acquireStartLock(lockFile: string): Promise<() => Promise<void>> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let emptySince: number | undefined;
  for (;;) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rm(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
    // An empty lock is being written right now, unless it stays empty (its writer died).
    if (!holder) emptySince ??= Date.now();
    else emptySince = undefined;
    const stale = holder ? !isAlive(holder) : Date.now() - (emptySince ?? Date.now()) > 5_000;
    if (stale) {
      await fs.rm(lockFile, { force: true });
      continue;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `Another process (pid ${holder || 'unknown'}) has been starting PostgreSQL in this ` +
          `DATA_DIR for over ${WAIT_LIMIT_MS / 60_000} minutes; remove ${lockFile} if it is gone.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}
