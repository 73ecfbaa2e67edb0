import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { trackInteraction } from '../../lib/tracking.ts';
import { AccessibilityContext, useAnnounce } from './accessibility-context.ts';
import {
  DEFAULT_ACCESSIBILITY_SETTINGS,
  describeChange,
  type AccessibilitySettings,
} from './settings.ts';
import {
  applyAccessibilityClasses,
  clearAccessibilitySettings,
  loadAccessibilitySettings,
  saveAccessibilitySettings,
} from './storage.ts';

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
      trackInteraction('accessibility', 'use', { settings: Object.keys(patch) });
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
