import { Card, CardHeader } from '../../ui/card.tsx';

/** How a search result would show the page (title cut near 60, description near 160). */
export function SearchPreview({
  title,
  path,
  description,
}: {
  title: string;
  path: string;
  description: string;
}) {
  const host = typeof window === 'undefined' ? 'roamly' : window.location.host;
  const cut = (text: string, max: number) =>
    text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return (
    <Card padding="md" aria-labelledby="seo-preview-title">
      <CardHeader id="seo-preview-title" title="Search preview" as="h2" />
      <div className="grid gap-0.5" data-testid="search-preview">
        <p className="truncate text-xs text-ink-muted">
          {host}
          {path ? ` › ${path.split('/').filter(Boolean).join(' › ')}` : ''}
        </p>
        <p className="text-lg leading-snug break-words text-brand">
          {cut(title || 'Page title', 60)}
        </p>
        <p className="text-sm break-words text-ink-muted">
          {cut(description || 'The meta description search engines show under the title.', 160)}
        </p>
      </div>
    </Card>
  );
}
