import { ExternalLink, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import type { TSeoPageSummary } from '../../../contract/admin-seo.ts';
import { FREQUENCY_LABEL, priorityLabel, STATUS_BADGE, STATUS_LABEL } from './seo-labels.ts';

/**
 * Spec 3 §2: each page with its status badge, title, description, priority, change frequency and
 * destination; the title opens the editor, the pencil the inline panel, the icon the page itself.
 */
export function SeoPageList({
  pages,
  onQuickEdit,
}: {
  pages: TSeoPageSummary[];
  onQuickEdit: (page: TSeoPageSummary) => void;
}) {
  return (
    <ul className="grid gap-3" aria-label="SEO pages">
      {pages.map((page) => (
        <li
          key={page.id}
          className="rounded-2xl border border-line bg-surface p-4 shadow-sm transition-colors hover:border-brand"
          data-testid="seo-page-item"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_BADGE[page.status]}`}
                >
                  {STATUS_LABEL[page.status]}
                </span>
                <span className="truncate font-mono text-xs text-ink-muted">/{page.path}</span>
              </div>
              <h3 className="mt-1.5 font-semibold break-words text-ink">
                <Link
                  to={`/admin/seo/editor?id=${page.id}`}
                  className="hover:underline focus-visible:underline"
                >
                  {page.title}
                </Link>
              </h3>
              {page.description ? (
                <p className="mt-1 line-clamp-2 text-sm text-ink-muted">{page.description}</p>
              ) : null}
            </div>
            <div className="flex shrink-0 gap-1">
              <button
                type="button"
                onClick={() => onQuickEdit(page)}
                aria-label={`Quick edit ${page.title}`}
                title="Quick edit"
                className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              >
                <PencilLine aria-hidden="true" className="size-4" />
              </button>
              <a
                href={`/${page.path}`}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Open /${page.path} in a new tab`}
                title="Open page"
                className="inline-flex size-10 items-center justify-center rounded-full text-ink hover:bg-surface-muted focus-visible:ring-2 focus-visible:ring-brand focus-visible:outline-none"
              >
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </div>
          </div>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-xs text-ink-muted">
            <div className="flex gap-1">
              <dt>Priority</dt>
              <dd className="font-semibold text-ink">{priorityLabel(page.priority)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Change frequency</dt>
              <dd className="font-semibold text-ink">{FREQUENCY_LABEL[page.changeFreq]}</dd>
            </div>
            <div className="flex gap-1">
              <dt>Destination</dt>
              <dd className="font-semibold text-ink">{page.destination ?? '—'}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
