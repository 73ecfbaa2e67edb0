import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { AccessibilityContext, useAnnounce } from './accessibility-context.ts';
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  fontSizeLabel,
  type AccessibilitySettings,
} from './settings.ts';
import {
  applyAccessibilityClasses,
  clearAccessibilitySettings,
  loadAccessibilitySettings,
  saveAccessibilitySettings,
} from './storage.ts';

const LABELS: Record<Exclude<keyof AccessibilitySettings, 'fontSize'>, string> = {
  highContrast: 'High contrast',
  reduceMotion: 'Reduced motion',
  screenReader: 'Screen reader optimisation',
  focusVisible: 'Enhanced focus indicators',
  keyboardNavigation: 'Keyboard navigation',
};

/** What a screen reader hears after a change, e.g. "High contrast on". */
export function describeChange(patch: Partial<AccessibilitySettings>): string {
  return Object.entries(patch)
    .map(([key, value]) =>
      key === 'fontSize'
        ? `Font size ${fontSizeLabel(value as AccessibilitySettings['fontSize']).toLowerCase()}`
        : `${LABELS[key as keyof typeof LABELS]} ${value ? 'on' : 'off'}`,
    )
    .join(', ');
}

/** Owns the accessibility settings: every change reaches <html>, storage and the announcer. */
export function AccessibilityProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial?: AccessibilitySettings;
}) {
  const [settings, setSettings] = useState<AccessibilitySettings>(
    () => initial ?? loadAccessibilitySettings(),
  );
  const announce = useAnnounce();

  const update = useCallback(
    (patch: Partial<AccessibilitySettings>) => {
      setSettings((current) => {
        const next = { ...current, ...patch };
        applyAccessibilityClasses(next);
        saveAccessibilitySettings(next);
        return next;
      });
      announce(describeChange(patch));
    },
    [announce],
  );

  const reset = useCallback(() => {
    const next = { ...DEFAULT_ACCESSIBILITY_SETTINGS };
    clearAccessibilitySettings();
    applyAccessibilityClasses(next);
    setSettings(next);
    announce('Accessibility settings reset to defaults');
  }, [announce]);

  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <AccessibilityContext value={value}>{children}</AccessibilityContext>;
}
