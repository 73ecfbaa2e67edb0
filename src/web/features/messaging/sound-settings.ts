import { useSyncExternalStore } from 'react';

/**
 * Local audio settings of 2-traveller-features §3 (enabled, volume, soundPack), kept in this
 * browser's storage under a product key (§9: enabled, volume 0.7 clamped 0 to 1). They are
 * per device on purpose: a laptop in an office and a phone in a pocket want different volumes.
 */

export const SOUND_SETTINGS_KEY = 'roamly-sound-settings';

export const SOUND_PACKS = ['classic', 'soft', 'retro'] as const;
export type SoundPack = (typeof SOUND_PACKS)[number];

export const SOUND_PACK_LABELS: Record<SoundPack, string> = {
  classic: 'Classic',
  soft: 'Soft',
  retro: 'Retro',
};

export type SoundSettings = { enabled: boolean; volume: number; soundPack: SoundPack };

export const DEFAULT_SOUND_SETTINGS: SoundSettings = {
  enabled: true,
  volume: 0.7,
  soundPack: 'classic',
};

/** Volume in 0..1; anything that is not a finite number becomes the default. */
export function clampVolume(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_SOUND_SETTINGS.volume;
  return Math.min(1, Math.max(0, value));
}

/** Whatever storage holds (old shapes, hand edits, garbage) read as valid settings. */
export function normaliseSoundSettings(value: unknown): SoundSettings {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return {
    enabled: typeof record.enabled === 'boolean' ? record.enabled : DEFAULT_SOUND_SETTINGS.enabled,
    volume: 'volume' in record ? clampVolume(record.volume) : DEFAULT_SOUND_SETTINGS.volume,
    soundPack: (SOUND_PACKS as readonly unknown[]).includes(record.soundPack)
      ? (record.soundPack as SoundPack)
      : DEFAULT_SOUND_SETTINGS.soundPack,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // Storage disabled (privacy mode): settings live for the page only.
  }
}

export function loadSoundSettings(): SoundSettings {
  const raw = storage()?.getItem(SOUND_SETTINGS_KEY);
  if (!raw) return { ...DEFAULT_SOUND_SETTINGS };
  try {
    return normaliseSoundSettings(JSON.parse(raw));
  } catch {
    return { ...DEFAULT_SOUND_SETTINGS };
  }
}

let current: SoundSettings | null = null;
const listeners = new Set<() => void>();

/** The settings now (read from storage once, then kept in memory and in sync with other tabs). */
export function getSoundSettings(): SoundSettings {
  current ??= loadSoundSettings();
  return current;
}

/** Changes some settings: clamped, stored, and announced to every subscriber. */
export function updateSoundSettings(patch: Partial<SoundSettings>): SoundSettings {
  const next = normaliseSoundSettings({ ...getSoundSettings(), ...patch });
  current = next;
  try {
    storage()?.setItem(SOUND_SETTINGS_KEY, JSON.stringify(next));
  } catch {
    // Quota or privacy mode: the change still holds for this page.
  }
  for (const listener of listeners) listener();
  return next;
}

/** Forgets the in-memory copy (tests, and another tab's change). */
export function reloadSoundSettings() {
  current = null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_SETTINGS_KEY || event.key === null) reloadSoundSettings();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The settings as React state; a change in another tab shows here too. */
export function useSoundSettings(): SoundSettings {
  return useSyncExternalStore(subscribe, getSoundSettings, () => DEFAULT_SOUND_SETTINGS);
}
