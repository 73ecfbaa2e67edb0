import {
  ACCESSIBILITY_CLASSES,
  ACCESSIBILITY_STORAGE_KEY,
  accessibilityClasses,
  parseAccessibilitySettings,
  withSystemPreferences,
  type AccessibilitySettings,
} from './settings.ts';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be disabled (privacy mode, policies): run on defaults.
    return null;
  }
}

function matches(query: string): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Stored settings plus the system's reduced-motion / more-contrast wishes (spec 1 §4). */
export function loadAccessibilitySettings(): AccessibilitySettings {
  return withSystemPreferences(parseAccessibilitySettings(readStorage(ACCESSIBILITY_STORAGE_KEY)), {
    prefersReducedMotion: matches('(prefers-reduced-motion: reduce)'),
    prefersMoreContrast: matches('(prefers-contrast: more)'),
  });
}

/** Saves every change so the next visit starts the same way. */
export function saveAccessibilitySettings(settings: AccessibilitySettings) {
  try {
    window.localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Unsaved settings still apply for this visit.
  }
}

/** "Reset to defaults" removes the stored value rather than storing the defaults. */
export function clearAccessibilitySettings() {
  try {
    window.localStorage.removeItem(ACCESSIBILITY_STORAGE_KEY);
  } catch {
    // Nothing stored to clear.
  }
}

/** Puts the settings on <html> as classes; called before the first render to avoid a jump. */
export function applyAccessibilityClasses(
  settings: AccessibilitySettings,
  root = document.documentElement,
) {
  root.classList.remove(...ACCESSIBILITY_CLASSES);
  root.classList.add(...accessibilityClasses(settings));
}
