import { TOAST_REMOVE_DELAY_MS } from '../../../contract/limits.ts';

/** Spec 1 §4: one toast is visible at a time; a new one replaces the old. */
export const TOAST_LIMIT = 1;

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A link the toast offers (e.g. 'Go Premium' → /subscribe); followed as a page navigation. */
export type ToastLink = { label: string; href: string };

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  link?: ToastLink;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

export type ToastAction =
  | { type: 'add'; toast: ToastItem }
  | { type: 'dismiss'; id: string }
  | { type: 'remove'; id: string };

/** Pure state transition, kept apart from timers so it can be unit-tested. */
export function toastReducer(state: ToastItem[], action: ToastAction): ToastItem[] {
  switch (action.type) {
    case 'add':
      return [action.toast, ...state].slice(0, TOAST_LIMIT);
    case 'dismiss':
      return state.map((item) => (item.id === action.id ? { ...item, open: false } : item));
    case 'remove':
      return state.filter((item) => item.id !== action.id);
  }
}

let state: ToastItem[] = [];
let counter = 0;
const listeners = new Set<(next: ToastItem[]) => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function dispatch(action: ToastAction) {
  state = toastReducer(state, action);
  for (const listener of listeners) listener(state);
}

/** Current toasts; used by the Toaster's external-store subscription. */
export function getToasts(): ToastItem[] {
  return state;
}

/** Subscribes to toast changes; returns the unsubscribe function. */
export function subscribeToasts(listener: (next: ToastItem[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Closes a toast; its DOM node goes after TOAST_REMOVE_DELAY_MS (spec 1 §4). */
export function dismissToast(id: string) {
  dispatch({ type: 'dismiss', id });
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      dispatch({ type: 'remove', id });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

/**
 * Shows a notification from anywhere (components, mutations, plain functions), so features need
 * no context plumbing to report success or failure.
 */
export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'add', toast: { variant: 'default', ...input, id, open: true } });
  return { id, dismiss: () => dismissToast(id) };
}
