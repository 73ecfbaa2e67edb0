import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { RichTextEditor } from '../admin/inbox/rich-text-editor.tsx';
import { type BLOG_FORM_STATUSES, slugifyTitle } from '../../../contract/blog.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Field } from '../../ui/field.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { SelectField } from '../../ui/select.tsx';
import { SwitchField } from '../../ui/switch.tsx';
import { ServerError } from '../../ui/form-errors.tsx';
import { categoryLabel } from './blog-format.ts';

/** The form's values (one shape for both screens; each page maps it to its API body). */
export type BlogFormValues = {
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  featuredImage: string;
  status: (typeof BLOG_FORM_STATUSES)[number];
  /** `datetime-local` text; a future time with status published schedules the post. */
  publishAt: string;
  readingTime: string;
  isPremium: boolean;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  ogImage: string;
  schemaMarkup: string;
};

export const EMPTY_BLOG_FORM: BlogFormValues = {
  title: '',
  excerpt: '',
  content: '',
  category: '',
  tags: '',
  featuredImage: '',
  status: 'draft',
  publishAt: '',
  readingTime: '5',
  isPremium: false,
  metaTitle: '',
  metaDescription: '',
  keywords: '',
  ogImage: '',
  schemaMarkup: '',
};

/** Whether the editor's HTML holds any text (an empty paragraph is no content). */
export function hasContent(html: string): boolean {
  return html.replace(/<[^>]*>/g, '').trim().length > 0 || /<img\s/i.test(html);
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} />
      <div className="grid gap-4">{children}</div>
    </Card>
  );
}

/**
 * The blog creator's and editor's form (spec 3 §2): basic information, content, publishing, SEO
 * settings and schema markup. `mode` picks the screen's categories and its reading-time rule
 * (typed on create, computed from the words on edit).
 */
export function BlogPostForm({
  mode,
  initial,
  categories,
  saving,
  submitLabel,
  requiredMessage,
  readingTimeNote,
  onSubmit,
  extraActions,
}: {
  mode: 'create' | 'edit';
  initial: BlogFormValues;
  categories: readonly string[];
  saving: boolean;
  submitLabel: string;
  requiredMessage: string;
  readingTimeNote?: string;
  onSubmit: (values: BlogFormValues) => void;
  extraActions?: ReactNode;
}) {
  const [values, setValues] = useState<BlogFormValues>({
    ...initial,
    category: initial.category || categories[0] || '',
  });
  const [error, setError] = useState<string | null>(null);
  const contentLabel = useId();
  const set = <K extends keyof BlogFormValues>(key: K, value: BlogFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const slug = slugifyTitle(values.title);
  const scheduled =
    values.status === 'published' &&
    values.publishAt !== '' &&
    new Date(values.publishAt).getTime() > Date.now();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.title.trim() || !hasContent(values.content)) {
      setError(requiredMessage);
      return;
    }
    setError(null);
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <Section title="Basic information">
        <Field
          label="Title"
          hint={slug ? `Address: /blog/${slug}` : 'The address is made from the title.'}
        >
          {(control) => (
            <Input
              {...control}
              value={values.title}
              maxLength={200}
              onChange={(event) => set('title', event.target.value)}
            />
          )}
        </Field>
        <Field label="Excerpt" hint="A sentence or two shown under the title and in lists.">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={1000}
              value={values.excerpt}
              onChange={(event) => set('excerpt', event.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Category"
            value={values.category}
            onChange={(event) => set('category', event.target.value)}
          >
            {!categories.includes(values.category) && values.category ? (
              <option value={values.category}>{categoryLabel(values.category)}</option>
            ) : null}
            {categories.map((category) => (
              <option key={category} value={category}>
                {categoryLabel(category)}
              </option>
            ))}
          </SelectField>
          <Field label="Tags" hint="Separate tags with commas.">
            {(control) => (
              <Input
                {...control}
                value={values.tags}
                onChange={(event) => set('tags', event.target.value)}
              />
            )}
          </Field>
        </div>
        <Field label="Featured image URL">
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={values.featuredImage}
              onChange={(event) => set('featuredImage', event.target.value)}
            />
          )}
        </Field>
      </Section>

      <Card>
        <h2 id={contentLabel} className="mb-4 font-display text-lg font-semibold text-ink">
          Content
        </h2>
        <RichTextEditor
          initialHtml={initial.content}
          labelledBy={contentLabel}
          onChange={(html) => set('content', html)}
        />
      </Card>

      <Section title="Publishing">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Status"
            value={values.status}
            onChange={(event) => set('status', event.target.value as BlogFormValues['status'])}
          >
            <option value="draft">Draft</option>
            <option value="published">Published</option>
            <option value="archived">Archived</option>
          </SelectField>
          <Field
            label="Publish at"
            hint={
              scheduled
                ? 'Scheduled: the post goes out at this time.'
                : 'Optional. A future time with status Published schedules the post.'
            }
          >
            {(control) => (
              <Input
                {...control}
                type="datetime-local"
                value={values.publishAt}
                onChange={(event) => set('publishAt', event.target.value)}
              />
            )}
          </Field>
        </div>
        {mode === 'create' ? (
          <Field label="Reading time (minutes)" hint="1 to 60 minutes.">
            {(control) => (
              <Input
                {...control}
                type="number"
                min={1}
                max={60}
                value={values.readingTime}
                onChange={(event) => set('readingTime', event.target.value)}
              />
            )}
          </Field>
        ) : (
          <p className="text-sm text-ink-muted">{readingTimeNote}</p>
        )}
        <SwitchField
          label="Premium members only"
          description="Others read the excerpt and are invited to upgrade."
          checked={values.isPremium}
          onCheckedChange={(checked) => set('isPremium', checked)}
        />
      </Section>

      <Section title="SEO settings">
        <Field
          label="Meta title"
          hint={`${values.metaTitle.length} of 70 characters used. Empty: the title.`}
        >
          {(control) => (
            <Input
              {...control}
              maxLength={200}
              value={values.metaTitle}
              onChange={(event) => set('metaTitle', event.target.value)}
            />
          )}
        </Field>
        <Field
          label="Meta description"
          hint={`${values.metaDescription.length} of 160 characters used.`}
        >
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={500}
              value={values.metaDescription}
              onChange={(event) => set('metaDescription', event.target.value)}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Keywords" hint="Separated by commas.">
            {(control) => (
              <Input
                {...control}
                value={values.keywords}
                onChange={(event) => set('keywords', event.target.value)}
              />
            )}
          </Field>
          <Field label="Social image URL" hint="Shown when the post is shared.">
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://"
                value={values.ogImage}
                onChange={(event) => set('ogImage', event.target.value)}
              />
            )}
          </Field>
        </div>
      </Section>

      <Section
        title="Schema markup"
        description="Optional JSON-LD. Empty: a BlogPosting is built from the fields above."
      >
        <Field label="JSON-LD">
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              spellCheck={false}
              className="font-mono text-xs"
              value={values.schemaMarkup}
              onChange={(event) => set('schemaMarkup', event.target.value)}
            />
          )}
        </Field>
      </Section>

      <ServerError message={error} />
      <div className="-mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-canvas/95 px-1 py-3 backdrop-blur sm:sticky sm:bottom-0">
        {extraActions}
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
