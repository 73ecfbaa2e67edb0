import { z } from 'zod';
import { normalizeTag } from '../../../contract/posts.ts';
import {
  CAPTION_COUNT,
  type AiCallOptions,
  type AiProvider,
  type EnhanceInput,
  type Enhancement,
  type MediaAnalysis,
  type MediaSignals,
} from './ai.ts';
import { slugTag } from './compose.ts';
import type { ProviderCalls } from '../provider-calls.ts';

/**
 * A vision model behind OpenAI's chat-completions API (`POST {base}/chat/completions`, the photo
 * as an `image_url` content part holding a data: URL, `response_format: {type: 'json_object'}`).
 * OPENAI_BASE_URL points it at any compatible server. The local analysis runs first: its facts
 * (the GPS place, the EXIF time, the colour tags) go into the prompt, and it is the answer
 * whenever the model fails — network error, timeout, non-2xx, a refusal or JSON that does not
 * fit — so a member never sees 'AI Analysis Failed' because a paid API hiccuped.
 */

export type OpenAiOptions = {
  apiKey: string;
  /** e.g. https://api.openai.com/v1 (no trailing slash needed). */
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';
const DEFAULT_TIMEOUT_MS = 20_000;
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** The chat-completions response, as far as this provider reads it. */
const ZChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
});

const ZText = z.string().trim();
const ZModelAnalysis = z.object({
  description: ZText.min(1).max(1000),
  location: ZText.max(200).optional().default(''),
  tags: z.array(ZText.max(60)).max(30).optional().default([]),
  travelInsights: z.array(ZText.max(300)).max(20).optional().default([]),
  captions: z.array(ZText.min(1).max(500)).min(1).max(10),
});
const ZModelCaptions = z.object({ captions: z.array(ZText.min(1).max(500)).min(1).max(10) });

export class OpenAiError extends Error {}

type ChatMessage = {
  role: 'system' | 'user';
  content:
    | string
    | (
        | { type: 'text'; text: string }
        | { type: 'image_url'; image_url: { url: string; detail: 'low' } }
      )[];
};

