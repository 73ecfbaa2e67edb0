/**
 * The server writes a public page's head (title, description, canonical, Open Graph, JSON-LD)
 * into index.html, each tag marked `data-roamly-head` (server/modules/page-head/render.ts). The
 * app then owns the head: when a screen writes a tag, the server's tag of that kind goes, so
 * there is never a second title, canonical or JSON-LD block; and once the member navigates, the
 * server's tags describe a page no longer shown, so they go too.
 */

export const SERVER_HEAD_MARK = 'data-roamly-head';

/** index.html's site-wide description, which every screen without its own shows. */
export const SITE_DESCRIPTION =
  'Roamly is the travel social network: share your adventures, connect with travellers and discover your next destination.';

let loadedPath: string | null = null;

/** Removes the server's tags that match `selector` (e.g. 'link[rel="canonical"]'). */
export function dropServerHead(selector: string): void {
  for (const element of document.head.querySelectorAll(`${selector}[${SERVER_HEAD_MARK}]`)) {
    element.remove();
  }
}

/**
 * Removes the server's JSON-LD blocks of one schema.org type (the screen writes its own), keeping
 * the others (a breadcrumb the screen does not write stays, once).
 */
export function dropServerJsonLd(type: unknown): void {
  const selector = `script[type="application/ld+json"][${SERVER_HEAD_MARK}]`;
  for (const script of document.head.querySelectorAll(selector)) {
    let blockType: unknown;
    try {
      blockType = (JSON.parse(script.textContent ?? '') as { '@type'?: unknown })['@type'];
    } catch {
      blockType = undefined;
    }
    if (blockType === undefined || JSON.stringify(blockType) === JSON.stringify(type)) {
      script.remove();
    }
  }
}

/**
 * Called as screens name themselves: the first call remembers the address the server answered;
 * on any later address the server's tags are dropped, its description replaced by the site's.
 */
export function dropStaleServerHead(pathname = window.location.pathname): void {
  loadedPath ??= pathname;
  if (pathname === loadedPath) return;
  for (const element of document.head.querySelectorAll(`[${SERVER_HEAD_MARK}]`)) {
    if (element instanceof HTMLMetaElement && element.name === 'description') {
      // A new element: a screen that still holds the old one restores its text on a detached node.
      const fresh = document.createElement('meta');
      fresh.name = 'description';
      fresh.content = SITE_DESCRIPTION;
      element.replaceWith(fresh);
    } else if (
      !(element instanceof HTMLTitleElement) ||
      document.head.querySelectorAll('title').length > 1
    ) {
      element.remove();
    }
  }
}

/** For tests: forget the address the page was loaded at. */
export function resetServerHeadForTests(): void {
  loadedPath = null;
}
