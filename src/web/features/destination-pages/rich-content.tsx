import { clsx } from 'clsx';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';

/** Typography for the sanitised HTML of SEO content (no typography plugin in this build). */
export const PROSE =
  'text-[0.95rem] leading-relaxed text-ink-muted [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-6 [&_h2]:mb-2 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-ink [&_h3]:mt-5 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-ink [&_h4]:mt-4 [&_h4]:font-semibold [&_h4]:text-ink [&_img]:my-4 [&_img]:rounded-xl [&_li]:mt-1.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_p+p]:mt-3 [&_strong]:font-semibold [&_strong]:text-ink [&_ul]:list-disc [&_ul]:pl-5 [&>*:first-child]:mt-0';

/**
 * Rich text that shows only its first block (the introduction paragraph) until Read More; Show
 * Less folds it again (spec 2 §2, spec 3 §2). The HTML was sanitised by the server. Hidden
 * blocks are display:none, so screen readers skip them too until they are opened.
 */
export function ReadMoreContent({ html, className }: { html: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const blocks = countBlocks(html);
  return (
    <div className={className}>
      <div
        id={id}
        className={clsx(PROSE, !open && '[&>*:not(:first-child)]:hidden')}
        // Sanitised server-side (sanitize-html allow-list, src/server/modules/seo/sanitize.ts).
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {blocks > 1 ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
          className="mt-3 inline-flex items-center gap-1 rounded-full text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          {open ? 'Show Less' : 'Read More'}
          {open ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </button>
      ) : null}
    </div>
  );
}

/** How many top-level blocks the HTML has (a Read More is pointless for one). */
export function countBlocks(html: string): number {
  if (typeof DOMParser === 'undefined') return 2;
  const body = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;
  return body.children.length;
}
