import { z } from 'zod';
import { MetaWriterError, type SeoMetaWriter } from './seo-meta.ts';
import { META_SYSTEM_PROMPT, metaPrompt, postJson, readMetaAnswer } from './vendor-prompt.ts';

/**
 * OpenAI's chat completions (`POST {base}/chat/completions`, Bearer auth,
 * `response_format: {type: 'json_object'}`); `choices[0].message.content` holds the JSON.
 */

export type OpenAiMetaOptions = {
  apiKey: string;
  /** e.g. https://api.openai.com/v1. */
  baseUrl: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

const ZCompletion = z.object({
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

export function createOpenAiMetaWriter(options: OpenAiMetaOptions): SeoMetaWriter {
  return {
    kind: 'openai',
    name: `openai:${options.model}`,
    async write(facts, { avoid }) {
      const body = await postJson(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
        headers: { authorization: `Bearer ${options.apiKey}` },
        body: {
          model: options.model,
          messages: [
            { role: 'system', content: META_SYSTEM_PROMPT },
            { role: 'user', content: metaPrompt(facts, avoid) },
          ],
          response_format: { type: 'json_object' },
          max_completion_tokens: 600,
        },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      const completion = ZCompletion.safeParse(body);
      if (!completion.success) throw new MetaWriterError('the response is not a chat completion');
      const choice = completion.data.choices[0]!;
      if (choice.message.refusal)
        throw new MetaWriterError(`refused: ${choice.message.refusal.slice(0, 200)}`);
      if (choice.finish_reason === 'length') throw new MetaWriterError('the answer was cut off');
      return readMetaAnswer(choice.message.content ?? '');
    },
  };
}