async function chat(options: OpenAiOptions, messages: ChatMessage[]): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.apiKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        model: options.model,
        messages,
        response_format: { type: 'json_object' },
        max_completion_tokens: 900,
      }),
      signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
  } catch (error) {
    throw new OpenAiError(
      `request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  if (text.length > MAX_RESPONSE_BYTES) throw new OpenAiError('response too large');
  if (!response.ok) {
    let detail = '';
    try {
      const body = JSON.parse(text) as { error?: { message?: unknown } };
      if (typeof body.error?.message === 'string') detail = `: ${body.error.message.slice(0, 200)}`;
    } catch {
      // Not JSON: the status says enough.
    }
    throw new OpenAiError(`HTTP ${response.status}${detail}`);
  }
  let completion: z.infer<typeof ZChatCompletion>;
  try {
    completion = ZChatCompletion.parse(JSON.parse(text));
  } catch {
    throw new OpenAiError('the response is not a chat completion');
  }
  const choice = completion.choices[0];
  if (!choice) throw new OpenAiError('no choices');
  if (choice.message.refusal)
    throw new OpenAiError(`refused: ${choice.message.refusal.slice(0, 200)}`);
  if (choice.finish_reason === 'length') throw new OpenAiError('the answer was cut off');
  try {
    return JSON.parse(choice.message.content ?? '');
  } catch {
    throw new OpenAiError('the answer is not JSON');
  }
}

function imagePart(media: MediaSignals | null) {
  return media?.image
    ? [
        {
          type: 'image_url' as const,
          image_url: {
            url: `data:image/jpeg;base64,${media.image.toString('base64')}`,
            detail: 'low' as const,
          },
        },
      ]
    : [];
}

/** What the file's metadata says, for the model to trust over its own guesses. */
function context(media: MediaSignals, local: MediaAnalysis): string {
  const lines = [
    `Kind: ${media.kind === 'video' ? 'a video (the image is its poster frame)' : 'a photo'}.`,
  ];
  if (local.location) lines.push(`Location from the GPS (trust it): ${local.location}.`);
  if (media.takenAt) lines.push(`Taken (camera clock): ${media.takenAt}.`);
  const scene = local.tags.filter((tag) => tag !== 'travel');
  if (scene.length > 0) lines.push(`Hints from metadata and colours: ${scene.join(', ')}.`);
  if (!media.image) lines.push('No image is available: write from these facts only.');
  return lines.join('\n');
}

const ANALYZE_INSTRUCTIONS = [
  'You suggest what a traveller could post on Roamly, a travel social network, about one photo or video.',
  'Answer with a JSON object with exactly these keys:',
  '"description": one or two vivid, factual sentences about what is shown (no hashtags);',
  '"location": "City, Country" if the GPS location is given or you recognise the place with confidence, else "";',
  '"tags": 3 to 8 lowercase single-word tags without "#";',
  '"travelInsights": 3 to 6 short practical facts for a visitor to that place (currency, language, best season, local tips), or [] if the place is unknown;',
  '"captions": exactly 3 short social-media captions in different voices.',
  'Never invent a place you cannot see or were not told.',
].join(' ');

const ENHANCE_INSTRUCTIONS = [
  "You write captions for a traveller's post on Roamly, a travel social network.",
  'Answer with a JSON object {"captions": [...]} holding exactly 3 short captions in different voices',
  '(one about the place, one about the moment, one with 2 to 4 hashtags), faithful to the post and the image.',
].join(' ');

/** Tags as stored: one lowercase word each. */
function cleanTags(tags: string[]): string[] {
  return [...new Set(tags.map((tag) => slugTag(normalizeTag(tag))).filter(Boolean))].slice(0, 10);
}

/** Exactly three captions: the model's, completed by the local ones if it gave fewer. */
function threeCaptions(model: string[], local: string[]): string[] {
  return [...new Set([...model, ...local])].slice(0, CAPTION_COUNT);
}

/** `calls` hears each request's outcome: a failure is answered locally, so no wrapper sees it. */
export function createOpenAiProvider(
  options: OpenAiOptions,
  fallback: AiProvider,
  calls?: ProviderCalls,
): AiProvider {
  const name = `openai:${options.model}`;
  const warn = (callOptions: AiCallOptions, error: unknown, action: string) => {
    calls?.record('ai', { ok: false, error });
    callOptions.log.warn(
      { provider: name, reason: error instanceof Error ? error.message : String(error) },
      `AI: OpenAI ${action} failed; using the local provider`,
    );
  };
  const answered = () => calls?.record('ai', { ok: true });

  return {
    name,

    async analyzeMedia(media, callOptions): Promise<MediaAnalysis> {
      const local = await fallback.analyzeMedia(media, callOptions);
      try {
        const answer = ZModelAnalysis.parse(
          await chat(options, [
            { role: 'system', content: ANALYZE_INSTRUCTIONS },
            {
              role: 'user',
              content: [{ type: 'text', text: context(media, local) }, ...imagePart(media)],
            },
          ]),
        );
        answered();
        return {
          description: answer.description,
          // The GPS is a fact; the model's recognition only fills a photo that has none.
          location: local.location || answer.location,
          tags: cleanTags([...answer.tags, ...local.tags]),
          travelInsights: (answer.travelInsights.length > 0
            ? answer.travelInsights
            : local.travelInsights
          ).slice(0, 10),
          captions: threeCaptions(answer.captions, local.captions),
          provider: name,
        };
      } catch (error) {
        warn(callOptions, error, 'analysis');
        return local;
      }
    },

    async enhancePost(input: EnhanceInput, callOptions): Promise<Enhancement> {
      const local = await fallback.enhancePost(input, callOptions);
      try {
        const facts = [
          `Post text: ${input.post.content.slice(0, 2000)}`,
          input.post.location ? `Location: ${input.post.location}` : '',
          input.post.tags.length > 0 ? `Tags: ${input.post.tags.join(', ')}` : '',
          input.media?.takenAt ? `Taken (camera clock): ${input.media.takenAt}` : '',
        ].filter(Boolean);
        const answer = ZModelCaptions.parse(
          await chat(options, [
            { role: 'system', content: ENHANCE_INSTRUCTIONS },
            {
              role: 'user',
              content: [{ type: 'text', text: facts.join('\n') }, ...imagePart(input.media)],
            },
          ]),
        );
        answered();
        return {
          captions: threeCaptions(answer.captions, local.captions),
          thumbnails: local.thumbnails,
          provider: name,
        };
      } catch (error) {
        warn(callOptions, error, 'enhancement');
        return local;
      }
    },
  };
}
