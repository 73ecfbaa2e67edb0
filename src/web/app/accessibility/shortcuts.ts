/** The keyboard shortcuts of spec 1 §2; only active while keyboardNavigation is on. */
export type ShortcutAction =
  | 'open-accessibility'
  | 'toggle-high-contrast'
  | 'font-larger'
  | 'font-smaller'
  | 'toggle-reduce-motion';

type KeyLike = Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>;

/**
 * Maps a key press to a shortcut by physical key (`event.code`), because Alt+letter produces a
 * different character on macOS and many layouts; Ctrl/Meta combinations belong to the browser.
 */
export function shortcutForKey(event: KeyLike): ShortcutAction | null {
  if (!event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.code) {
    case 'KeyA':
      return 'open-accessibility';
    case 'KeyH':
      return 'toggle-high-contrast';
    case 'Equal':
    case 'NumpadAdd':
      return 'font-larger';
    case 'Minus':
    case 'NumpadSubtract':
      return 'font-smaller';
    case 'KeyM':
      return 'toggle-reduce-motion';
    default:
      return null;
  }
}
