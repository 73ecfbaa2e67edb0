import type { AppConfig } from '../../config.ts';
import { createIvsStreamingProvider } from './ivs.ts';
import { createLocalStreamingProvider } from './local.ts';
import type { StreamingProvider } from './streaming.ts';

/** AWS IVS when IVS_CHANNEL_ARNS is set, else the local browser relay. */
export function createStreamingProvider(config: Pick<AppConfig, 'ivs'>): StreamingProvider {
  return config.ivs ? createIvsStreamingProvider(config.ivs) : createLocalStreamingProvider();
}
