import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAccessibility } from './accessibility-context.ts';
import { stepFontSize } from './settings.ts';
import { shortcutForKey, shouldIgnoreKeyEvent } from './shortcuts.ts';

/**
 * Listens for the Alt shortcuts of spec 1 §2 while keyboard navigation is on. Escape and the Tab
 * trap in modals come from Radix Dialog, which every modal uses. The listener is added once and
 * reads the latest settings through a ref, instead of being re-added on every change.
 */
export function KeyboardShortcuts() {
  const { settings, update } = useAccessibility();
  const navigate = useNavigate();
  const latest = useRef({ settings, update, navigate });
  useEffect(() => {
    latest.current = { settings, update, navigate };
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { settings, update, navigate } = latest.current;
      if (!settings.keyboardNavigation || shouldIgnoreKeyEvent(event)) return;
      const action = shortcutForKey(event);
      if (!action) return;
      event.preventDefault();
      switch (action) {
        case 'open-accessibility':
          void navigate('/settings?tab=accessibility');
          break;
        case 'toggle-high-contrast':
          update({ highContrast: !settings.highContrast });
          break;
        case 'font-larger':
        case 'font-smaller': {
          const next = stepFontSize(settings.fontSize, action === 'font-larger' ? 1 : -1);
          if (next !== settings.fontSize) update({ fontSize: next });
          break;
        }
        case 'toggle-reduce-motion':
          update({ reduceMotion: !settings.reduceMotion });
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return null;
}
