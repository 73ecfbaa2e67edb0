import { Building2, FilePlus2, NotebookPen, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import type { TSeoPageSummary } from '../../../contract/admin-seo.ts';
import { SEO_PAGE_STATUSES, type TSeoPageStatus } from '../../../contract/seo.ts';
import { errorMessage } from '../../lib/api.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { PagerNav } from '../admin/data-table/pager-nav.tsx';
import { useKeysetPaging } from '../admin/data-table/keyset-paging.ts';
import { BulkOperationsCard } from './bulk-operations-card.tsx';
import { draftOf, InlineEditPanel, NEW_INLINE_PAGE } from './inline-edit-panel.tsx';
import { useSeoPages } from './queries.ts';
import { SeoPageList } from './seo-page-list.tsx';
import { STATUS_LABEL } from './seo-labels.ts';
import { BlogPostList } from '../admin-blog/index.ts';
import { SitemapCard } from '../admin-seo-sitemap/sitemap-card.tsx';

const FILTERS: (TSeoPageStatus | 'all')[] = ['all', ...SEO_PAGE_STATUSES];

function StatusFilter({
  value,
  onChange,
}: {
  value: TSeoPageStatus | 'all';
  onChange: (value: TSeoPageStatus | 'all') => void;
}) {
  return (
    <div role="group" aria-label="Filter by status" className="flex flex-wrap gap-1">
      {FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={value === filter}
          onClick={() => onChange(filter)}
          className={
            value === filter
              ? 'h-9 rounded-full bg-brand px-4 text-sm font-semibold text-on-brand'
              : 'h-9 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink hover:bg-surface-muted'
          }
        >
          {filter === 'all' ? 'All' : STATUS_LABEL[filter]}
        </button>
      ))}
    </div>
  );
}

/**
 * /admin/seo (spec 3 §2): the SEO pages with search and status filter, the create buttons, the
 * inline edit panel, the blog posts (the blog's BlogPostList) and the side cards (Bulk
 * Operations, XML Sitemap).
 */
export function SeoManagementPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TSeoPageStatus | 'all'>('all');
  const [editing, setEditing] = useState<{ page: TSeoPageSummary | null; key: number } | null>(
    null,
  );
  const search = useDeferredValue(q.trim());
  const filters = { ...(search ? { q: search } : {}), ...(status !== 'all' ? { status } : {}) };
  const paging = useKeysetPaging(JSON.stringify(filters));
  const query = useSeoPages({ ...filters, ...(paging.cursor ? { cursor: paging.cursor } : {}) });
  const pages = query.data?.pages;

  return (
    <section aria-labelledby="seo-title" className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="seo-title" className="font-display text-3xl font-bold text-ink">
            SEO Management
          </h1>
          <p className="mt-1 text-ink-muted">
            Titles, descriptions and content of the pages search engines and link previews read.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/seo/editor?new=true" className={buttonVariants({ size: 'sm' })}>
            <FilePlus2 aria-hidden="true" className="size-4" />
            Create New Page
          </Link>
          <Link
            to="/admin/seo/blog/create"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <NotebookPen aria-hidden="true" className="size-4" />
            Create Blog Post
          </Link>
          <Link
            to="/admin/seo/create-hotel-page"
            className={buttonVariants({ size: 'sm', variant: 'outline' })}
          >
            <Building2 aria-hidden="true" className="size-4" />
            Create Hotel Page
          </Link>
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-6">
          {editing ? (
            <InlineEditPanel
              key={editing.key}
              pageId={editing.page?.id ?? null}
              initial={editing.page ? draftOf(editing.page) : NEW_INLINE_PAGE}
              onClose={() => setEditing(null)}
            />
          ) : null}

          <section aria-labelledby="seo-pages-title" className="grid gap-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="seo-pages-title" className="font-display text-xl font-semibold text-ink">
                SEO pages
              </h2>
              <button
                type="button"
                onClick={() => setEditing({ page: null, key: Date.now() })}
                className={buttonVariants({ size: 'sm', variant: 'ghost' })}
              >
                <Plus aria-hidden="true" className="size-4" />
                Quick add
              </button>
            </div>
            <Card padding="md" className="grid gap-3">
              <SearchField
                label="Search SEO pages"
                placeholder="Search by path or title"
                value={q}
                maxLength={100}
                onChange={(event) => setQ(event.target.value)}
              />
              <StatusFilter value={status} onChange={setStatus} />
            </Card>
            {query.isPending ? (
              <Spinner label="Loading SEO pages…" />
            ) : query.isError ? (
              <p role="alert" className="text-sm text-danger">
                {errorMessage(query.error, 'Could not load the SEO pages.')}
              </p>
            ) : pages && pages.length > 0 ? (
              <SeoPageList
                pages={pages}
                onQuickEdit={(page) => setEditing({ page, key: Date.now() })}
              />
            ) : (
              <p className="rounded-2xl border border-dashed border-line p-6 text-center text-sm text-ink-muted">
                {search || status !== 'all'
                  ? 'No SEO pages match these filters.'
                  : 'No SEO pages yet. Create one, or generate meta for the top destinations.'}
              </p>
            )}
            <PagerNav
              label="SEO page pages"
              pager={paging.pager(query.data?.nextCursor)}
              busy={query.isFetching}
            />
          </section>

          {/* Blog posts (issue 24 §4); the header above has Create Blog Post. */}
          <BlogPostList showCreate={false} />
        </div>

        <aside aria-label="SEO tools" className="grid gap-4">
          <BulkOperationsCard />
          <SitemapCard />
        </aside>
      </div>
    </section>
  );
}
