import { ArrowLeft, Eye, Save } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  CHANGE_FREQUENCIES,
  DESCRIPTION_INPUT_MAX,
  EDITOR_PRIORITIES,
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  SEO_MESSAGES,
  seoPath,
} from '../../../contract/admin-seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AiGeneratorCard } from './ai-generator-card.tsx';
import { CharCounter } from './char-counter.tsx';
import {
  bodyOf,
  draftFromPage,
  NEW_EDITOR_DRAFT,
  schemaProblem,
  withTitle,
  type EditorDraft,
} from './editor-draft.ts';
import { useCreateSeoPage, useSeoPage, useUpdateSchema, useUpdateSeoPage } from './queries.ts';
import { SearchPreview } from './search-preview.tsx';
import { SEO_TOASTS } from './seo-labels.ts';
import { ChangeFrequencySelect, PageStatusSelect, PrioritySelect } from './sitemap-fields.tsx';
import { SeoRichEditor } from './seo-rich-editor.tsx';

function Label({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <label htmlFor={htmlFor} className="text-sm font-medium text-ink">
      {children}
    </label>
  );
}

/** /admin/seo/editor?id= (an existing page) or ?new=true (spec 3 §2 'SEO editor'). */
export function SeoEditorPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const page = useSeoPage(id);
  if (id && page.isPending) return <Spinner page label="Loading the page…" />;
  if (id && page.isError) return <LoadError />;
  return (
    <SeoEditorForm
      key={id ?? 'new'}
      pageId={id}
      initial={page.data ? draftFromPage(page.data) : NEW_EDITOR_DRAFT}
    />
  );
}

