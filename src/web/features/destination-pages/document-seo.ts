import { useEffect } from 'react';
import { SERVER_HEAD_MARK } from '../../lib/server-head.ts';

export type DocumentSeo = {
  title: string;
  description?: string;
  /** schema.org JSON-LD embedded as a data block in <head>. */
  jsonLd?: Record<string, unknown>;
  /** Absolute or site path of the page's canonical URL. */
  canonical?: string;
};

const MARK = 'data-roamly-seo';

/** JSON inside <script>: "</script>" and friends must not end the block early. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Removes the server's tags that match `selector` (e.g. 'link[rel="canonical"]'). */
function dropServerHead(selector: string): void {
  for (const element of document.head.querySelectorAll(`${selector}[${SERVER_HEAD_MARK}]`)) {
    element.remove();
  }
}

/**
 * Removes the server's JSON-LD blocks of one schema.org type (the screen writes its own), keeping
 * the others (a breadcrumb the screen does not write stays, once).
 */
function dropServerJsonLd(type: unknown): void {
  const selector = `script[type="application/ld+json"][${SERVER_HEAD_MARK}]`;
  for (const script of document.head.querySelectorAll(selector)) {
    let blockType: unknown;
    try {
      blockType = (JSON.parse(script.textContent) as { '@type'?: unknown })['@type'];
    } catch {
      blockType = undefined;
    }
    if (blockType === undefined || JSON.stringify(blockType) === JSON.stringify(type)) {
      script.remove();
    }
  }
}

function headElement<T extends HTMLElement>(selector: string, create: () => T): [T, boolean] {
  const existing = document.head.querySelector<T>(selector);
  if (existing) return [existing, false];
  const element = create();
  document.head.append(element);
  return [element, true];
}

/**
 * Spec 2 §2 / spec 3 §4: the page's title, meta description and structured data are replaced
 * while it shows its content, and the previous title (and description) come back when the
 * member leaves. Written to <head> directly, so the values are the document's own (search
 * engines and share previews read them), not a second <title> beside the app's; the server's
 * JSON-LD and canonical link of the page (lib/server-head.ts) make way for the app's.
 */
export function useDocumentSeo(seo: DocumentSeo | null) {
  const title = seo?.title;
  const description = seo?.description;
  const jsonLd = seo?.jsonLd ? jsonLdText(seo.jsonLd) : undefined;
  const jsonLdType = seo?.jsonLd?.['@type'];
  const canonical = seo?.canonical;

  useEffect(() => {
    if (title === undefined) return;
    // A title the server wrote names this very page, not the one to go back to: on leaving,
    // the next screen's own <title> takes over (PageTitle) instead of this one coming back.
    const fromServer = document.head.querySelector(`title[${SERVER_HEAD_MARK}]`) !== null;
    const previousTitle = document.title;
    document.title = title;
    return () => {
      if (!fromServer) {
        document.title = previousTitle;
        return;
      }
      if (document.head.querySelectorAll('title').length > 1) dropServerHead('title');
    };
  }, [title]);

  useEffect(() => {
    if (description === undefined) return;
    const [meta, created] = headElement('meta[name="description"]', () => {
      const element = document.createElement('meta');
      element.name = 'description';
      return element;
    });
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [description]);

  useEffect(() => {
    if (jsonLd === undefined) return;
    // The server's block of this type is replaced, not joined by a second copy.
    dropServerJsonLd(jsonLdType);
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(MARK, '');
    script.textContent = jsonLd;
    // Before the server's remaining blocks (its breadcrumb), in the order the server wrote them.
    const serverBlock = document.head.querySelector(
      `script[type="application/ld+json"][${SERVER_HEAD_MARK}]`,
    );
    document.head.insertBefore(script, serverBlock);
    return () => script.remove();
  }, [jsonLd, jsonLdType]);

  useEffect(() => {
    if (canonical === undefined) return;
    dropServerHead('link[rel="canonical"]');
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL(canonical, window.location.origin).toString();
    link.setAttribute(MARK, '');
    document.head.append(link);
    return () => link.remove();
  }, [canonical]);
}
