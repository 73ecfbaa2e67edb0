import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';
import { useActiveTabInView } from '../../lib/active-tab-in-view.ts';
import {
  DASHBOARD_TABS,
  dashboardPanelId,
  dashboardTabId,
  type DashboardTab,
} from './dashboard-tabs.ts';

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** The tabs of the dashboard (WAI-ARIA tabs: arrow keys, Home and End move and select). */
export function DashboardTabList({
  active,
  onSelect,
}: {
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
}) {
  const list = useRef<HTMLDivElement>(null);
  const refs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});
  useActiveTabInView(list, active);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const index = DASHBOARD_TABS.findIndex((tab) => tab.id === active);
    const next = DASHBOARD_TABS[move(index, DASHBOARD_TABS.length)]!.id;
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      aria-label="Dashboard sections"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-line [scrollbar-width:none]"
    >
      {DASHBOARD_TABS.map(({ id, label }) => {
        const selected = id === active;
        return (
          <button
            key={id}
            ref={(node) => {
              refs.current[id] = node;
            }}
            type="button"
            role="tab"
            id={dashboardTabId(id)}
            aria-selected={selected}
            aria-controls={selected ? dashboardPanelId(id) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id)}
            className={clsx(
              '-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
              selected
                ? 'border-brand text-brand-strong'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
