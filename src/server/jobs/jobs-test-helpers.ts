import type { JobHandlers, JobName } from './jobs.ts';
import { JOB_NAMES } from './registry.ts';

/** A handler per queue that does nothing, for queue tests that override the one they exercise. */
export function noopHandlers(): JobHandlers {
  const handlers: Partial<Record<JobName, () => Promise<void>>> = {};
  for (const name of JOB_NAMES) handlers[name] = async () => {};
  return handlers as JobHandlers;
}
