import { z } from 'zod';
import { MetaWriterError, type SeoMetaWriter } from './seo-meta.ts';
import { META_SYSTEM_PROMPT, metaPrompt, postJson, readMetaAnswer } from './vendor-prompt.ts';

/**
 * Claude through Anthropic's Messages API: `POST {base}/v1/messages` with `x-api-key`,
 * `anthropic-version: 2023-06-01`, a `system` prompt and one user message; the answer's
 * `content` is a list of blocks whose `text` blocks hold the JSON.
 */

export const ANTHROPIC_VERSION = '2023-06-01';

export type AnthropicOptions = {
  apiKey: string;
  /** e.g. https://api.anthropic.com (no /v1). */
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const ZMessage = z.object({
  type: z.literal('message'),
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
  stop_reason: z.string().nullable().optional(),
});

export function createAnthropicMetaWriter(options: AnthropicOptions): SeoMetaWriter {
  return {
    kind: 'anthropic',
    name: `anthropic:${options.model}`,
    async write(facts, { avoid }) {
      const body = await postJson(`${options.baseUrl.replace(/\/+$/, '')}/v1/messages`, {
        headers: { 'x-api-key': options.apiKey, 'anthropic-version': ANTHROPIC_VERSION },
        body: {
          model: options.model,
          max_tokens: 600,
          system: META_SYSTEM_PROMPT,
          messages: [{ role: 'user', content: metaPrompt(facts, avoid) }],
        },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const message = ZMessage.safeParse(body);
      if (!message.success) throw new MetaWriterError('the response is not a message');
      if (message.data.stop_reason === 'max_tokens')
        throw new MetaWriterError('the answer was cut off');
      const text = message.data.content
        .filter((block) => block.type === 'text')
        .map((block) => block.text ?? '')
        .join('');
      return readMetaAnswer(text);
    },
  };
}
