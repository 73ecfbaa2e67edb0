import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Heading row of the creator and editor: back to the SEO list, the title, a line of facts. */
export function BlogPageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 grid gap-2">
      <Link
        to="/admin/seo"
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        SEO &amp; Blog
      </Link>
      <h1 className="font-display text-2xl font-semibold text-ink">{title}</h1>
      {children}
    </div>
  );
}
