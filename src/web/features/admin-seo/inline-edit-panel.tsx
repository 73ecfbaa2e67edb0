import { useId, useState } from 'react';
import {
  DESCRIPTION_LIMIT_SHOWN,
  INLINE_PRIORITIES,
  META_DESCRIPTION_RANGE,
  META_TITLE_RANGE,
  SEO_MESSAGES,
  SHORT_CHANGE_FREQUENCIES,
  TITLE_LIMIT_SHOWN,
  type TChangeFrequency,
  type TSeoPageSummary,
} from '../../../contract/admin-seo.ts';
import type { TSeoPageStatus } from '../../../contract/seo.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Input, Textarea } from '../../ui/input.tsx';
import { CharCounter } from './char-counter.tsx';
import { useCreateSeoPage, useUpdateSeoPage } from './queries.ts';
import { SEO_TOASTS } from './seo-labels.ts';
import { ChangeFrequencySelect, PageStatusSelect, PrioritySelect } from './sitemap-fields.tsx';

type Draft = {
  path: string;
  title: string;
  description: string;
  priority: number;
  changeFreq: TChangeFrequency;
  status: TSeoPageStatus;
};

/** Spec 3 §4: the inline panel starts a new page as active. */
export const NEW_INLINE_PAGE: Draft = {
  path: '',
  title: '',
  description: '',
  priority: 0.8,
  changeFreq: 'weekly',
  status: 'active',
};

export function draftOf(page: TSeoPageSummary): Draft {
  return {
    path: page.path,
    title: page.title,
    description: page.description,
    priority: page.priority,
    changeFreq: page.changeFreq,
    status: page.status,
  };
}

/**
 * Spec 3 §2 and §5: the inline edit panel of /admin/seo — path, title (of 70), description (of
 * 160), priority, change frequency, status — with Discard and Save; path, title and description
 * are required ('Missing Required Fields').
 */
export function InlineEditPanel({
  pageId,
  initial,
  onClose,
}: {
  /** null: a new page. */
  pageId: string | null;
  initial: Draft;
  onClose: () => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const create = useCreateSeoPage();
  const update = useUpdateSeoPage();
  const pending = create.isPending || update.isPending;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    if (!draft.path.trim() || !draft.title.trim() || !draft.description.trim()) {
      toast({
        title: SEO_TOASTS.missingFieldsTitle,
        description: SEO_MESSAGES.missingFields,
        variant: 'destructive',
      });
      return;
    }
    try {
      if (pageId) await update.mutateAsync({ params: { id: pageId }, body: draft });
      else await create.mutateAsync(draft);
      toast({
        title: 'SEO Page Saved',
        description: `/${draft.path.replace(/^\/+/, '')}`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: SEO_TOASTS.saveFailed,
        description: errorMessage(error, SEO_TOASTS.saveFailedInline),
        variant: 'destructive',
      });
    }
  };

  return (
    <Card padding="md" className="border-brand" aria-labelledby={`${id}-title`} as="section">
      <h2 id={`${id}-title`} className="font-display text-lg font-semibold text-ink">
        {pageId ? 'Edit SEO page' : 'New SEO page'}
      </h2>
      <form
        className="mt-3 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-path`} className="text-sm font-medium text-ink">
            Path
          </label>
          <Input
            id={`${id}-path`}
            value={draft.path}
            placeholder="destination/lisbon/excursions"
            maxLength={200}
            onChange={(e) => set('path', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
            Title
          </label>
          <Input
            id={`${id}-name`}
            value={draft.title}
            maxLength={200}
            aria-describedby={`${id}-name-count`}
            onChange={(e) => set('title', e.target.value)}
          />
          <CharCounter
            id={`${id}-name-count`}
            count={draft.title.length}
            recommended={META_TITLE_RANGE}
            text={`${draft.title.length} of ${TITLE_LIMIT_SHOWN} characters used`}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-description`} className="text-sm font-medium text-ink">
            Description
          </label>
          <Textarea
            id={`${id}-description`}
            value={draft.description}
            rows={3}
            maxLength={200}
            aria-describedby={`${id}-description-count`}
            onChange={(e) => set('description', e.target.value)}
          />
          <CharCounter
            id={`${id}-description-count`}
            count={draft.description.length}
            recommended={META_DESCRIPTION_RANGE}
            text={`${draft.description.length} of ${DESCRIPTION_LIMIT_SHOWN} characters used`}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-3">
          <PrioritySelect
            value={draft.priority}
            choices={INLINE_PRIORITIES}
            onChange={(value) => set('priority', value)}
          />
          <ChangeFrequencySelect
            value={draft.changeFreq}
            choices={SHORT_CHANGE_FREQUENCIES}
            onChange={(value) => set('changeFreq', value)}
          />
          <PageStatusSelect value={draft.status} onChange={(value) => set('status', value)} />
        </div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Discard
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
