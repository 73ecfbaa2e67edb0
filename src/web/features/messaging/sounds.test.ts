import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SOUND_SETTINGS,
  SOUND_SETTINGS_KEY,
  clampVolume,
  getSoundSettings,
  loadSoundSettings,
  reloadSoundSettings,
  updateSoundSettings,
  type SoundSettings,
} from './sound-settings.ts';
import {
  SOUND_NAMES,
  SOUND_PACK_TONES,
  createSoundPlayer,
  type AudioContextLike,
} from './sounds.ts';

afterEach(() => reloadSoundSettings());

describe('sound settings (2-traveller-features §3, §9)', () => {
  it('defaults to enabled, volume 0.7, classic pack', () => {
    expect(loadSoundSettings()).toEqual({ enabled: true, volume: 0.7, soundPack: 'classic' });
    expect(DEFAULT_SOUND_SETTINGS.volume).toBe(0.7);
  });

  it('clamps the volume to 0..1', () => {
    expect(clampVolume(1.5)).toBe(1);
    expect(clampVolume(-0.2)).toBe(0);
    expect(clampVolume(0.35)).toBe(0.35);
    expect(clampVolume(Number.NaN)).toBe(0.7);
    expect(clampVolume('loud')).toBe(0.7);
    expect(updateSoundSettings({ volume: 3 }).volume).toBe(1);
    expect(updateSoundSettings({ volume: -1 }).volume).toBe(0);
  });

  it('keeps the settings in browser storage under the product key', () => {
    updateSoundSettings({ enabled: false, volume: 0.25, soundPack: 'retro' });
    expect(JSON.parse(window.localStorage.getItem(SOUND_SETTINGS_KEY)!)).toEqual({
      enabled: false,
      volume: 0.25,
      soundPack: 'retro',
    });
    reloadSoundSettings();
    expect(getSoundSettings()).toEqual({ enabled: false, volume: 0.25, soundPack: 'retro' });
  });

  it('reads damaged storage as defaults, field by field', () => {
    window.localStorage.setItem(SOUND_SETTINGS_KEY, '{not json');
    expect(loadSoundSettings()).toEqual(DEFAULT_SOUND_SETTINGS);
    window.localStorage.setItem(
      SOUND_SETTINGS_KEY,
      JSON.stringify({ enabled: 'yes', volume: 9, soundPack: 'kazoo' }),
    );
    expect(loadSoundSettings()).toEqual({ enabled: true, volume: 1, soundPack: 'classic' });
  });
});

/** A Web Audio context that records the oscillators and gain ramps it was asked for. */
function fakeAudio(state: AudioContextState = 'running') {
  const oscillators: { type: string; frequency: number; start: number; stop: number }[] = [];
  const peaks: number[] = [];
  const resume = vi.fn(() => Promise.resolve());
  const context = {
    currentTime: 10,
    destination: {} as AudioDestinationNode,
    state,
    resume,
    createOscillator() {
      const record = { type: '', frequency: 0, start: 0, stop: 0 };
      oscillators.push(record);
      return {
        set type(value: string) {
          record.type = value;
        },
        frequency: { setValueAtTime: (value: number) => (record.frequency = value) },
        connect: () => undefined,
        start: (at: number) => (record.start = at),
        stop: (at: number) => (record.stop = at),
      } as unknown as OscillatorNode;
    },
    createGain() {
      let first = true;
      return {
        gain: {
          setValueAtTime: () => undefined,
          exponentialRampToValueAtTime: (value: number) => {
            if (first) peaks.push(value);
            first = false;
          },
        },
        connect: () => undefined,
      } as unknown as GainNode;
    },
  } as unknown as AudioContextLike;
  return { context, oscillators, peaks, resume };
}

describe('sound player (Web Audio)', () => {
  const settings =
    (patch: Partial<SoundSettings> = {}) =>
    () => ({
      ...DEFAULT_SOUND_SETTINGS,
      ...patch,
    });

  it('generates a tone sequence for every sound of every pack', () => {
    for (const pack of Object.values(SOUND_PACK_TONES)) {
      for (const name of SOUND_NAMES) expect(pack.tones[name].length).toBeGreaterThan(0);
    }
  });

  it('plays the notes of the chosen pack at the stored volume', () => {
    const audio = fakeAudio();
    const player = createSoundPlayer({ settings: settings(), createContext: () => audio.context });
    expect(player.play('received')).toBe(true);
    const notes = SOUND_PACK_TONES.classic.tones.received;
    expect(audio.oscillators.map((o) => o.frequency)).toEqual(notes.map((n) => n.frequency));
    expect(audio.oscillators.every((o) => o.type === 'sine')).toBe(true);
    expect(audio.oscillators[0]!.start).toBe(10);
    expect(audio.oscillators[1]!.start).toBeCloseTo(10 + notes[1]!.start);
    expect(audio.peaks[0]).toBeCloseTo(0.7 * 0.3);

    const loud = fakeAudio();
    createSoundPlayer({
      settings: settings({ volume: 1, soundPack: 'retro' }),
      createContext: () => loud.context,
    }).play('error');
    expect(loud.oscillators.every((o) => o.type === 'square')).toBe(true);
    expect(loud.peaks[0]).toBeCloseTo(1 * 0.35 * 0.3);
  });

  it('stays silent when disabled or at volume 0, and without Web Audio', () => {
    const audio = fakeAudio();
    const create = vi.fn(() => audio.context);
    expect(
      createSoundPlayer({ settings: settings({ enabled: false }), createContext: create }).play(
        'sent',
      ),
    ).toBe(false);
    expect(
      createSoundPlayer({ settings: settings({ volume: 0 }), createContext: create }).play('sent'),
    ).toBe(false);
    expect(create).not.toHaveBeenCalled();
    expect(
      createSoundPlayer({ settings: settings(), createContext: () => null }).play('sent'),
    ).toBe(false);
  });

  it('creates one context and resumes it when the browser suspended it', () => {
    const audio = fakeAudio('suspended');
    const create = vi.fn(() => audio.context);
    const player = createSoundPlayer({ settings: settings(), createContext: create });
    player.play('sent');
    player.play('typing');
    expect(create).toHaveBeenCalledTimes(1);
    expect(audio.resume).toHaveBeenCalled();
  });
});
