import { toast, type ToastInput, type ToastVariant } from './toast-store.ts';

/** The one sessionStorage key that carries a toast across a full reload. */
export const FLASH_TOAST_KEY = 'roamly-flash-toast';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const VARIANTS: readonly ToastVariant[] = ['default', 'success', 'destructive'];

function sessionStore(): StorageLike | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled: the message is lost, the reload still happens.
    return null;
  }
}

/**
 * Keeps a toast for the next page load: a full reload (e.g. after test login) wipes the in-memory
 * toast store, so a message shown just before it would never be seen.
 */
export function saveFlashToast(input: ToastInput, storage: StorageLike | null = sessionStore()) {
  try {
    storage?.setItem(FLASH_TOAST_KEY, JSON.stringify(input));
  } catch {
    // Quota or privacy mode: nothing to show after the reload.
  }
}

/** Reads and deletes the saved toast, so it shows exactly once; anything malformed is dropped. */
export function takeFlashToast(storage: StorageLike | null = sessionStore()): ToastInput | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(FLASH_TOAST_KEY) ?? null;
    storage?.removeItem(FLASH_TOAST_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { title, description, variant } = parsed as Record<string, unknown>;
    if (typeof title !== 'string' || !title) return null;
    return {
      title,
      ...(typeof description === 'string' ? { description } : {}),
      ...(VARIANTS.includes(variant as ToastVariant) ? { variant: variant as ToastVariant } : {}),
    };
  } catch {
    return null;
  }
}

/** Called once at start (main.tsx): shows the toast saved before the reload, if any. */
export function showFlashToast() {
  const saved = takeFlashToast();
  if (saved) toast(saved);
}
