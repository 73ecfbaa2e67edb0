import { describe, expect, it } from 'vitest';
import {
  canGoLive,
  chatPerMinute,
  INITIAL_STUDIO_STATE,
  isOnAir,
  studioReducer,
  type StudioAction,
  type StudioState,
} from './studio-state.ts';

const run = (actions: StudioAction[], from: StudioState = INITIAL_STUDIO_STATE) =>
  actions.reduce(studioReducer, from);

describe('stream session (spec 2 §4)', () => {
  it('goes idle → starting → live with viewers and duration reset, then ended without a session', () => {
    const starting = run([{ type: 'start' }]);
    expect(starting.phase).toBe('starting');
    const live = run([{ type: 'started', sessionId: 's1' }], {
      ...starting,
      viewers: 9,
      duration: 40,
    });
    expect(live).toMatchObject({ phase: 'live', sessionId: 's1', viewers: 0, duration: 0 });
    expect(isOnAir(live)).toBe(true);
    const ended = run([{ type: 'end' }, { type: 'ended' }], live);
    expect(ended).toMatchObject({ phase: 'ended', sessionId: null, viewers: 0 });
    expect(isOnAir(ended)).toBe(false);
    expect(run([{ type: 'start' }], ended).phase).toBe('starting');
  });

  it('returns to idle when starting fails, and stays live when ending fails', () => {
    expect(run([{ type: 'start' }, { type: 'start-failed' }]).phase).toBe('idle');
    const live = run([{ type: 'start' }, { type: 'started', sessionId: 's1' }]);
    const ending = run([{ type: 'end' }], live);
    expect(ending.phase).toBe('ending');
    expect(run([{ type: 'end-failed' }], ending)).toMatchObject({ phase: 'live', sessionId: 's1' });
  });

  it('ignores a second start while starting or live', () => {
    const starting = run([{ type: 'start' }]);
    expect(run([{ type: 'start' }], starting)).toBe(starting);
    const live = run([{ type: 'started', sessionId: 's1' }], starting);
    expect(run([{ type: 'start' }], live)).toBe(live);
  });

  it('counts seconds only while live, resuming from the real start', () => {
    const live = run([
      { type: 'start' },
      { type: 'started', sessionId: 's1' },
      { type: 'tick' },
      { type: 'tick' },
      { type: 'tick' },
    ]);
    expect(live.duration).toBe(3);
    expect(run([{ type: 'tick' }]).duration).toBe(0);
    expect(run([{ type: 'started', sessionId: 's2', elapsed: 125.7 }]).duration).toBe(125);
  });

  it('takes viewers, peak and comments from the server frames', () => {
    const live = run([{ type: 'start' }, { type: 'started', sessionId: 's1' }]);
    const next = run(
      [
        { type: 'viewers', count: 3, peakViewers: 3, chatCount: 0 },
        { type: 'comment' },
        { type: 'viewers', count: 1, peakViewers: 3, chatCount: 4 },
      ],
      live,
    );
    expect(next).toMatchObject({ viewers: 1, peakViewers: 3, comments: 4 });
    expect(run([{ type: 'viewers', count: 5 }]).viewers).toBe(0);
  });

  it('enables Go Live only with a channel, a camera and no start in flight', () => {
    expect(canGoLive(INITIAL_STUDIO_STATE, 'arn', true)).toBe(true);
    expect(canGoLive(INITIAL_STUDIO_STATE, null, true)).toBe(false);
    expect(canGoLive(INITIAL_STUDIO_STATE, 'arn', false)).toBe(false);
    expect(canGoLive(run([{ type: 'start' }]), 'arn', true)).toBe(false);
    expect(canGoLive({ ...INITIAL_STUDIO_STATE, phase: 'ended' }, 'arn', true)).toBe(true);
  });

  it('gives chat activity per minute', () => {
    expect(chatPerMinute(0, 0)).toBe(0);
    expect(chatPerMinute(3, 60)).toBe(3);
    expect(chatPerMinute(5, 120)).toBe(2.5);
  });
});
