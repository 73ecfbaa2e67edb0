/** A probe that has not answered by then counts as down, so a hung dependency never stalls the page. */
export const PROBE_DEADLINE_MS = 1_500;

export type ProbeResult = { status: 'ok' | 'down'; latencyMs: number | null };

/** Times one round trip; a throw or the deadline is 'down'. */
export async function timedProbe(run: () => Promise<unknown>): Promise<ProbeResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), PROBE_DEADLINE_MS);
  });
  try {
    const outcome = await Promise.race([run().then(() => 'ok' as const), deadline]);
    if (outcome === 'late') return { status: 'down', latencyMs: null };
    return { status: 'ok', latencyMs: Number((performance.now() - started).toFixed(2)) };
  } catch {
    return { status: 'down', latencyMs: null };
  } finally {
    clearTimeout(timer);
  }
}
