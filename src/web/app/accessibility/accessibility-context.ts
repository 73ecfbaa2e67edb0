import { createContext, useContext } from 'react';
import type { AccessibilitySettings } from './settings.ts';

export type AccessibilityContextValue = {
  settings: AccessibilitySettings;
  /** Changes some settings, applies them to the page, saves and announces them. */
  update: (patch: Partial<AccessibilitySettings>) => void;
  /** Clears the stored value and returns to the defaults (plus the system preferences). */
  reset: () => void;
};

export const AccessibilityContext = createContext<AccessibilityContextValue | null>(null);

/** Access to the accessibility settings; must sit under AccessibilityProvider. */
export function useAccessibility(): AccessibilityContextValue {
  const value = useContext(AccessibilityContext);
  if (!value) throw new Error('useAccessibility must be used inside AccessibilityProvider');
  return value;
}

/**
 * Whether motion is reduced: the app's setting, which the system's prefers-reduced-motion switches
 * on. For parts that also render outside the provider (a feature's component test): motion is
 * allowed there.
 */
export function useReducedMotion(): boolean {
  return useContext(AccessibilityContext)?.settings.reduceMotion ?? false;
}

/** Announces a message to screen readers; the text disappears after ANNOUNCEMENT_CLEAR_MS. */
export const AnnouncerContext = createContext<(message: string) => void>(() => undefined);

/** The announce function of the nearest AnnouncerProvider. */
export function useAnnounce() {
  return useContext(AnnouncerContext);
}
