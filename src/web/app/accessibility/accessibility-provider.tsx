import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { trackInteraction } from '../../lib/tracking.ts';
import { AccessibilityContext, useAnnounce } from './accessibility-context.ts';
import { describeChange, type AccessibilitySettings } from './settings.ts';
import {
  applyAccessibilityClasses,
  clearAccessibilitySettings,
  loadAccessibilitySettings,
  saveAccessibilitySettings,
} from './storage.ts';

/**
 * Owns the accessibility settings: every change reaches <html>, storage and the announcer. The
 * next value is computed from a ref of the current one, so the side effects run once in the event
 * handler rather than inside a state updater (which StrictMode calls twice and must stay pure).
 */
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
  const current = useRef(settings);
  const announce = useAnnounce();

  const commit = useCallback((next: AccessibilitySettings) => {
    current.current = next;
    applyAccessibilityClasses(next);
    setSettings(next);
  }, []);

  const update = useCallback(
    (patch: Partial<AccessibilitySettings>) => {
      const next = { ...current.current, ...patch };
      saveAccessibilitySettings(next);
      commit(next);
      announce(describeChange(patch));
      trackInteraction('accessibility', 'use', { settings: Object.keys(patch) });
    },
    [announce, commit],
  );

  // Spec 1 §4: reset clears the stored value; what remains is the defaults plus the system's
  // reduced-motion / more-contrast wishes, exactly as on a first visit.
  const reset = useCallback(() => {
    clearAccessibilitySettings();
    commit(loadAccessibilitySettings());
    announce('Accessibility settings reset to defaults');
  }, [announce, commit]);

  const value = useMemo(() => ({ settings, update, reset }), [settings, update, reset]);
  return <AccessibilityContext value={value}>{children}</AccessibilityContext>;
}
