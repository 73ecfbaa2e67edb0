import type { AppConfig } from '../../../config.ts';
import { createAnthropicMetaWriter } from './anthropic-meta.ts';
import { createLocalMetaWriter } from './local-meta.ts';
import { createOpenAiMetaWriter } from './openai-meta.ts';
import type { SeoMetaWriter } from './seo-meta.ts';

/** Anthropic (Claude) with ANTHROPIC_API_KEY, else OpenAI with OPENAI_API_KEY, else local. */
export function createSeoMetaWriter(
  config: Pick<AppConfig, 'anthropic' | 'openai'>,
): SeoMetaWriter {
  if (config.anthropic) return createAnthropicMetaWriter(config.anthropic);
  if (config.openai) return createOpenAiMetaWriter(config.openai);
  return createLocalMetaWriter();
}
