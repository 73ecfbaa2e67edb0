import { useSyncExternalStore } from 'react';

/**
 * Where the toast region lives. A modal `<dialog>` makes everything outside it inert (hidden
 * from screen readers, drawn under its backdrop), so while one is open the region moves into
 * the topmost dialog and its toasts stay visible and announced.
 */
let hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();

const notify = () => {
  for (const listener of listeners) listener();
};

/** A modal dialog opened: toasts render inside it until `releaseToastHost`. */
export function claimToastHost(host: HTMLElement): void {
  hosts = [...hosts.filter((item) => item !== host), host];
  notify();
}

export function releaseToastHost(host: HTMLElement): void {
  hosts = hosts.filter((item) => item !== host);
  notify();
}

const current = () => hosts[hosts.length - 1] ?? null;

/** The open modal dialog toasts belong to, or null for the page itself. */
export function useToastHost(): HTMLElement | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current,
    () => null,
  );
}
