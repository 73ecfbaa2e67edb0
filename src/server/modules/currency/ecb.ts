/**
 * The ECB's daily euro reference rates (eurofxref-daily.xml): one `<Cube time='YYYY-MM-DD'>`
 * holding `<Cube currency='USD' rate='1.0705'/>` per currency, units per euro.
 */

export type EcbRates = { date: string; rates: Record<string, number> };

/** Bigger than any real file (about 1.6 KB); a longer answer is not the ECB's. */
const MAX_BYTES = 256 * 1024;
const FETCH_TIMEOUT_MS = 15_000;

/**
 * Reads the day and the rates of the XML; throws when it is not the ECB's shape (no day, no
 * rates, a rate that is not a positive number, no USD).
 */
export function parseEcbXml(xml: string): EcbRates {
  const day = /<Cube\s+time\s*=\s*["'](\d{4}-\d{2}-\d{2})["']\s*>/.exec(xml);
  if (!day?.[1]) throw new Error('ECB rates: no <Cube time="…"> day in the answer');
  const rates: Record<string, number> = {};
  const cube = /<Cube\s+currency\s*=\s*["']([A-Z]{3})["']\s+rate\s*=\s*["']([^"']+)["']\s*\/>/g;
  for (const match of xml.matchAll(cube)) {
    const [, code, text] = match;
    const rate = Number(text);
    if (!code || !/^\d+(\.\d+)?$/.test(text ?? '') || !(rate > 0) || !Number.isFinite(rate)) {
      throw new Error(`ECB rates: ${code ?? '?'} has no usable rate (${text ?? ''})`);
    }
    rates[code] = rate;
  }
  if (!rates.USD) throw new Error('ECB rates: the answer has no USD rate');
  return { date: day[1], rates };
}

/** GETs and parses the daily file (15 s at most); any failure throws for the job to log. */
export async function fetchEcbRates(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<EcbRates> {
  const response = await fetchImpl(url, {
    headers: { Accept: 'application/xml, text/xml' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`ECB rates: HTTP ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) throw new Error('ECB rates: the answer is too large');
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error('ECB rates: the answer is too large');
  return parseEcbXml(text);
}
