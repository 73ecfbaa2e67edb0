/** The keyboard shortcuts of spec 1 §2; only active while keyboardNavigation is on. */
export type ShortcutAction =
  | 'open-accessibility'
  | 'toggle-high-contrast'
  | 'font-larger'
  | 'font-smaller'
  | 'toggle-reduce-motion';

type KeyLike = Pick<KeyboardEvent, 'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'code'>;

type GuardEventLike = Pick<KeyboardEvent, 'repeat' | 'isComposing' | 'defaultPrevented'> & {
  target: unknown;
};

/** Input types that take no text, so Alt + key there cannot be typing. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** Text fields, selects and contenteditable regions, where keys belong to the member's typing. */
export function isEditableTarget(target: unknown): boolean {
  if (!target || typeof target !== 'object') return false;
  const element = target as { tagName?: unknown; type?: unknown; isContentEditable?: unknown };
  if (element.isContentEditable === true) return true;
  const tag = typeof element.tagName === 'string' ? element.tagName.toLowerCase() : '';
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag !== 'input') return false;
  const type = typeof element.type === 'string' ? element.type.toLowerCase() : 'text';
  return !NON_TEXT_INPUTS.has(type);
}

/**
 * Key presses the shortcuts must leave alone: held-down repeats, IME composition, events a
 * widget already handled, and anything typed into an editable field (on macOS Option + key types
 * characters such as "å" or "≠").
 */
export function shouldIgnoreKeyEvent(event: GuardEventLike): boolean {
  return (
    event.repeat || event.isComposing || event.defaultPrevented || isEditableTarget(event.target)
  );
}

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
