import { liveWatchPath, type TStreamSession } from '../../../contract/streaming.ts';
import type { StreamSessionWithOwner } from '../../../db/queries/streaming.ts';
import type { RelayStats } from '../../providers/streaming/relay.ts';
import { presentPublicUser } from '../users/users.presenter.ts';

/** What is known right now beside the row: the relay's counts, the provider's viewers. */
export type LiveFigures = {
  relay: RelayStats | null;
  /** IVS: the channel's viewers (GetStream); null when not asked or unknown. */
  providerViewers: number | null;
  playbackUrl: string | null;
};

/** A session row → the contract; engagement takes the larger of the stored and the live counts. */
export function presentStreamSession(
  row: StreamSessionWithOwner,
  viewerId: string,
  figures: LiveFigures,
): TStreamSession {
  const live = row.status === 'live';
  const relay = live ? figures.relay : null;
  const viewerCount = live ? (relay?.viewerCount ?? figures.providerViewers ?? 0) : 0;
  const connections = Math.max(row.viewerConnections, relay?.viewerConnections ?? 0);
  const watchSeconds = Math.max(row.watchSeconds, relay?.watchSeconds ?? 0);
  return {
    sessionId: row.id,
    channelArn: row.channelArn,
    title: row.title,
    description: row.description,
    location: row.location,
    category: row.category,
    isPublic: row.isPublic,
    provider: row.provider,
    status: row.status,
    owner: presentPublicUser(row.owner, {
      isFollowing: row.isFollowing,
      isSelf: row.ownerId === viewerId,
    }),
    isOwner: row.ownerId === viewerId,
    viewerCount,
    engagement: {
      peakViewers: Math.max(row.peakViewers, relay?.peakViewers ?? 0, viewerCount),
      avgWatchTime: connections > 0 ? Math.round(watchSeconds / connections) : 0,
      chatActivity: Math.max(row.chatMessages, relay?.chatMessages ?? 0),
    },
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    playback: {
      watchPath: row.provider === 'local' && live ? liveWatchPath(row.id) : null,
      playbackUrl: row.provider === 'ivs' && live ? figures.playbackUrl : null,
    },
  };
}
