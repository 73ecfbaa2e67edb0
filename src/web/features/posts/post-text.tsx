import { useState } from 'react';
import { FOLD_AFTER_CHARACTERS } from './post-limits.ts';

/** The post's words; in a feed a long text folds after FOLD_AFTER_CHARACTERS behind 'Show more'. */
export function PostText({ content, fold }: { content: string; fold: boolean }) {
  const long = fold && content.length > FOLD_AFTER_CHARACTERS;
  const [expanded, setExpanded] = useState(false);
  const shown =
    long && !expanded ? `${content.slice(0, FOLD_AFTER_CHARACTERS).trimEnd()}…` : content;
  return (
    <div>
      <p className="text-[0.95rem] leading-relaxed wrap-anywhere whitespace-pre-line text-ink">
        {shown}
      </p>
      {long ? (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          className="mt-1 text-sm font-semibold text-ink-muted hover:text-ink"
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      ) : null}
    </div>
  );
}
