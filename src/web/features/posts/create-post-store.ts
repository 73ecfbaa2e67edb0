import { useSyncExternalStore } from 'react';

/**
 * Whether the create-post dialog is open, as a tiny store so any button anywhere (header, home
 * sidebar, profile, the mobile bar, an empty feed) can open it without context plumbing. The
 * dialog itself is mounted once by `CreatePostHost` in the signed-in shell.
 */
type CreatePostState = { open: boolean; returnFocus: HTMLElement | null };

let state: CreatePostState = { open: false, returnFocus: null };
const listeners = new Set<() => void>();

function set(next: CreatePostState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the dialog; focus goes back to `returnFocus` (default: the focused element) on close. */
export function openCreatePost(returnFocus?: HTMLElement | null) {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  set({
    open: true,
    returnFocus: returnFocus ?? (active instanceof HTMLElement ? active : null),
  });
}

export function closeCreatePost() {
  if (!state.open) return;
  set({ ...state, open: false });
}

export function getCreatePostState(): CreatePostState {
  return state;
}

/** `{ isOpen, open, close }` for components that drive the dialog. */
export function useCreatePost() {
  const current = useSyncExternalStore(subscribe, getCreatePostState, getCreatePostState);
  return {
    isOpen: current.open,
    returnFocus: current.returnFocus,
    open: openCreatePost,
    close: closeCreatePost,
  };
}
