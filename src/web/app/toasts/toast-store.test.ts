import { describe, expect, it } from 'vitest';
import { getToasts, toast, toastReducer, type ToastItem } from './toast-store.ts';

const item = (id: string): ToastItem => ({ id, title: id, open: true });

describe('toasts (spec 1 §4)', () => {
  it('keeps one toast: a new one replaces the old', () => {
    const state = toastReducer([item('a')], { type: 'add', toast: item('b') });
    expect(state.map((t) => t.id)).toEqual(['b']);
  });

  it('dismiss closes, remove deletes', () => {
    const closed = toastReducer([item('a')], { type: 'dismiss', id: 'a' });
    expect(closed[0]?.open).toBe(false);
    expect(toastReducer(closed, { type: 'remove', id: 'a' })).toEqual([]);
  });

  it('toast() shows the newest notification only', () => {
    toast({ title: 'First' });
    toast({ title: 'Second', variant: 'destructive' });
    expect(getToasts()).toHaveLength(1);
    expect(getToasts()[0]).toMatchObject({ title: 'Second', variant: 'destructive', open: true });
  });
});