function LoadError() {
  const [shown, setShown] = useState(false);
  if (!shown) {
    setShown(true);
    toast({
      title: SEO_TOASTS.loadFailedTitle,
      description: SEO_TOASTS.loadFailed,
      variant: 'destructive',
    });
  }
  return (
    <section className="grid gap-4">
      <h1 className="font-display text-2xl font-bold text-ink">SEO editor</h1>
      <p role="alert" className="text-danger">
        {SEO_TOASTS.loadFailed}
      </p>
      <Link to="/admin/seo" className={buttonVariants({ variant: 'outline', className: 'w-fit' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Link>
    </section>
  );
}

function SeoEditorForm({ pageId, initial }: { pageId: string | null; initial: EditorDraft }) {
  const id = useId();
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const create = useCreateSeoPage();
  const update = useUpdateSeoPage();
  const schema = useUpdateSchema();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof EditorDraft>(key: K, value: EditorDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const schemaError = schemaProblem(draft.schemaMarkup);

  const save = async () => {
    try {
      if (pageId) {
        const saved = await update.mutateAsync({ params: { id: pageId }, body: bodyOf(draft) });
        setDraft(draftFromPage(saved));
        toast({ title: 'Page Updated', description: saved.title, variant: 'success' });
      } else {
        const saved = await create.mutateAsync(bodyOf(draft));
        toast({ title: 'Page Created', description: saved.title, variant: 'success' });
        void navigate(`/admin/seo/editor?id=${saved.id}`, { replace: true });
      }
    } catch (error) {
      toast({
        title: SEO_TOASTS.saveFailed,
        description: errorMessage(error, SEO_TOASTS.saveFailedEditor),
        variant: 'destructive',
      });
    }
  };

  const updateSchema = async () => {
    if (!pageId) {
      toast({
        title: SEO_TOASTS.schemaFailedTitle,
        description: SEO_MESSAGES.schemaForNewPage,
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await schema.mutateAsync(pageId);
      set('schemaMarkup', result.schemaMarkup);
      toast({
        title: 'Schema Updated',
        description: 'Built from the saved fields.',
        variant: 'success',
      });
    } catch {
      toast({
        title: SEO_TOASTS.schemaFailedTitle,
        description: SEO_TOASTS.schemaFailed,
        variant: 'destructive',
      });
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-3">
          <Link
            to="/admin/seo"
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            aria-label="Back to SEO management"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Link>
          <h1 id={`${id}-heading`} className="truncate font-display text-2xl font-bold text-ink">
            {pageId ? 'Edit SEO page' : 'New SEO page'}
          </h1>
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={!draft.path.trim()}
            onClick={() => window.open(`/${seoPath(draft.path)}`, '_blank', 'noopener,noreferrer')}
          >
            <Eye aria-hidden="true" className="size-4" />
            Preview
          </Button>
          <Button size="sm" disabled={!draft.title.trim() || pending} onClick={() => void save()}>
            <Save aria-hidden="true" className="size-4" />
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 gap-6">
          <Card padding="md" aria-labelledby={`${id}-basics`}>
            <CardHeader id={`${id}-basics`} title="Page" as="h2" />
            <div className="grid gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-title`}>Title</Label>
                <Input
                  id={`${id}-title`}
                  value={draft.title}
                  maxLength={200}
                  aria-describedby={`${id}-title-count`}
                  onChange={(e) => setDraft((d) => withTitle(d, e.target.value))}
                />
                <CharCounter
                  id={`${id}-title-count`}
                  count={draft.title.length}
                  recommended={META_TITLE_RANGE}
                  text={`${draft.title.length} characters (recommended 50–60)`}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-path`}>URL handle</Label>
                <div className="flex items-center rounded-xl border border-line bg-surface focus-within:ring-2 focus-within:ring-brand">
                  <span className="pl-3.5 text-sm text-ink-muted" aria-hidden="true">
                    /
                  </span>
                  <input
                    id={`${id}-path`}
                    value={draft.path}
                    maxLength={200}
                    aria-describedby={`${id}-path-hint`}
                    placeholder="destination/lisbon/excursions"
                    onChange={(e) =>
                      setDraft((d) => ({ ...d, path: e.target.value, pathFromTitle: false }))
                    }
                    onBlur={() => set('path', seoPath(draft.path))}
                    className="h-11 min-w-0 flex-1 rounded-xl bg-transparent px-1 text-ink outline-none"
                  />
                </div>
                <p id={`${id}-path-hint`} className="text-xs text-ink-muted">
                  Lowercase letters, digits and hyphens; a changed handle keeps the old address as a
                  redirect.
                </p>
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-description`}>Meta description</Label>
                <Textarea
                  id={`${id}-description`}
                  value={draft.description}
                  rows={3}
                  maxLength={DESCRIPTION_INPUT_MAX}
                  aria-describedby={`${id}-description-count`}
                  onChange={(e) => set('description', e.target.value)}
                />
                <CharCounter
                  id={`${id}-description-count`}
                  count={draft.description.length}
                  recommended={META_DESCRIPTION_RANGE}
                  text={`${draft.description.length}/${DESCRIPTION_INPUT_MAX} characters (recommended 150–160)`}
                />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-keywords`}>Keywords</Label>
                <Input
                  id={`${id}-keywords`}
                  value={draft.keywords}
                  maxLength={1000}
                  placeholder="lisbon tours, things to do in lisbon"
                  onChange={(e) => set('keywords', e.target.value)}
                />
              </div>
            </div>
          </Card>

          <Card padding="md" aria-labelledby={`${id}-content`}>
            <CardHeader id={`${id}-content`} title="Content" as="h2" />
            <SeoRichEditor
              value={draft.content}
              onChange={(html) => set('content', html)}
              labelledBy={`${id}-content`}
            />
          </Card>

          <Card padding="md" aria-labelledby={`${id}-schema`}>
            <CardHeader
              id={`${id}-schema`}
              title="Schema markup (JSON-LD)"
              as="h2"
              action={
                <Button
                  variant="outline"
                  size="sm"
                  disabled={schema.isPending}
                  onClick={() => void updateSchema()}
                >
                  {schema.isPending ? 'Updating…' : 'Update Schema Markup'}
                </Button>
              }
            />
            <label htmlFor={`${id}-schema-text`} className="sr-only">
              Schema markup JSON
            </label>
            <Textarea
              id={`${id}-schema-text`}
              value={draft.schemaMarkup}
              rows={8}
              spellCheck={false}
              aria-invalid={schemaError ? true : undefined}
              aria-describedby={schemaError ? `${id}-schema-error` : undefined}
              placeholder='{"@context": "https://schema.org", "@type": "TouristDestination"}'
              onChange={(e) => set('schemaMarkup', e.target.value)}
              className="font-mono text-xs"
            />
            {schemaError ? (
              <p id={`${id}-schema-error`} className="mt-1 text-xs font-medium text-danger">
                {schemaError}
              </p>
            ) : null}
          </Card>
        </div>

        <div className="grid gap-6">
          <AiGeneratorCard
            path={draft.path}
            onMeta={(meta) =>
              setDraft((d) => ({
                ...d,
                title: meta.title,
                description: meta.description,
                keywords: meta.keywords,
                schemaMarkup: meta.schema,
              }))
            }
            onTemplate={(result) =>
              setDraft((d) => ({
                ...d,
                content: result.renderedHtml,
                description: d.description || result.metaDescription,
                keywords: d.keywords || result.keywords,
                destination: d.destination || result.destinationName,
              }))
            }
            onContent={(html) => set('content', html)}
          />

          <Card padding="md" aria-labelledby={`${id}-publishing`}>
            <CardHeader id={`${id}-publishing`} title="Publishing" as="h2" />
            <div className="grid gap-3">
              <PageStatusSelect value={draft.status} onChange={(value) => set('status', value)} />
              <PrioritySelect
                value={draft.priority}
                choices={EDITOR_PRIORITIES}
                onChange={(value) => set('priority', value)}
              />
              <ChangeFrequencySelect
                value={draft.changeFreq}
                choices={CHANGE_FREQUENCIES}
                onChange={(value) => set('changeFreq', value)}
              />
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-og`}>Open Graph image</Label>
                <Input
                  id={`${id}-og`}
                  type="url"
                  inputMode="url"
                  value={draft.ogImage}
                  maxLength={2000}
                  placeholder="https://…/image.jpg"
                  onChange={(e) => set('ogImage', e.target.value)}
                />
                {/^https?:\/\/\S+$/.test(draft.ogImage) ? (
                  <img
                    src={draft.ogImage}
                    alt="Open Graph image preview"
                    className="aspect-[1.91/1] w-full rounded-lg border border-line object-cover"
                  />
                ) : null}
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${id}-destination`}>Destination</Label>
                <Input
                  id={`${id}-destination`}
                  value={draft.destination}
                  maxLength={200}
                  onChange={(e) => set('destination', e.target.value)}
                />
              </div>
            </div>
          </Card>

          <SearchPreview title={draft.title} path={draft.path} description={draft.description} />
        </div>
      </div>
    </section>
  );
}
