import { useLayoutEffect } from 'react';
import { settleServerHead } from '../lib/server-head.ts';

/**
 * Sets the document title (WCAG 2.4.2): React 19 hoists <title> into <head>, so each screen
 * names itself without a helmet library. The server's own <title> (index.html's, or a public
 * page's) goes once the screen's is there, so the document never has two.
 */
export function PageTitle({ title }: { title?: string }) {
  useLayoutEffect(settleServerHead, [title]);
  return <title>{title ? `${title} · Roamly` : 'Roamly — share your travels'}</title>;
}
