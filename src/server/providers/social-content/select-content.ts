import type { AppConfig } from '../../config.ts';
import type { SocialTextWriter } from './content.ts';
import { createLocalTextWriter } from './local-writer.ts';
import { createOpenAiImages, type OpenAiImages } from './openai-images.ts';
import { createAnthropicTextWriter, createOpenAiTextWriter } from './vendor-writers.ts';

/** Claude with ANTHROPIC_API_KEY, else OpenAI with OPENAI_API_KEY, else the offline writer. */
export function createSocialTextWriter(
  config: Pick<AppConfig, 'anthropic' | 'openai'>,
): SocialTextWriter {
  if (config.anthropic) return createAnthropicTextWriter(config.anthropic);
  if (config.openai) return createOpenAiTextWriter(config.openai);
  return createLocalTextWriter();
}

/** OpenAI's image model with OPENAI_API_KEY (OPENAI_IMAGE_MODEL, default gpt-image-1), else none. */
export function createSocialImages(
  config: Pick<AppConfig, 'openai' | 'openaiImageModel'>,
): OpenAiImages | null {
  if (!config.openai) return null;
  return createOpenAiImages({
    apiKey: config.openai.apiKey,
    baseUrl: config.openai.baseUrl,
    model: config.openaiImageModel,
  });
}
