import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the Amazon IVS control-plane API (REST-JSON: `POST /<Operation>`), with
 * the response and error shapes of the IVS API reference: BatchGetChannel, GetChannel,
 * ListStreamKeys, GetStreamKey, CreateStreamKey, GetStream (404 `ChannelNotBroadcasting` when
 * offline) and StopStream. Requests are recorded; `failWith` makes every call fail.
 */

export type FakeIvsChannel = {
  arn: string;
  name: string;
  latencyMode: 'LOW' | 'NORMAL';
  ingestEndpoint: string;
  playbackUrl: string;
  streamKey: string | null;
  /** Live now, with this many viewers; null when offline. */
  liveViewers: number | null;
};

export type FakeIvs = {
  endpoint: string;
  channels: FakeIvsChannel[];
  calls: Array<{ operation: string; body: Record<string, unknown> }>;
  /** When set, every call answers this status with an AWS error of this type. */
  failWith: { status: number; type: string } | null;
  close(): Promise<void>;
};

export function fakeChannel(region: string, id: string, name: string): FakeIvsChannel {
  return {
    arn: `arn:aws:ivs:${region}:123456789012:channel/${id}`,
    name,
    latencyMode: 'LOW',
    ingestEndpoint: `${id}.global-contribute.live-video.net`,
    playbackUrl: `https://${id}.${region}.playback.live-video.net/api/video/v1/${region}.123456789012.channel.${id}.m3u8`,
    streamKey: `sk_${region}_${id}`,
    liveViewers: null,
  };
}

export async function startFakeIvs(channels: FakeIvsChannel[]): Promise<FakeIvs> {
  const fake: Omit<FakeIvs, 'endpoint' | 'close'> = { channels, calls: [], failWith: null };

  const describe = (channel: FakeIvsChannel) => ({
    arn: channel.arn,
    name: channel.name,
    latencyMode: channel.latencyMode,
    type: 'STANDARD',
    ingestEndpoint: channel.ingestEndpoint,
    playbackUrl: channel.playbackUrl,
    authorized: false,
    insecureIngest: false,
    preset: '',
    recordingConfigurationArn: '',
    tags: {},
  });
  const keyArn = (channel: FakeIvsChannel) =>
    channel.arn.replace(':channel/', ':stream-key/').concat('-key');

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const operation = (request.url ?? '/').slice(1).split('?')[0]!;
      const text = Buffer.concat(chunks).toString();
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
      fake.calls.push({ operation, body });
      const send = (status: number, payload: unknown, errorType?: string) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          ...(errorType ? { 'x-amzn-errortype': errorType } : {}),
        });
        response.end(JSON.stringify(payload));
      };
      const error = (status: number, type: string, message: string) =>
        send(status, { exceptionMessage: message }, type);
      if (fake.failWith) {
        error(fake.failWith.status, fake.failWith.type, 'Simulated failure');
        return;
      }
      const byArn = (arn: unknown) => fake.channels.find((channel) => channel.arn === arn);
      switch (operation) {
        case 'BatchGetChannel': {
          const arns = (body.arns as string[]) ?? [];
          send(200, {
            channels: arns.flatMap((arn) => {
              const channel = byArn(arn);
              return channel ? [describe(channel)] : [];
            }),
            errors: arns
              .filter((arn) => !byArn(arn))
              .map((arn) => ({ arn, code: 'ResourceNotFoundException', message: 'Not found' })),
          });
          return;
        }
        case 'GetChannel': {
          const channel = byArn(body.arn);
          if (!channel) return error(404, 'ResourceNotFoundException', 'Channel not found');
          return send(200, { channel: describe(channel) });
        }
        case 'ListStreamKeys': {
          const channel = byArn(body.channelArn);
          if (!channel) return error(404, 'ResourceNotFoundException', 'Channel not found');
          return send(200, {
            streamKeys: channel.streamKey
              ? [{ arn: keyArn(channel), channelArn: channel.arn, tags: {} }]
              : [],
          });
        }
        case 'GetStreamKey': {
          const channel = fake.channels.find((item) => keyArn(item) === body.arn);
          if (!channel?.streamKey) return error(404, 'ResourceNotFoundException', 'No such key');
          return send(200, {
            streamKey: {
              arn: keyArn(channel),
              channelArn: channel.arn,
              value: channel.streamKey,
              tags: {},
            },
          });
        }
        case 'CreateStreamKey': {
          const channel = byArn(body.channelArn);
          if (!channel) return error(404, 'ResourceNotFoundException', 'Channel not found');
          channel.streamKey = `sk_created_${channel.name}`;
          return send(200, {
            streamKey: {
              arn: keyArn(channel),
              channelArn: channel.arn,
              value: channel.streamKey,
              tags: {},
            },
          });
        }
        case 'GetStream': {
          const channel = byArn(body.channelArn);
          if (!channel) return error(404, 'ResourceNotFoundException', 'Channel not found');
          if (channel.liveViewers === null) {
            return error(
              404,
              'ChannelNotBroadcasting',
              'The stream is offline for the given channel ARN.',
            );
          }
          return send(200, {
            stream: {
              channelArn: channel.arn,
              health: 'HEALTHY',
              playbackUrl: channel.playbackUrl,
              startTime: new Date().toISOString(),
              state: 'LIVE',
              streamId: 'st-1AbCdEfGhIjKlMnOpQrStUv',
              viewerCount: channel.liveViewers,
            },
          });
        }
        case 'StopStream': {
          const channel = byArn(body.channelArn);
          if (!channel) return error(404, 'ResourceNotFoundException', 'Channel not found');
          if (channel.liveViewers === null) {
            return error(
              404,
              'ChannelNotBroadcasting',
              'The stream is offline for the given channel ARN.',
            );
          }
          channel.liveViewers = null;
          return send(200, {});
        }
        default:
          return error(400, 'ValidationException', `Unknown operation ${operation}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
