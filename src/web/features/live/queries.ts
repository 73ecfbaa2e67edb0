import { queryOptions } from '@tanstack/react-query';
import {
  analyzeStreamFrameRoute,
  endStreamRoute,
  GO_LIVE_DEFAULTS,
  liveNowRoute,
  startStreamRoute,
  streamingChannelsRoute,
  streamingStatusRoute,
  streamSessionRoute,
  userLiveRoute,
  type TAnalyzeFrameBody,
} from '../../../contract/streaming.ts';
import { api } from '../../lib/api.ts';
import { routeKey } from '../../lib/route-query.ts';
import { STALE } from '../../lib/staleness.ts';

/** How often the home strip asks who is live (it also refreshes on focus). */
export const LIVE_NOW_POLL_MS = 30_000;
/** How often the studio refreshes the engagement figures the sockets do not carry. */
export const ENGAGEMENT_POLL_MS = 10_000;

/** Spec 2 §7: GET /api/streaming/status, re-read on every visit (another tab may be live). */
export function streamingStatusQuery() {
  return queryOptions({
    queryKey: routeKey(streamingStatusRoute),
    queryFn: () => api(streamingStatusRoute),
    staleTime: STALE.always,
    retry: false,
  });
}

/** Spec 2 §7: GET /api/streaming/channels (the first one is selected). */
export function streamingChannelsQuery(enabled: boolean) {
  return queryOptions({
    queryKey: routeKey(streamingChannelsRoute),
    queryFn: () => api(streamingChannelsRoute),
    staleTime: STALE.always,
    enabled,
    retry: false,
  });
}

/** One session as its viewer page shows it. */
export function streamSessionQuery(sessionId: string, refetchInterval?: number) {
  const input = { params: { sessionId } };
  return queryOptions({
    queryKey: routeKey(streamSessionRoute, input),
    queryFn: () => api(streamSessionRoute, input),
    staleTime: STALE.always,
    refetchInterval,
    retry: false,
  });
}

/** Members the viewer follows who are live now (home strip, avatar badges). */
export function liveNowQuery() {
  return queryOptions({
    queryKey: routeKey(liveNowRoute),
    queryFn: () => api(liveNowRoute),
    staleTime: STALE.shared,
    refetchInterval: LIVE_NOW_POLL_MS,
    retry: false,
  });
}

/**
 * One member's live session, if the viewer may watch it (the LIVE badge on their avatar). Polled
 * like the home strip; the strip's cached answer is shown first when it already lists them.
 */
export function userLiveQuery(userId: string) {
  const input = { params: { userId } };
  return queryOptions({
    queryKey: routeKey(userLiveRoute, input),
    queryFn: () => api(userLiveRoute, input),
    staleTime: STALE.shared,
    refetchInterval: LIVE_NOW_POLL_MS,
    retry: false,
  });
}

/** Spec 2 §7: Go Live sends the fixed title, description, location and category. */
export function startStream(channelArn: string) {
  return api(startStreamRoute, { body: { channelArn, ...GO_LIVE_DEFAULTS } });
}

export function endStream(sessionId: string) {
  return api(endStreamRoute, { params: { sessionId } });
}

export function analyzeFrame(sessionId: string, body: TAnalyzeFrameBody) {
  return api(analyzeStreamFrameRoute, { params: { sessionId }, body });
}
