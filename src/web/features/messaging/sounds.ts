import { getSoundSettings, type SoundPack, type SoundSettings } from './sound-settings.ts';

/**
 * Message sounds generated with the Web Audio API (2-traveller-features §4): no audio files to
 * download, one short tone sequence per event and sound pack, played at the stored volume.
 */

export const SOUND_NAMES = ['sent', 'received', 'notification', 'error', 'typing'] as const;
export type SoundName = (typeof SOUND_NAMES)[number];

/** One note: pitch in Hz, start and length in seconds, loudness relative to the volume. */
export type Note = { frequency: number; start: number; duration: number; level?: number };
type Pack = { wave: OscillatorType; tones: Record<SoundName, Note[]> };

export const SOUND_PACK_TONES: Record<SoundPack, Pack> = {
  classic: {
    wave: 'sine',
    tones: {
      sent: [
        { frequency: 660, start: 0, duration: 0.07 },
        { frequency: 990, start: 0.06, duration: 0.09 },
      ],
      received: [
        { frequency: 880, start: 0, duration: 0.1 },
        { frequency: 1175, start: 0.11, duration: 0.14 },
      ],
      notification: [
        { frequency: 784, start: 0, duration: 0.12 },
        { frequency: 988, start: 0.12, duration: 0.12 },
        { frequency: 1319, start: 0.24, duration: 0.22 },
      ],
      error: [
        { frequency: 330, start: 0, duration: 0.14 },
        { frequency: 247, start: 0.15, duration: 0.22 },
      ],
      typing: [{ frequency: 1400, start: 0, duration: 0.03, level: 0.25 }],
    },
  },
  soft: {
    wave: 'triangle',
    tones: {
      sent: [{ frequency: 523, start: 0, duration: 0.12, level: 0.8 }],
      received: [
        { frequency: 659, start: 0, duration: 0.14, level: 0.8 },
        { frequency: 784, start: 0.13, duration: 0.2, level: 0.8 },
      ],
      notification: [
        { frequency: 587, start: 0, duration: 0.18, level: 0.8 },
        { frequency: 880, start: 0.16, duration: 0.3, level: 0.8 },
      ],
      error: [{ frequency: 220, start: 0, duration: 0.3, level: 0.8 }],
      typing: [{ frequency: 900, start: 0, duration: 0.04, level: 0.2 }],
    },
  },
  retro: {
    wave: 'square',
    tones: {
      sent: [
        { frequency: 988, start: 0, duration: 0.05, level: 0.35 },
        { frequency: 1319, start: 0.05, duration: 0.08, level: 0.35 },
      ],
      received: [
        { frequency: 1319, start: 0, duration: 0.06, level: 0.35 },
        { frequency: 1047, start: 0.07, duration: 0.06, level: 0.35 },
        { frequency: 1568, start: 0.14, duration: 0.1, level: 0.35 },
      ],
      notification: [
        { frequency: 1047, start: 0, duration: 0.08, level: 0.35 },
        { frequency: 1319, start: 0.09, duration: 0.08, level: 0.35 },
        { frequency: 1568, start: 0.18, duration: 0.08, level: 0.35 },
        { frequency: 2093, start: 0.27, duration: 0.14, level: 0.35 },
      ],
      error: [
        { frequency: 196, start: 0, duration: 0.12, level: 0.35 },
        { frequency: 147, start: 0.13, duration: 0.2, level: 0.35 },
      ],
      typing: [{ frequency: 2000, start: 0, duration: 0.02, level: 0.15 }],
    },
  },
};

/** The part of AudioContext the player uses (a fake in tests). */
export type AudioContextLike = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'createOscillator' | 'createGain' | 'resume'
>;

type AudioContextFactory = () => AudioContextLike | null;

function browserAudioContext(): AudioContextLike | null {
  const Ctor =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Ctor) return null;
  try {
    return new Ctor();
  } catch {
    return null;
  }
}

/**
 * Plays sounds through one lazily created AudioContext. Browsers start a context "suspended"
 * until the page has had a user gesture; `unlock()` (called on the first tap or key) resumes it.
 */
export function createSoundPlayer({
  settings = getSoundSettings,
  createContext = browserAudioContext,
}: { settings?: () => SoundSettings; createContext?: AudioContextFactory } = {}) {
  let context: AudioContextLike | null | undefined;

  const ensureContext = () => {
    if (context === undefined) context = createContext();
    return context;
  };

  return {
    /** Plays `name` with the current settings; false when muted, silent or unsupported. */
    play(name: SoundName): boolean {
      const { enabled, volume, soundPack } = settings();
      if (!enabled || volume <= 0) return false;
      const ctx = ensureContext();
      if (!ctx) return false;
      if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      const pack = SOUND_PACK_TONES[soundPack];
      const now = ctx.currentTime;
      for (const note of pack.tones[name]) {
        const start = now + note.start;
        const end = start + note.duration;
        const peak = Math.max(0.0001, volume * (note.level ?? 1) * 0.3);
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = pack.wave;
        oscillator.frequency.setValueAtTime(note.frequency, start);
        // A 10 ms attack and an exponential release: no clicks at either end.
        gain.gain.setValueAtTime(0.0001, start);
        gain.gain.exponentialRampToValueAtTime(peak, start + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, end);
        oscillator.connect(gain);
        gain.connect(ctx.destination);
        oscillator.start(start);
        oscillator.stop(end + 0.02);
      }
      return true;
    },
    /** Resumes the context after a user gesture so later sounds (a received message) can play. */
    unlock() {
      const ctx = ensureContext();
      if (ctx?.state === 'suspended') void ctx.resume().catch(() => undefined);
    },
  };
}

let player: ReturnType<typeof createSoundPlayer> | null = null;
let unlockListening = false;

/** Plays a message sound with the stored settings (no-op without Web Audio). */
export function playSound(name: SoundName): boolean {
  player ??= createSoundPlayer();
  return player.play(name);
}

/** Resumes audio at the first tap or key press, once per page. */
export function unlockSoundsOnFirstGesture() {
  if (unlockListening || typeof window === 'undefined') return;
  unlockListening = true;
  const unlock = () => {
    player ??= createSoundPlayer();
    if (getSoundSettings().enabled) player.unlock();
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  window.addEventListener('pointerdown', unlock, true);
  window.addEventListener('keydown', unlock, true);
}
