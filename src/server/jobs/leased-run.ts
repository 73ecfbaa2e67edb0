import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';

/** What the queue tells a processor about the attempt it runs. */
export type Attempt = { retryCount: number; retryLimit: number };

/**
 * The job processor of a long run worked under a lease (mapping validation, country expansion):
 * each attempt works the run as a fresh owner. A failed attempt records the failure, which also
 * lets go of the lease so the retry takes the run at once; after `failureLimit` failures in a row,
 * or when the queue will not retry, the run ends failed with the provider's message instead of
 * staying "running".
 */
export function leasedRunProcessor<Outcome extends string>({
  label,
  providerName,
  failureLimit,
  log,
  work,
  recordFailure,
  fail,
}: {
  /** The log's name for the run ("mapping validation run"). */
  label: string;
  /** Who failed, as the operator reads it ("Viator", "The provider"). */
  providerName: string;
  failureLimit: number;
  log: FastifyBaseLogger;
  work: (runId: string, owner: string) => Promise<Outcome>;
  /** Counts the failure and lets go of the lease; answers the failures in a row. */
  recordFailure: (input: { id: string; owner: string; error: string }) => Promise<number>;
  fail: (input: { id: string; error: string }) => Promise<unknown>;
}) {
  return async ({ runId }: { runId: string }, attempt: Attempt) => {
    const owner = randomUUID();
    try {
      const outcome = await work(runId, owner);
      log.info({ runId, outcome }, label);
      return { outcome };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const message = `${providerName} failed: ${reason}`.slice(0, 500);
      const failures = await recordFailure({ id: runId, owner, error: message });
      if (failures >= failureLimit || attempt.retryCount >= attempt.retryLimit) {
        await fail({ id: runId, error: message });
        log.warn({ runId, err: error }, `${label} failed`);
        return { outcome: 'failed' as const };
      }
      throw error;
    }
  };
}
