import { describe, expect, it } from 'vitest';
import { FLASH_TOAST_KEY, saveFlashToast, takeFlashToast } from './flash-toast.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('flash toast (survives one full reload)', () => {
  it('is read once and then deleted', () => {
    const storage = memoryStorage();
    saveFlashToast(
      { title: 'You now have admin access to the platform', variant: 'success' },
      storage,
    );
    expect([...storage.items.keys()]).toEqual([FLASH_TOAST_KEY]);
    expect(takeFlashToast(storage)).toEqual({
      title: 'You now have admin access to the platform',
      variant: 'success',
    });
    expect(takeFlashToast(storage)).toBeNull();
  });

  it('drops malformed values', () => {
    const storage = memoryStorage();
    for (const raw of ['{oops', '"text"', '{"title":""}', '{"title":3}']) {
      storage.setItem(FLASH_TOAST_KEY, raw);
      expect(takeFlashToast(storage)).toBeNull();
      expect(storage.items.size).toBe(0);
    }
    storage.setItem(FLASH_TOAST_KEY, '{"title":"Hi","variant":"loud"}');
    expect(takeFlashToast(storage)).toEqual({ title: 'Hi' });
  });

  it('does nothing without storage', () => {
    expect(() => saveFlashToast({ title: 'x' }, null)).not.toThrow();
    expect(takeFlashToast(null)).toBeNull();
  });
});
