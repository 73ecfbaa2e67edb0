import { FONT_SIZES } from '../../../contract/limits.ts';

/** The one browser-storage key for accessibility settings (spec 1 §3). */
export const ACCESSIBILITY_STORAGE_KEY = 'roamly-accessibility-settings';

export type FontSize = (typeof FONT_SIZES)[number];

export type AccessibilitySettings = {
  highContrast: boolean;
  fontSize: FontSize;
  reduceMotion: boolean;
  screenReader: boolean;
  focusVisible: boolean;
  keyboardNavigation: boolean;
};

/** Spec 1 §3 defaults. */
export const DEFAULT_ACCESSIBILITY_SETTINGS: Readonly<AccessibilitySettings> = Object.freeze({
  highContrast: false,
  fontSize: 'medium',
  reduceMotion: false,
  screenReader: false,
  focusVisible: true,
  keyboardNavigation: true,
});

function isFontSize(value: unknown): value is FontSize {
  return typeof value === 'string' && (FONT_SIZES as readonly string[]).includes(value);
}

/**
 * Reads stored settings defensively: corrupt JSON, wrong types or missing keys fall back to the
 * defaults field by field, so a bad value can never lock someone out of a readable page.
 */
export function parseAccessibilitySettings(raw: string | null | undefined): AccessibilitySettings {
  const settings: AccessibilitySettings = { ...DEFAULT_ACCESSIBILITY_SETTINGS };
  if (!raw) return settings;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return settings;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return settings;
  const record = parsed as Record<string, unknown>;
  for (const key of [
    'highContrast',
    'reduceMotion',
    'screenReader',
    'focusVisible',
    'keyboardNavigation',
  ] as const) {
    if (typeof record[key] === 'boolean') settings[key] = record[key];
  }
  if (isFontSize(record.fontSize)) settings.fontSize = record.fontSize;
  return settings;
}

/** One step up or down the four font sizes, clamped at both ends (Alt+= / Alt+-). */
export function stepFontSize(current: FontSize, direction: 1 | -1): FontSize {
  const index = FONT_SIZES.indexOf(current);
  const next = Math.min(FONT_SIZES.length - 1, Math.max(0, index + direction));
  return FONT_SIZES[next] ?? current;
}

/** System preferences that switch a setting on at start (spec 1 §4). */
export type SystemPreferences = { prefersReducedMotion: boolean; prefersMoreContrast: boolean };

/** Applies the system preferences on top of the stored settings. */
export function withSystemPreferences(
  settings: AccessibilitySettings,
  system: SystemPreferences,
): AccessibilitySettings {
  return {
    ...settings,
    reduceMotion: settings.reduceMotion || system.prefersReducedMotion,
    highContrast: settings.highContrast || system.prefersMoreContrast,
  };
}

/** Every class this module may put on <html>; used to remove stale ones. */
export const ACCESSIBILITY_CLASSES = [
  'high-contrast',
  'reduce-motion',
  'screen-reader-optimized',
  'enhanced-focus',
  'keyboard-navigation',
  ...FONT_SIZES.map((size) => `font-size-${size}`),
];

/** The <html> classes that express the settings; the CSS in styles.css gives them effect. */
export function accessibilityClasses(settings: AccessibilitySettings): string[] {
  const classes = [`font-size-${settings.fontSize}`];
  if (settings.highContrast) classes.push('high-contrast');
  if (settings.reduceMotion) classes.push('reduce-motion');
  if (settings.screenReader) classes.push('screen-reader-optimized');
  if (settings.focusVisible) classes.push('enhanced-focus');
  if (settings.keyboardNavigation) classes.push('keyboard-navigation');
  return classes;
}

/** Human label of a font size, for controls and announcements. */
export function fontSizeLabel(size: FontSize): string {
  return size === 'extra-large' ? 'Extra large' : size[0]!.toUpperCase() + size.slice(1);
}

const SETTING_LABELS: Record<Exclude<keyof AccessibilitySettings, 'fontSize'>, string> = {
  highContrast: 'High contrast',
  reduceMotion: 'Reduced motion',
  screenReader: 'Screen reader optimisation',
  focusVisible: 'Enhanced focus indicators',
  keyboardNavigation: 'Keyboard navigation',
};

/** What a screen reader hears after a change, e.g. "High contrast on". */
export function describeChange(patch: Partial<AccessibilitySettings>): string {
  return (Object.keys(patch) as (keyof AccessibilitySettings)[])
    .map((key) => {
      if (key === 'fontSize')
        return `Font size ${fontSizeLabel(patch.fontSize ?? 'medium').toLowerCase()}`;
      return `${SETTING_LABELS[key]} ${patch[key] ? 'on' : 'off'}`;
    })
    .join(', ');
}
