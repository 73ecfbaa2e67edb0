import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import {
  SEARCH_PREVIEW_LIMIT,
  type TSearchResults,
  type TSearchType,
} from '../../../contract/search.ts';
import { SEARCH_TABS } from './search-queries.ts';

/** The tab panel below the tabs; the selected tab controls it. */
export const SEARCH_PANEL_ID = 'search-panel';

export function tabId(type: TSearchType) {
  return `search-tab-${type}`;
}

/** The overview holds at most SEARCH_PREVIEW_LIMIT per type: a full list reads "10+". */
function countLabel(overview: TSearchResults, type: TSearchType) {
  const count = overview[type].length;
  return count >= SEARCH_PREVIEW_LIMIT ? `${count}+` : String(count);
}

/** Posts, People, Destinations with their counts; arrow keys, Home and End move between them. */
export function SearchTabs({
  active,
  overview,
  onSelect,
}: {
  active: TSearchType;
  overview: TSearchResults | undefined;
  onSelect: (type: TSearchType) => void;
}) {
  const refs = useRef<Partial<Record<TSearchType, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SEARCH_TABS.findIndex((tab) => tab.type === active);
    const last = SEARCH_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % SEARCH_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % SEARCH_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const type = SEARCH_TABS[next]!.type;
    onSelect(type);
    refs.current[type]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Result types"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-line"
    >
      {SEARCH_TABS.map(({ type, label }) => {
        const selected = type === active;
        return (
          <button
            key={type}
            ref={(node) => {
              refs.current[type] = node;
            }}
            type="button"
            role="tab"
            id={tabId(type)}
            aria-selected={selected}
            aria-controls={selected ? SEARCH_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(type)}
            className={clsx(
              '-mb-px flex shrink-0 items-center gap-2 border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
              selected
                ? 'border-brand text-brand'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {label}
            {overview ? (
              <span
                className={clsx(
                  'rounded-full px-2 py-0.5 text-xs',
                  selected ? 'bg-brand-soft text-brand-strong' : 'bg-surface-muted text-ink-muted',
                )}
                data-count={type}
              >
                {countLabel(overview, type)}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
