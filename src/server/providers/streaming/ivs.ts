import {
  BatchGetChannelCommand,
  CreateStreamKeyCommand,
  GetChannelCommand,
  GetStreamCommand,
  GetStreamKeyCommand,
  IvsClient,
  ListStreamKeysCommand,
  StopStreamCommand,
  type Channel,
} from '@aws-sdk/client-ivs';
import type { FastifyBaseLogger } from 'fastify';
import type { IvsConfig } from '../../config.ts';
import { StreamingUnavailable, type ProviderChannel, type StreamingProvider } from './streaming.ts';

/**
 * AWS IVS (IVS_CHANNEL_ARNS + credentials): the configured channels are the only ones offered.
 * BatchGetChannel lists them (cached a minute), GetChannel + ListStreamKeys/GetStreamKey give the
 * owner the RTMPS ingest at start, GetStream reports live state and viewers, StopStream ends a
 * broadcast. The member broadcasts with OBS or the IVS web broadcast SDK; viewers play HLS.
 */

const CHANNELS_TTL_MS = 60_000;
const BATCH_MAX = 50;

const errorName = (error: unknown) =>
  error && typeof error === 'object' && 'name' in error ? String(error.name) : '';

export function createIvsStreamingProvider(config: IvsConfig): StreamingProvider {
  const client = new IvsClient({
    region: config.region,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 8_000 },
  });
  let cache: { at: number; channels: Channel[] } | null = null;

  async function loadChannels(log: FastifyBaseLogger): Promise<Channel[]> {
    if (cache && Date.now() - cache.at < CHANNELS_TTL_MS) return cache.channels;
    try {
      const found: Channel[] = [];
      for (let i = 0; i < config.channelArns.length; i += BATCH_MAX) {
        const arns = config.channelArns.slice(i, i + BATCH_MAX);
        const answer = await client.send(new BatchGetChannelCommand({ arns }));
        found.push(...(answer.channels ?? []));
        for (const error of answer.errors ?? []) {
          log.warn(
            { arn: error.arn, code: error.code },
            'IVS: a configured channel is unavailable',
          );
        }
      }
      // Keep the configured order (the first is selected by default).
      const byArn = new Map(found.map((channel) => [channel.arn, channel]));
      const channels = config.channelArns
        .map((arn) => byArn.get(arn))
        .filter((channel): channel is Channel => !!channel);
      cache = { at: Date.now(), channels };
      return channels;
    } catch (error) {
      log.warn({ err: error }, 'IVS: listing the channels failed');
      throw new StreamingUnavailable('Live streaming is unavailable right now. Please try again.');
    }
  }

  const present = (channel: Channel): ProviderChannel => ({
    arn: channel.arn!,
    name: channel.name || channel.arn!.split('/').pop()!,
    latencyMode: channel.latencyMode ?? 'LOW',
  });

  async function streamKey(channelArn: string): Promise<string> {
    const keys = await client.send(new ListStreamKeysCommand({ channelArn, maxResults: 1 }));
    const arn = keys.streamKeys?.[0]?.arn;
    if (!arn) {
      const created = await client.send(new CreateStreamKeyCommand({ channelArn }));
      return created.streamKey?.value ?? '';
    }
    const key = await client.send(new GetStreamKeyCommand({ arn }));
    return key.streamKey?.value ?? '';
  }

  return {
    name: 'ivs',
    async isConfigured(log) {
      try {
        return (await loadChannels(log)).length > 0;
      } catch {
        return false;
      }
    },
    async channels(log) {
      return (await loadChannels(log)).map(present);
    },
    async setup(channelArn, log) {
      if (!config.channelArns.includes(channelArn)) return null;
      try {
        const { channel } = await client.send(new GetChannelCommand({ arn: channelArn }));
        if (!channel?.ingestEndpoint) return null;
        return {
          ingest: {
            endpoint: `rtmps://${channel.ingestEndpoint}:443/app/`,
            streamKey: await streamKey(channelArn),
          },
          playbackUrl: channel.playbackUrl ?? null,
        };
      } catch (error) {
        if (errorName(error) === 'ResourceNotFoundException') return null;
        log.warn({ err: error, channelArn }, 'IVS: preparing the channel failed');
        throw new StreamingUnavailable('Unable to start your live stream. Please try again.');
      }
    },
    async stream(channelArn, log) {
      try {
        const { stream } = await client.send(new GetStreamCommand({ channelArn }));
        const viewers = stream?.viewerCount;
        return {
          live: stream?.state === 'LIVE',
          viewerCount: typeof viewers === 'number' && viewers >= 0 ? viewers : null,
        };
      } catch (error) {
        if (errorName(error) === 'ChannelNotBroadcasting') return { live: false, viewerCount: 0 };
        log.warn({ err: error, channelArn }, 'IVS: reading the stream failed');
        return null;
      }
    },
    async stop(channelArn, log) {
      try {
        await client.send(new StopStreamCommand({ channelArn }));
      } catch (error) {
        if (errorName(error) !== 'ChannelNotBroadcasting') {
          log.warn({ err: error, channelArn }, 'IVS: stopping the stream failed');
        }
      }
    },
    async playbackUrl(channelArn, log) {
      try {
        const channel = (await loadChannels(log)).find((item) => item.arn === channelArn);
        return channel?.playbackUrl ?? null;
      } catch {
        return null;
      }
    },
  };
}
