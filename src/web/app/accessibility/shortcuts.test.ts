import { describe, expect, it } from 'vitest';
import { shortcutForKey } from './shortcuts.ts';

const key = (
  code: string,
  mods: Partial<Record<'altKey' | 'ctrlKey' | 'metaKey' | 'shiftKey', boolean>> = {},
) => ({
  code,
  altKey: true,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyboard shortcuts (spec 1 §2)', () => {
  it('maps Alt + physical keys', () => {
    expect(shortcutForKey(key('KeyA'))).toBe('open-accessibility');
    expect(shortcutForKey(key('KeyH'))).toBe('toggle-high-contrast');
    expect(shortcutForKey(key('Equal'))).toBe('font-larger');
    expect(shortcutForKey(key('Minus'))).toBe('font-smaller');
    expect(shortcutForKey(key('KeyM'))).toBe('toggle-reduce-motion');
  });

  it('ignores keys without Alt, with Ctrl/Meta, or unknown keys', () => {
    expect(shortcutForKey(key('KeyH', { altKey: false }))).toBeNull();
    expect(shortcutForKey(key('KeyH', { ctrlKey: true }))).toBeNull();
    expect(shortcutForKey(key('KeyH', { metaKey: true }))).toBeNull();
    expect(shortcutForKey(key('KeyZ'))).toBeNull();
  });
});
