import type { TSitemapStatus } from '../../../contract/admin-sitemap.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useGenerateSitemap, useSitemapStatus } from './queries.ts';

/** Spec 3 §8: the sitemap's toasts. */
export const SITEMAP_GENERATED = 'Sitemap Generated';
export const SITEMAP_FAILED_TITLE = 'Generation Failed';
export const SITEMAP_FAILED = 'Failed to generate sitemap. Please try again.';

const TYPE_LABELS: Record<TSitemapStatus['types'][number]['type'], string> = {
  destinations: 'Destinations',
  hotels: 'Hotel pages',
  blog: 'Blog posts',
  pages: 'SEO pages',
};

const count = new Intl.NumberFormat('en-US');
const builtAtFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

const plural = (n: number, one: string, many: string) =>
  `${count.format(n)} ${n === 1 ? one : many}`;

function SitemapContents({ status }: { status: TSitemapStatus }) {
  return (
    <>
      <p className="text-sm text-ink-muted" data-testid="sitemap-built-at">
        {status.builtAt
          ? `Last built ${builtAtFormat.format(new Date(status.builtAt))} · ${plural(
              status.totalUrls,
              'URL',
              'URLs',
            )}`
          : 'Not built yet'}
      </p>
      <ul aria-label="Sitemap contents" className="mt-3 grid gap-2">
        {status.types.map((type) => (
          <li
            key={type.type}
            className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-muted px-3 py-2 text-sm"
          >
            <span className="text-ink">{TYPE_LABELS[type.type]}</span>
            <span className="text-ink-muted tabular-nums">
              {plural(type.urls, 'URL', 'URLs')}
              {type.files > 1 ? ` in ${type.files} files` : ''}
            </span>
          </li>
        ))}
      </ul>
      {status.excludedCount > 0 ? (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer text-ink">
            {plural(status.excludedCount, 'active page is', 'active pages are')} not in the sitemap
          </summary>
          <ul className="mt-2 grid gap-1">
            {status.excluded.map((page) => (
              <li key={page.path} className="break-all text-ink-muted">
                <code className="text-ink">{page.path}</code>: {page.reason}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </>
  );
}

/**
 * The XML Sitemap side card of /admin/seo (spec 3 §2): what /sitemap.xml holds per page type,
 * when it was last built, and a Generate button that rebuilds it now (it is also rebuilt by
 * itself whenever a page is published, unpublished or moved).
 */
export function SitemapCard() {
  const status = useSitemapStatus();
  const generate = useGenerateSitemap();

  const onGenerate = () =>
    generate.mutate(undefined, {
      onSuccess: (result) =>
        toast({
          title: SITEMAP_GENERATED,
          description: `${plural(result.totalUrls, 'URL', 'URLs')} listed at ${result.indexPath}.`,
          variant: 'success',
        }),
      onError: () =>
        toast({ title: SITEMAP_FAILED_TITLE, description: SITEMAP_FAILED, variant: 'destructive' }),
    });

  return (
    <Card aria-labelledby="sitemap-card-title">
      <CardHeader
        id="sitemap-card-title"
        title="XML Sitemap"
        description="Search engines read one sitemap per page type, listed in the sitemap index."
      />
      {status.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(status.error, 'The sitemap status could not be loaded.')}
        </p>
      ) : !status.data ? (
        <Spinner label="Loading the sitemap…" />
      ) : (
        <SitemapContents status={status.data} />
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={onGenerate} disabled={generate.isPending}>
          {generate.isPending ? 'Generating…' : 'Generate Sitemap'}
        </Button>
        <a
          href="/sitemap.xml"
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm font-medium text-brand underline underline-offset-2"
        >
          View sitemap.xml
        </a>
      </div>
    </Card>
  );
}
