import { describe, expect, it } from 'vitest';
import { isEditableTarget, shortcutForKey, shouldIgnoreKeyEvent } from './shortcuts.ts';

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

describe('keys the shortcuts leave alone', () => {
  const press = (overrides: Partial<Parameters<typeof shouldIgnoreKeyEvent>[0]> = {}) => ({
    repeat: false,
    isComposing: false,
    defaultPrevented: false,
    target: { tagName: 'BODY' },
    ...overrides,
  });

  it('acts on a fresh press outside editable fields', () => {
    expect(shouldIgnoreKeyEvent(press())).toBe(false);
    expect(shouldIgnoreKeyEvent(press({ target: { tagName: 'BUTTON' } }))).toBe(false);
    expect(shouldIgnoreKeyEvent(press({ target: null }))).toBe(false);
  });

  it('ignores repeats, IME composition and handled events', () => {
    expect(shouldIgnoreKeyEvent(press({ repeat: true }))).toBe(true);
    expect(shouldIgnoreKeyEvent(press({ isComposing: true }))).toBe(true);
    expect(shouldIgnoreKeyEvent(press({ defaultPrevented: true }))).toBe(true);
  });

  it('ignores typing in text fields, selects and contenteditable', () => {
    for (const target of [
      { tagName: 'INPUT', type: 'text' },
      { tagName: 'INPUT', type: 'search' },
      { tagName: 'INPUT' },
      { tagName: 'TEXTAREA' },
      { tagName: 'SELECT' },
      { tagName: 'DIV', isContentEditable: true },
    ]) {
      expect(isEditableTarget(target)).toBe(true);
      expect(shouldIgnoreKeyEvent(press({ target }))).toBe(true);
    }
  });

  it('still acts on inputs that take no text', () => {
    expect(isEditableTarget({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(isEditableTarget({ tagName: 'INPUT', type: 'radio' })).toBe(false);
    expect(isEditableTarget({ tagName: 'DIV', isContentEditable: false })).toBe(false);
  });
});
