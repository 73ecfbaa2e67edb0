import { z } from 'zod';
import { ContentWriterError } from './content.ts';

/**
 * OpenAI's image endpoints, when OPENAI_API_KEY is set: `POST {base}/images/generations`
 * (`{model, prompt, size, n}` → `{data: [{b64_json}]}`) draws a post's image when the place has
 * no photo, and `POST {base}/files` (multipart, `purpose=vision`) keeps a campaign's reference
 * image with the vendor, whose `id` is the campaign's openaiFileId.
 */
export type OpenAiImageOptions = {
  apiKey: string;
  baseUrl: string;
  model?: string;
  timeoutMs?: number;
};

export const DEFAULT_IMAGE_MODEL = 'gpt-image-1';

async function call(url: string, init: RequestInit, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new ContentWriterError(
      `request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const text = await response.text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: the status says enough.
  }
  if (!response.ok) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    throw new ContentWriterError(
      `HTTP ${response.status}${typeof message === 'string' ? `: ${message.slice(0, 200)}` : ''}`,
    );
  }
  return body;
}

const ZImages = z.object({ data: z.array(z.object({ b64_json: z.string().min(1) })).min(1) });
const ZFile = z.object({ id: z.string().min(1), object: z.literal('file') });

export function createOpenAiImages(options: OpenAiImageOptions) {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 60_000;
  const auth = { authorization: `Bearer ${options.apiKey}` };
  return {
    model: options.model ?? DEFAULT_IMAGE_MODEL,
    /** A generated image's bytes (PNG). Portrait for vertical posts, landscape for wide ones. */
    async generate(prompt: string, shape: 'portrait' | 'landscape' | 'square'): Promise<Buffer> {
      const size =
        shape === 'portrait' ? '1024x1536' : shape === 'landscape' ? '1536x1024' : '1024x1024';
      const body = await call(
        `${base}/images/generations`,
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json' },
          body: JSON.stringify({ model: options.model ?? DEFAULT_IMAGE_MODEL, prompt, size, n: 1 }),
        },
        timeoutMs,
      );
      const parsed = ZImages.safeParse(body);
      if (!parsed.success) throw new ContentWriterError('the response holds no image');
      return Buffer.from(parsed.data.data[0]!.b64_json, 'base64');
    },
    /** Stores a file with the vendor and returns its id. */
    async uploadFile(bytes: Buffer, filename: string, mime: string): Promise<string> {
      const form = new FormData();
      form.set('purpose', 'vision');
      form.set('file', new Blob([new Uint8Array(bytes)], { type: mime }), filename);
      const body = await call(
        `${base}/files`,
        { method: 'POST', headers: auth, body: form },
        timeoutMs,
      );
      const parsed = ZFile.safeParse(body);
      if (!parsed.success) throw new ContentWriterError('the response is not a file object');
      return parsed.data.id;
    },
  };
}
export type OpenAiImages = ReturnType<typeof createOpenAiImages>;
