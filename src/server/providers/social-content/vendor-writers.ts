import { z } from 'zod';
import { PLATFORM_RULES } from '../../../contract/social-rules.ts';
import { ANTHROPIC_VERSION } from '../ai/seo-meta/anthropic-meta.ts';
import { postJson } from '../ai/seo-meta/vendor-prompt.ts';
import {
  ContentWriterError,
  type ContentBrief,
  type ContentDraft,
  type SocialTextWriter,
} from './content.ts';

/**
 * Captions from Claude (Anthropic's Messages API) or OpenAI's chat completions, when their keys
 * are set. Both are given the same facts and asked for the same JSON; the answer is checked and
 * then fitted to the platform's rules like the offline writer's.
 */
export type VendorTextOptions = {
  apiKey: string;
  baseUrl: string;
  model: string;
  timeoutMs?: number;
};

const SYSTEM = `You write social-media posts for Roamly, a travel social network. Answer with one JSON object only: {"caption": string, "hashtags": string[]}. Hashtags are single words without '#'. Use only the facts given: never invent prices, ratings, awards, quotes or places.`;

export function contentPrompt(brief: ContentBrief): string {
  const rules = PLATFORM_RULES[brief.platform];
  const lines = [
    `Platform: ${rules.label} (at most ${rules.maxLength} characters including hashtags)`,
    `Post type: ${brief.contentType}`,
    `Tone: ${brief.tone}`,
    `Campaign strategy: ${brief.strategy.replace(/_/g, ' ')}`,
    `Destination: ${brief.destination.name}${brief.destination.country ? `, ${brief.destination.country}` : ''}`,
    brief.destination.tourCount > 0
      ? `Tours offered on Roamly: ${brief.destination.tourCount}`
      : null,
    brief.memberNotes.length
      ? `What members wrote: ${brief.memberNotes.slice(0, 3).join(' | ')}`
      : null,
    brief.blogPosts.length
      ? `Blog articles: ${brief.blogPosts.map((post) => post.title).join(' | ')}`
      : null,
    `Hashtags wanted: ${brief.hashtagCount}`,
    brief.brandingElements.length
      ? `Brand words to include: ${brief.brandingElements.join(', ')}`
      : null,
  ];
  return lines.filter(Boolean).join('\n');
}

const ZAnswer = z.object({
  caption: z.string().trim().min(1).max(70_000),
  hashtags: z.array(z.string().trim().max(100)).max(60).default([]),
});

export function readContentAnswer(text: string, count: number): ContentDraft {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) throw new ContentWriterError('the answer holds no JSON object');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(start, end + 1));
  } catch {
    throw new ContentWriterError('the answer is not JSON');
  }
  const answer = ZAnswer.safeParse(parsed);
  if (!answer.success) throw new ContentWriterError('the answer lacks a caption');
  const hashtags = answer.data.hashtags
    .map((tag) => tag.replace(/^#/, '').replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean)
    .slice(0, count);
  return { caption: answer.data.caption, hashtags };
}

const ZMessage = z.object({
  type: z.literal('message'),
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
});

export function createAnthropicTextWriter(options: VendorTextOptions): SocialTextWriter {
  return {
    kind: 'anthropic',
    async write(brief) {
      const body = await postJson(`${options.baseUrl.replace(/\/+$/, '')}/v1/messages`, {
        headers: { 'x-api-key': options.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
        body: {
          model: options.model,
          max_tokens: 1_200,
          system: SYSTEM,
          messages: [{ role: 'user', content: contentPrompt(brief) }],
        },
        timeoutMs: options.timeoutMs,
      });
      const message = ZMessage.safeParse(body);
      if (!message.success) throw new ContentWriterError('the response is not a message');
      const text = message.data.content
        .filter((block) => block.type === 'text')
        .map((block) => block.text ?? '')
        .join('');
      return readContentAnswer(text, brief.hashtagCount);
    },
  };
}

const ZCompletion = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

export function createOpenAiTextWriter(options: VendorTextOptions): SocialTextWriter {
  return {
    kind: 'openai',
    async write(brief) {
      const body = await postJson(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        headers: { authorization: `Bearer ${options.apiKey}` },
        body: {
          model: options.model,
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: contentPrompt(brief) },
          ],
          response_format: { type: 'json_object' },
          max_completion_tokens: 1_200,
        },
        timeoutMs: options.timeoutMs,
      });
      const completion = ZCompletion.safeParse(body);
      if (!completion.success) throw new ContentWriterError('the response is not a completion');
      return readContentAnswer(
        completion.data.choices[0]!.message.content ?? '',
        brief.hashtagCount,
      );
    },
  };
}
