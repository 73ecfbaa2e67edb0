import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { TtlCache } from '../places/ttl-cache.ts';

/**
 * The AI vendor may reword the engine's reasoning (issue 9 §5): with OPENAI_API_KEY, a chat
 * completion gets each recommendation's title, place and the matches the engine found, and
 * answers one sentence per item as JSON. It may not add or reorder items; anything else (a
 * timeout, an error status, a refusal, the wrong number of sentences, a sentence too long) keeps
 * the engine's own sentences. Answers are kept 30 minutes per identical input.
 */

export type ReasoningItem = {
  title: string;
  location: string;
  matches: string[];
  reasoning: string;
};

export type ReasoningWriter = {
  name: string;
  write(items: ReasoningItem[], options: { log: FastifyBaseLogger }): Promise<string[] | null>;
};

const TIMEOUT_MS = 10_000;
const CACHE_TTL_MS = 30 * 60 * 1000;
const MAX_SENTENCE = 280;

const SYSTEM_PROMPT = [
  'You write the "Why this matches you" line of travel recommendations.',
  'For each item, write one friendly sentence (at most 40 words) explaining why the destination suits the traveller.',
  'Use only the matches and the draft sentence given; never invent prices, dates or facts.',
  'Answer as JSON: {"reasons": ["...", ...]} with exactly one sentence per item, in the same order.',
].join(' ');

function parseReasons(content: unknown, count: number): string[] | null {
  if (typeof content !== 'string') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const reasons = (parsed as { reasons?: unknown }).reasons;
  if (!Array.isArray(reasons) || reasons.length !== count) return null;
  const cleaned = reasons.map((reason) =>
    typeof reason === 'string' ? reason.replace(/\s+/g, ' ').trim() : '',
  );
  if (cleaned.some((reason) => reason.length === 0 || reason.length > MAX_SENTENCE)) return null;
  return cleaned;
}

export function createOpenAiReasoningWriter(
  options: NonNullable<AppConfig['openai']>,
  fetchImpl: typeof fetch = fetch,
): ReasoningWriter {
  const cache = new TtlCache<string[]>(500);
  const name = `openai:${options.model}`;
  return {
    name,
    async write(items, { log }) {
      const payload = JSON.stringify(items);
      const key = createHash('sha256').update(payload).digest('hex');
      const cached = cache.get(key);
      if (cached) return cached;
      try {
        const response = await fetchImpl(`${options.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Authorization: `Bearer ${options.apiKey}`,
          },
          body: JSON.stringify({
            model: options.model,
            response_format: { type: 'json_object' },
            max_completion_tokens: 900,
            messages: [
              { role: 'system', content: SYSTEM_PROMPT },
              { role: 'user', content: payload },
            ],
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as {
          choices?: { message?: { content?: unknown } }[];
        };
        const reasons = parseReasons(body.choices?.[0]?.message?.content, items.length);
        if (!reasons) throw new Error('answer of the wrong shape');
        cache.set(key, reasons, CACHE_TTL_MS);
        return reasons;
      } catch (error) {
        log.warn(
          { provider: name, reason: error instanceof Error ? error.message : 'error' },
          'recommendation reasoning fell back to the engine',
        );
        return null;
      }
    },
  };
}
