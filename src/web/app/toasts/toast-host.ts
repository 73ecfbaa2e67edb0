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

/**
 * The topmost dialog: the latest in document order (each dialog portals to the end of <body> as
 * it opens). Not the latest claim: an outer dialog re-claims whenever its ref is re-attached on
 * a re-render, and would pull the toasts under a nested dialog's backdrop.
 */
const current = () =>
  hosts.reduce<HTMLElement | null>(
    (top, host) =>
      !top || top.compareDocumentPosition(host) & Node.DOCUMENT_POSITION_FOLLOWING ? host : top,
    null,
  );

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
