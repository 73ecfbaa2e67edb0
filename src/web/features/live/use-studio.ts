import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import {
  LIVE_ANALYSIS_DELAY_MS,
  LIVE_TIMER_TICK_MS,
  livePublishPath,
  type TLiveServerFrame,
  type TStartStreamResponse,
} from '../../../contract/streaming.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import type { AnalysisState } from './ai-analysis-panel.tsx';
import { mergeChat, toChatEntry } from './chat-entries.ts';
import { captureFrame } from './frame-capture.ts';
import { LivePublisher } from './publisher.ts';
import {
  analyzeFrame,
  endStream,
  ENGAGEMENT_POLL_MS,
  startStream,
  streamingChannelsQuery,
  streamingStatusQuery,
  streamSessionQuery,
} from './queries.ts';
import { sampleChat, type ChatEntry } from './sample-chat.ts';
import { canGoLive, INITIAL_STUDIO_STATE, isOnAir, studioReducer } from './studio-state.ts';
import type { CameraState } from './use-camera.ts';
import { currentCoordinates } from './where.ts';

/** Spec 2 §8: the streaming toasts, word for word. */
export const STUDIO_TOASTS = {
  setupRequired: {
    title: 'Streaming Setup Required',
    description: 'AWS streaming credentials need to be configured.',
    variant: 'destructive',
  },
  statusFailed: {
    title: 'Connection Error',
    description: 'Unable to check streaming status. Please try again.',
    variant: 'destructive',
  },
  startFailed: {
    title: 'Stream Start Failed',
    description: 'Unable to start your live stream. Please try again.',
    variant: 'destructive',
  },
  unavailable: {
    title: 'Streaming Unavailable',
    description: 'Please check your streaming setup and try again.',
    variant: 'destructive',
  },
  started: { title: 'Stream Started Successfully', variant: 'success' },
  ended: { title: 'Stream Ended', variant: 'default' },
  endFailed: { title: 'Stream End Failed', variant: 'destructive' },
  analysisFailed: {
    title: 'AI Analysis Failed',
    description: "Don't worry, your stream continues normally!",
    variant: 'destructive',
  },
} as const;

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** IVS: where the encoder sends the stream (only the start answer carries it). */
export type StudioIngest = NonNullable<TStartStreamResponse['ingest']>;

/**
 * The studio's controller: status and channel (first one selected), the session state machine,
 * the publisher, the one-second timer, the AI analysis 3 s after going live, and the chat.
 *
 * With the `ivs` provider the browser broadcasts nothing: the member's encoder (OBS or any
 * RTMPS encoder) sends to the ingest the start answer gives. The lifecycle is the same (LIVE,
 * the timer, End Stream); viewers come from the session route, polled; there is no relay chat.
 */
