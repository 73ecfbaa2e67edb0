import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/** WAI-ARIA tabs: arrow keys, Home and End move and select; only the selected tab is in the tab order. */
export function TabList<T extends string>({
  label,
  prefix,
  tabs,
  active,
  onSelect,
  size = 'md',
}: {
  label: string;
  prefix: string;
  tabs: readonly { id: T; label: string }[];
  active: T;
  onSelect: (tab: T) => void;
  size?: 'md' | 'sm';
}) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === active);
    const next = tabs[move(index, tabs.length)]!.id;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]"
    >
      {tabs.map(({ id, label: text }) => {
        const selected = id === active;
        return (
          <button
            key={id}
            ref={(node) => {
              refs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={tabId(prefix, id)}
            aria-selected={selected}
            aria-controls={selected ? panelId(prefix, id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id)}
            className={clsx(
              '-mb-px shrink-0 border-b-2 font-semibold transition-colors',
              size === 'md' ? 'px-4 py-3 text-sm' : 'px-3 py-2 text-sm',
              selected
                ? 'border-brand text-brand-strong'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {text}
          </button>
        );
      })}
    </div>
  );
}
