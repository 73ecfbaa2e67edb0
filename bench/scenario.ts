import autocannon from 'autocannon';

export type Scenario = {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Requests cycle through these (path and extra headers, e.g. a different member's session
   * cookie each), so a run reads many pages instead of one cached one.
   */
  variants?: Array<{ path: string; headers?: Record<string, string> }>;
};

export type ScenarioResult = {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

let clientCounter = 0;
let variantCounter = 0;

/** One autocannon run; latencies are collected per response so p95 is exact, not interpolated. */
export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  options: { connections: number; durationSeconds: number },
): Promise<ScenarioResult> {
  const latencies: number[] = [];
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: `${baseUrl}${scenario.path}`,
      connections: options.connections,
      duration: options.durationSeconds,
      method: scenario.method ?? 'GET',
      headers: { 'content-type': 'application/json', ...scenario.headers },
      body: scenario.body,
      requests: [
        {
          // Each connection is a different client (own X-Forwarded-For), like real traffic.
          setupRequest: (request) => {
            clientCounter += 1;
            const forwardedFor = `10.1.${(clientCounter >> 8) & 255}.${clientCounter & 255}`;
            const headers = { ...request.headers, 'x-forwarded-for': forwardedFor };
            const variants = scenario.variants;
            if (!variants?.length) return { ...request, headers };
            variantCounter += 1;
            const variant = variants[variantCounter % variants.length]!;
            return { ...request, path: variant.path, headers: { ...headers, ...variant.headers } };
          },
        },
      ],
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on(
    'response',
    (_client: unknown, _status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
    },
  );
  const result = await done;
  latencies.sort((a, b) => a - b);
  return {
    name: scenario.name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
