/**
 * The stream session of spec 2 §4 as a pure reducer: idle → starting ('Starting...', disabled) →
 * live (sessionId stored, viewers and duration reset to 0) → ended (sessionId cleared). A failed
 * start goes back to idle; a failed end keeps the stream live so the member can try again.
 */
export type StudioPhase = 'idle' | 'starting' | 'live' | 'ending' | 'ended';

export type StudioState = {
  phase: StudioPhase;
  sessionId: string | null;
  /** Viewers watching now (from the server's viewer frames). */
  viewers: number;
  peakViewers: number;
  /** Seconds since the stream went live (the one-second timer of spec 2 §4). */
  duration: number;
  /** Chat messages received during this stream (the starter samples do not count). */
  comments: number;
};

export type StudioAction =
  | { type: 'start' }
  | { type: 'started'; sessionId: string; elapsed?: number }
  | { type: 'start-failed' }
  | { type: 'tick' }
  | { type: 'viewers'; count: number; peakViewers?: number; chatCount?: number }
  | { type: 'comment' }
  | { type: 'end' }
  | { type: 'end-failed' }
  | { type: 'ended' };

export const INITIAL_STUDIO_STATE: StudioState = {
  phase: 'idle',
  sessionId: null,
  viewers: 0,
  peakViewers: 0,
  duration: 0,
  comments: 0,
};

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'start':
      return state.phase === 'idle' || state.phase === 'ended'
        ? { ...state, phase: 'starting' }
        : state;
    case 'started':
      return {
        phase: 'live',
        sessionId: action.sessionId,
        viewers: 0,
        peakViewers: 0,
        // A stream resumed after a reload keeps counting from when it really started.
        duration: Math.max(0, Math.floor(action.elapsed ?? 0)),
        comments: 0,
      };
    case 'start-failed':
      return state.phase === 'starting' ? { ...state, phase: 'idle' } : state;
    case 'tick':
      return state.phase === 'live' ? { ...state, duration: state.duration + 1 } : state;
    case 'viewers': {
      if (state.phase !== 'live') return state;
      const count = Math.max(0, Math.floor(action.count));
      return {
        ...state,
        viewers: count,
        peakViewers: Math.max(state.peakViewers, count, action.peakViewers ?? 0),
        comments: Math.max(state.comments, action.chatCount ?? 0),
      };
    }
    case 'comment':
      return state.phase === 'live' ? { ...state, comments: state.comments + 1 } : state;
    case 'end':
      return state.phase === 'live' ? { ...state, phase: 'ending' } : state;
    case 'end-failed':
      return state.phase === 'ending' ? { ...state, phase: 'live' } : state;
    case 'ended':
      return { ...state, phase: 'ended', sessionId: null, viewers: 0 };
  }
}

/** True while the stream is on air (an end request in flight still counts). */
export function isOnAir(state: StudioState): boolean {
  return state.phase === 'live' || state.phase === 'ending';
}

/**
 * Spec 2 §4: Go Live is disabled without a selected channel or while starting (and, here, while
 * the camera is not ready: there would be nothing to broadcast).
 */
export function canGoLive(
  state: StudioState,
  channelArn: string | null,
  cameraReady: boolean,
): boolean {
  return Boolean(channelArn) && cameraReady && (state.phase === 'idle' || state.phase === 'ended');
}

/** Chat messages per minute so far, for the Live Stats card's chat activity. */
export function chatPerMinute(comments: number, durationSeconds: number): number {
  if (durationSeconds <= 0) return 0;
  return Math.round((comments / durationSeconds) * 60 * 10) / 10;
}