export function useStudio({
  camera,
  videoRef,
  myId,
}: {
  camera: CameraState;
  videoRef: RefObject<HTMLVideoElement | null>;
  myId: string;
}) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(studioReducer, INITIAL_STUDIO_STATE);
  const [chat, setChat] = useState<ChatEntry[]>(() => sampleChat());
  const [analysis, setAnalysis] = useState<AnalysisState>({ state: 'waiting' });
  const [reconnecting, setReconnecting] = useState(false);
  const publisher = useRef<LivePublisher | null>(null);
  const [ingest, setIngest] = useState<StudioIngest | null>(null);
  /** The provider of the session on air (the status may change under it). */
  const [onAirProvider, setOnAirProvider] = useState<'local' | 'ivs' | null>(null);

  const status = useQuery(streamingStatusQuery());
  const encoder = status.data?.provider === 'ivs';
  const channels = useQuery(streamingChannelsQuery(status.data?.isConfigured === true));
  const channelArn = channels.data?.channels[0]?.arn ?? null;
  const session = useQuery({
    ...streamSessionQuery(state.sessionId ?? '', ENGAGEMENT_POLL_MS),
    enabled: state.phase === 'live' && Boolean(state.sessionId),
  });

  // Spec 2 §8: 'Streaming Setup Required' / 'Connection Error', once per answer.
  const statusToastShown = useRef(false);
  useEffect(() => {
    if (statusToastShown.current) return;
    if (status.isError) {
      statusToastShown.current = true;
      toast(STUDIO_TOASTS.statusFailed);
    } else if (status.data && !status.data.isConfigured) {
      statusToastShown.current = true;
      toast(STUDIO_TOASTS.setupRequired);
    }
  }, [status.isError, status.data]);

  const onFrame = useCallback(
    (frame: TLiveServerFrame) => {
      if (frame.type === 'viewers') {
        dispatch({
          type: 'viewers',
          count: frame.count,
          peakViewers: frame.peakViewers,
          chatCount: frame.chatCount,
        });
      } else if (frame.type === 'chat') {
        dispatch({ type: 'comment' });
        setChat((current) => mergeChat(current, [toChatEntry(frame.entry, myId)]));
      } else if (frame.type === 'chat_history') {
        setChat((current) =>
          mergeChat(
            current,
            frame.entries.map((entry) => toChatEntry(entry, myId)),
          ),
        );
      } else if (frame.type === 'error') {
        toast({ title: frame.message, variant: 'destructive' });
      }
    },
    [myId],
  );

  const finish = useCallback(() => {
    publisher.current?.stop();
    publisher.current = null;
    setOnAirProvider(null);
    setIngest(null);
    setReconnecting(false);
    dispatch({ type: 'ended' });
    void queryClient.invalidateQueries({ queryKey: streamingStatusQuery().queryKey });
  }, [queryClient]);

  const publish = useCallback(
    (path: string) => {
      const stream = camera.stream;
      if (!stream) return false;
      publisher.current?.stop();
      const next = new LivePublisher({
        path,
        stream,
        onFrame,
        onReconnecting: setReconnecting,
        onClose: (reason) => {
          if (publisher.current !== next) return;
          finish();
          if (reason === 'ended') toast(STUDIO_TOASTS.ended);
          else if (reason === 'replaced')
            toast({
              title: 'Streaming from another tab',
              description: 'This stream is now broadcast from another window, so this one stopped.',
            });
          else if (reason === 'unsupported')
            toast({
              title: 'Stream Start Failed',
              description: 'This browser cannot record video for a live stream.',
              variant: 'destructive',
            });
          else
            toast({
              title: 'Connection lost',
              description: 'Your stream stopped because the connection dropped.',
              variant: 'destructive',
            });
        },
      });
      publisher.current = next;
      next.start();
      return true;
    },
    [camera.stream, onFrame, finish],
  );

  const goLive = useCallback(async () => {
    if (!status.data?.canStream) {
      toast(STUDIO_TOASTS.unavailable);
      return;
    }
    if (!channelArn || (!encoder && !camera.stream)) return;
    dispatch({ type: 'start' });
    try {
      const started = await startStream(channelArn);
      if (started.publishPath) {
        setOnAirProvider('local');
        dispatch({ type: 'started', sessionId: started.sessionId });
        setAnalysis({ state: 'waiting' });
        publish(started.publishPath);
      } else if (started.ingest) {
        // The encoder broadcasts: show it where, and keep the session's lifecycle here.
        setOnAirProvider('ivs');
        setIngest(started.ingest);
        dispatch({ type: 'started', sessionId: started.sessionId });
        setAnalysis({ state: 'waiting' });
      } else {
        throw new Error('No way to broadcast to this stream');
      }
      toast(STUDIO_TOASTS.started);
      void queryClient.invalidateQueries({ queryKey: streamingStatusQuery().queryKey });
    } catch (error) {
      dispatch({ type: 'start-failed' });
      toast({
        ...STUDIO_TOASTS.startFailed,
        description: `${STUDIO_TOASTS.startFailed.description}${reasonSuffix(error)}`,
      });
    }
  }, [status.data, channelArn, camera.stream, encoder, publish, queryClient]);

  /** Takes over a session still live from an earlier visit (a reload, another tab). */
  const resume = useCallback(
    async (sessionId: string) => {
      if (encoder) {
        // The encoder keeps broadcasting on its own: take back the timer, viewers and End Stream.
        const current = await queryClient.fetchQuery(streamSessionQuery(sessionId));
        if (current.status !== 'live' || current.provider !== 'ivs') return;
        setOnAirProvider('ivs');
        const elapsed = (Date.now() - Date.parse(current.startedAt)) / 1000;
        dispatch({ type: 'started', sessionId, elapsed });
        dispatch({ type: 'viewers', count: current.viewerCount });
        return;
      }
      if (!camera.stream) return;
      const current = await queryClient.fetchQuery(streamSessionQuery(sessionId));
      if (current.status !== 'live' || !current.playback.watchPath) return;
      setOnAirProvider('local');
      const elapsed = (Date.now() - Date.parse(current.startedAt)) / 1000;
      dispatch({ type: 'started', sessionId, elapsed });
      publish(livePublishPath(sessionId));
    },
    [camera.stream, encoder, publish, queryClient],
  );

  const end = useCallback(async () => {
    const sessionId = state.sessionId;
    if (!sessionId || state.phase !== 'live') return;
    dispatch({ type: 'end' });
    const path = livePublishPath(sessionId);
    const relayed = onAirProvider !== 'ivs';
    publisher.current?.stop();
    publisher.current = null;
    try {
      await endStream(sessionId);
      finish();
      toast(STUDIO_TOASTS.ended);
    } catch (error) {
      dispatch({ type: 'end-failed' });
      if (relayed) publish(path);
      toast({ ...STUDIO_TOASTS.endFailed, description: errorMessage(error, 'Please try again.') });
    }
  }, [state.sessionId, state.phase, onAirProvider, finish, publish]);

  /** Ends a session left live elsewhere without broadcasting to it. */
  const endOther = useCallback(
    async (sessionId: string) => {
      try {
        await endStream(sessionId);
        toast(STUDIO_TOASTS.ended);
      } catch (error) {
        toast({
          ...STUDIO_TOASTS.endFailed,
          description: errorMessage(error, 'Please try again.'),
        });
      }
      void queryClient.invalidateQueries({ queryKey: streamingStatusQuery().queryKey });
    },
    [queryClient],
  );

  // IVS: the viewers (and an end from elsewhere) come from the polled session.
  const polled = session.data;
  useEffect(() => {
    if (!polled || onAirProvider !== 'ivs' || polled.sessionId !== state.sessionId) return;
    if (polled.status === 'ended') {
      finish();
      toast(STUDIO_TOASTS.ended);
      return;
    }
    dispatch({
      type: 'viewers',
      count: polled.viewerCount,
      peakViewers: polled.engagement.peakViewers,
    });
  }, [polled, onAirProvider, state.sessionId, finish]);

  // Spec 2 §4: a one-second timer while live.
  const live = state.phase === 'live';
  useEffect(() => {
    if (!live) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), LIVE_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, [live]);

  // Spec 2 §4/§9: the AI analysis 3 s after going live, on a frame of the preview.
  const sessionId = state.sessionId;
  // An encoder stream has a frame here only while the optional camera preview is on.
  const noPicture = encoder && camera.status !== 'ready';
  useEffect(() => {
    if (!live || !sessionId || noPicture) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      const video = videoRef.current;
      const image = video ? captureFrame(video) : null;
      if (!image) {
        setAnalysis({ state: 'failed' });
        toast(STUDIO_TOASTS.analysisFailed);
        return;
      }
      setAnalysis({ state: 'analysing' });
      void currentCoordinates()
        .then((where) => analyzeFrame(sessionId, { image, ...where }))
        .then((result) => {
          if (cancelled) return;
          setAnalysis({
            state: 'done',
            result: {
              recognizedLandmarks: result.recognizedLandmarks,
              suggestedTags: result.suggestedTags,
              mood: result.mood || null,
              activities: result.activities,
              location: result.detectedLocation || null,
            },
          });
          toast({
            title: 'AI Analysis Active!',
            description: `Recognised ${plural(result.recognizedLandmarks.length, 'landmark')} and ${plural(result.suggestedTags.length, 'tag')}.`,
            variant: 'success',
          });
        })
        .catch(() => {
          if (cancelled) return;
          setAnalysis({ state: 'failed' });
          toast(STUDIO_TOASTS.analysisFailed);
        });
    }, LIVE_ANALYSIS_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [live, sessionId, videoRef, noPicture]);

  // Leaving the page stops the broadcast (the server ends it after its grace period).
  useEffect(() => () => publisher.current?.stop(), []);

  // Closing the tab while live asks first.
  const onAir = isOnAir(state);
  useEffect(() => {
    if (!onAir) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [onAir]);

  // Sessions this screen broadcast: the status may still name one just after it ended.
  const seen = useRef(new Set<string>());
  if (state.sessionId) seen.current.add(state.sessionId);
  const current = status.data?.currentSessionId ?? null;
  const leftover =
    current && !seen.current.has(current) && !onAir && state.phase !== 'starting' ? current : null;

  const sendChat = useCallback((text: string) => publisher.current?.sendChat(text) ?? false, []);
  const relayed = live && onAirProvider !== 'ivs';

  return {
    state,
    status,
    channelArn,
    chat,
    analysis,
    reconnecting,
    leftover,
    avgWatchSeconds: session.data?.engagement.avgWatchTime ?? null,
    goLiveEnabled: canGoLive(state, channelArn, encoder || camera.status === 'ready'),
    /** The status names the IVS provider: an encoder broadcasts, the camera is optional. */
    encoder,
    ingest,
    goLive,
    end,
    resume,
    endOther,
    sendChat: relayed ? sendChat : undefined,
  };
}

/** The server's reason, when it gave one people can read (e.g. "You are already live…"). */
function reasonSuffix(error: unknown): string {
  const message = errorMessage(error, '');
  return message && !/^\d{3}:/.test(message) ? ` ${message}` : '';
}
