import { hashtag, shownHashtags } from './post-rules.ts';

/** Spec 3 §2: the first 5 hashtags, then '+N more'. */
export function HashtagList({ hashtags }: { hashtags: readonly string[] }) {
  const { shown, more } = shownHashtags(hashtags);
  if (shown.length === 0) return null;
  return (
    <ul aria-label="Hashtags" className="flex flex-wrap gap-1.5 text-xs">
      {shown.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-soft px-2 py-0.5 text-brand-strong">
          {hashtag(tag)}
        </li>
      ))}
      {more > 0 ? <li className="px-1 py-0.5 text-ink-muted">+{more} more</li> : null}
    </ul>
  );
}
