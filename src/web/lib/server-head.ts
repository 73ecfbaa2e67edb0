/**
 * The server writes a public page's head (title, description, canonical, Open Graph, JSON-LD)
 * into index.html, each tag marked `data-roamly-head` (server/modules/page-head/render.ts). The
 * app then owns the head: a screen's <title> replaces the server's (never two), and once the
 * member navigates, the server's tags describe a page no longer shown, so they go; the
 * description stays until a screen sets its own (document-seo.ts). Kept tiny: it is in the
 * landing bundle.
 */

export const SERVER_HEAD_MARK = 'data-roamly-head';

/** The address the server answered: this module is evaluated as the app boots. */
let loadedPath = typeof window === 'undefined' ? '' : window.location.pathname;

/** Called as screens name themselves (PageTitle), after React hoisted their <title>. */
export function settleServerHead(pathname = window.location.pathname): void {
  const titles = document.head.querySelectorAll('title').length;
  for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_MARK}]`)) {
    const stale = pathname !== loadedPath && element.getAttribute('name') !== 'description';
    if (element.tagName === 'TITLE' ? titles > 1 : stale) element.remove();
  }
}

/** For tests: the page was loaded at the current address. */
export function resetServerHeadForTests(): void {
  loadedPath = window.location.pathname;
}
