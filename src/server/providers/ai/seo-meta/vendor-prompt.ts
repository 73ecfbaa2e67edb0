import { z } from 'zod';
import { META_DESCRIPTION_RANGE, META_TITLE_RANGE } from '../../../../contract/admin-seo.ts';
import { MetaWriterError, type MetaAvoid, type MetaDraft, type MetaFacts } from './seo-meta.ts';

/** What both vendors are asked, and how their answer is read (the same JSON either way). */

export const META_SYSTEM_PROMPT = `You write search-engine meta tags for Roamly, a travel social network. Answer with one JSON object only: {"title": string, "description": string, "keywords": string}. The title is ${META_TITLE_RANGE.min}-${META_TITLE_RANGE.max} characters, the description ${META_DESCRIPTION_RANGE.min}-${META_DESCRIPTION_RANGE.max} characters, keywords are 4-8 comma-separated lower-case phrases. Use only the facts given; never invent prices, ratings or awards.`;

export function metaPrompt(facts: MetaFacts, avoid: MetaAvoid): string {
  const lines = [
    `Page: ${facts.kind === 'hotels' ? 'hotels in a destination' : 'tours and things to do in a destination'}`,
    `Destination: ${facts.name}`,
    facts.countryName ? `Country: ${facts.countryName}` : null,
    facts.region ? `Region: ${facts.region}` : null,
    facts.bestSeason ? `Best season: ${facts.bestSeason}` : null,
    facts.tourCount > 0 ? `Tours offered: ${facts.tourCount}` : null,
    facts.avgRating !== null ? `Average tour rating: ${facts.avgRating.toFixed(1)} of 5` : null,
    facts.topTours.length ? `Top tours: ${facts.topTours.slice(0, 3).join('; ')}` : null,
    facts.memberPosts > 0 ? `Trips shared by members: ${facts.memberPosts}` : null,
  ];
  // A few of the titles in use, so the model words this page differently.
  const taken = [...avoid.titles.values()]
    .filter((title) => title.includes(facts.name))
    .slice(0, 5);
  if (taken.length) lines.push(`Titles already used (do not repeat): ${taken.join(' || ')}`);
  return lines.filter(Boolean).join('\n');
}

const ZAnswer = z.object({
  title: z.string().trim().min(1).max(300),
  description: z.string().trim().min(1).max(600),
  keywords: z
    .union([z.string().trim().max(600), z.array(z.string().trim().max(80)).max(20)])
    .transform((value) => (Array.isArray(value) ? value.join(', ') : value)),
});

/** The JSON object in a model's text (a model may wrap it in a code fence). */
export function readMetaAnswer(text: string): MetaDraft {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new MetaWriterError('the answer holds no JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new MetaWriterError('the answer is not JSON');
  }
  const answer = ZAnswer.safeParse(parsed);
  if (!answer.success)
    throw new MetaWriterError('the answer lacks a title, description or keywords');
  return answer.data;
}

export const VENDOR_TIMEOUT_MS = 20_000;
export const MAX_RESPONSE_BYTES = 256 * 1024;

/** POSTs JSON and returns the parsed body; any failure is a MetaWriterError with a short reason. */
export async function postJson(
  url: string,
  init: {
    headers: Record<string, string>;
    body: unknown;
    timeoutMs?: number;
    fetch?: typeof fetch;
  },
): Promise<unknown> {
  let response: Response;
  try {
    response = await (init.fetch ?? fetch)(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? VENDOR_TIMEOUT_MS),
    });
  } catch (error) {
    throw new MetaWriterError(
      `request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  if (text.length > MAX_RESPONSE_BYTES) throw new MetaWriterError('response too large');
  if (!response.ok) {
    let detail = '';
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown } };
      if (typeof body.error?.message === 'string') detail = `: ${body.error.message.slice(0, 200)}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new MetaWriterError(`HTTP ${response.status}${detail}`);
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new MetaWriterError('the response is not JSON');
  }
}
