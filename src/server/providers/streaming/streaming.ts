import type { FastifyBaseLogger } from 'fastify';
import type { TStreamProvider } from '../../../contract/streaming.ts';

/**
 * Where live video goes. The local provider relays the browser's MediaRecorder WebM over
 * WebSockets (`relay.ts`); the IVS provider hands out an AWS IVS channel's RTMPS ingest and HLS
 * playback. Sessions (who is live, since when, engagement) are rows in PostgreSQL either way.
 */

export type ProviderChannel = { arn: string; name: string; latencyMode: string };

/** What a start needs from the provider for one channel. */
export type ChannelSetup = {
  /** IVS: RTMPS ingest (the stream key is a secret for the owner only); null for the relay. */
  ingest: { endpoint: string; streamKey: string } | null;
  /** IVS: HLS playback URL; null for the relay. */
  playbackUrl: string | null;
};

/** The provider's view of a channel's live stream right now. */
export type ChannelStream = { live: boolean; viewerCount: number | null };

export type StreamingProvider = {
  name: TStreamProvider;
  /** False when the provider cannot be reached or is not set up (spec 2 §8 'Setup Required'). */
  isConfigured(log: FastifyBaseLogger): Promise<boolean>;
  /** Throws `StreamingUnavailable` when the provider cannot be reached. */
  channels(log: FastifyBaseLogger): Promise<ProviderChannel[]>;
  /** Null for a channel the provider does not offer. */
  setup(channelArn: string, log: FastifyBaseLogger): Promise<ChannelSetup | null>;
  /** Live state and viewers of a channel; null when unknown (the relay counts its own). */
  stream(channelArn: string, log: FastifyBaseLogger): Promise<ChannelStream | null>;
  /** Stops the broadcast on a channel, when the provider can (best effort). */
  stop(channelArn: string, log: FastifyBaseLogger): Promise<void>;
  /** Playback URL of a channel for viewers; null for the relay. */
  playbackUrl(channelArn: string, log: FastifyBaseLogger): Promise<string | null>;
};

/** The provider did not answer (the route answers 503). */
export class StreamingUnavailable extends Error {}
