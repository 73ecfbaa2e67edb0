import { clsx } from 'clsx';
import { Plus, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { POST_TAGS_MAX, normalizeTags } from '../../../../contract/posts.ts';
import { CHIP } from '../location-field.tsx';
import type { PostDraft } from './use-post-draft.ts';

/** Spec 1 §2 'Create-post dialog and page': the quick tags. */
export const QUICK_TAGS = [
  'beach',
  'mountain',
  'city',
  'food',
  'hotel',
  'sunset',
  'adventure',
  'culture',
  'nature',
  'photography',
] as const;

/**
 * Tags as chips: typed ones become chips on Enter, a comma or leaving the field; Backspace in
 * the empty field takes the last one back; the quick tags toggle.
 */
export function ComposerTagsField({
  id,
  draft,
}: {
  id: string;
  draft: Pick<PostDraft, 'tags' | 'setTags' | 'tagText' | 'setTagText'>;
}) {
  const { tags, setTags, tagText, setTagText } = draft;

  const commitTagText = () => {
    if (tagText.trim()) setTags(normalizeTags([...tags, tagText]).slice(0, POST_TAGS_MAX));
    setTagText('');
  };
  const toggleTag = (tag: string) =>
    setTags(
      tags.includes(tag)
        ? tags.filter((item) => item !== tag)
        : tags.length >= POST_TAGS_MAX
          ? tags
          : [...tags, tag],
    );
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commitTagText();
    } else if (event.key === 'Backspace' && tagText === '' && tags.length > 0) {
      setTags(tags.slice(0, -1));
    }
  };

  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        Tags
      </label>
      <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-xl border border-line bg-surface px-2 py-1.5 focus-within:border-brand">
        {tags.map((tag) => (
          <span
            key={tag}
            className="inline-flex h-7 items-center gap-1 rounded-full bg-brand-soft pr-1 pl-2.5 text-sm font-medium text-brand-strong"
          >
            #{tag}
            <button
              type="button"
              onClick={() => setTags(tags.filter((item) => item !== tag))}
              aria-label={`Remove tag ${tag}`}
              className="grid size-5 place-items-center rounded-full hover:bg-brand hover:text-on-brand"
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          </span>
        ))}
        <input
          id={id}
          value={tagText}
          onChange={(event) => setTagText(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={commitTagText}
          placeholder={tags.length ? 'Add another' : 'Type a tag and press Enter'}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          disabled={tags.length >= POST_TAGS_MAX}
          className="h-8 min-w-32 flex-1 bg-transparent px-1.5 text-sm text-ink outline-none placeholder:text-ink-muted"
        />
      </div>
      <p id={`${id}-hint`} className="text-xs text-ink-muted">
        Up to {POST_TAGS_MAX} tags. Separate them with Enter or a comma.
      </p>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick tags">
        {QUICK_TAGS.map((tag) => {
          const selected = tags.includes(tag);
          return (
            <button
              key={tag}
              type="button"
              aria-pressed={selected}
              onClick={() => toggleTag(tag)}
              className={clsx(
                CHIP,
                selected
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line bg-surface text-ink-muted hover:border-brand hover:text-brand',
              )}
            >
              {selected ? null : <Plus aria-hidden="true" className="size-3.5" />}#{tag}
            </button>
          );
        })}
      </div>
    </div>
  );
}
