import type { AppConfig } from '../../config.ts';
import type { AiProvider } from './ai.ts';
import { createLocalAiProvider } from './local.ts';
import { createOpenAiProvider } from './openai.ts';
import type { ProviderCalls } from '../provider-calls.ts';

/** OpenAI (with the local provider as its fallback) when OPENAI_API_KEY is set, else local. */
export function createAiProvider(
  config: Pick<AppConfig, 'openai'>,
  calls?: ProviderCalls,
): AiProvider {
  const local = createLocalAiProvider();
  return config.openai ? createOpenAiProvider(config.openai, local, calls) : local;
}

/** For the start log. */
export function describeAi(config: Pick<AppConfig, 'openai'>): string {
  if (!config.openai) return 'local (offline: GeoNames places, photo colours, EXIF time)';
  const host = new URL(config.openai.baseUrl).host;
  return `OpenAI ${config.openai.model} at ${host}, local fallback`;
}
