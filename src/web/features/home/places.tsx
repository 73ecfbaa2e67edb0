import type { ReactNode } from 'react';

const compact = new Intl.NumberFormat('en', { notation: 'compact' });

/** The posts of a place, as the search page lists them. */
export function placeSearchPath(name: string) {
  return `/search?${new URLSearchParams({ q: name, type: 'posts' }).toString()}`;
}

/** "1 post", "12 posts", "1.2K posts". */
export function postsCountLabel(count: number) {
  return `${compact.format(count)} ${count === 1 ? 'post' : 'posts'}`;
}

/** A place's name over one short line of detail, as the sidebar destination lists show it. */
export function PlaceLabel({ name, detail }: { name: string; detail: ReactNode }) {
  return (
    <span className="min-w-0">
      <span className="block truncate text-sm font-semibold text-ink group-hover:underline">
        {name}
      </span>
      <span className="block truncate text-xs text-ink-muted">{detail}</span>
    </span>
  );
}
