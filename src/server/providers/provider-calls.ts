/** One call's outcome: a failure carries what went wrong (its message is kept for operators). */
export type ProviderOutcome = { ok: true } | { ok: false; error: unknown };

/**
 * Where a provider reports each call to an external service (the performance summary's
 * per-provider last success and error rate). Providers that catch their own failures (and
 * answer with a fallback) report them here, since no wrapper can see them.
 */
export type ProviderCalls = {
  record(provider: string, outcome: ProviderOutcome): void;
};
