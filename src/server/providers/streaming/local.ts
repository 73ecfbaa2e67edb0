import { LOCAL_CHANNEL_ARN } from '../../../contract/streaming.ts';
import type { StreamingProvider } from './streaming.ts';

/**
 * The default provider: one channel, the browser relay. Always configured; the relay itself
 * (`relay.ts`) lives in the streaming module, which owns the sockets.
 */
export function createLocalStreamingProvider(): StreamingProvider {
  return {
    name: 'local',
    async isConfigured() {
      return true;
    },
    async channels() {
      return [
        { arn: LOCAL_CHANNEL_ARN, name: 'Roamly Live (in your browser)', latencyMode: 'LOW' },
      ];
    },
    async setup(channelArn) {
      return channelArn === LOCAL_CHANNEL_ARN ? { ingest: null, playbackUrl: null } : null;
    },
    async stream() {
      return null;
    },
    async stop() {},
    async playbackUrl() {
      return null;
    },
  };
}
