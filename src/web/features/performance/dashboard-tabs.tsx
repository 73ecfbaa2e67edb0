import { clsx } from 'clsx';
import { useRef, type KeyboardEvent } from 'react';

export type DashboardTab = 'usage' | 'api' | 'health';

export const DASHBOARD_TABS: { tab: DashboardTab; label: string }[] = [
  { tab: 'usage', label: 'Feature Usage' },
  { tab: 'api', label: 'API Performance' },
  { tab: 'health', label: 'System Health' },
];

export const DASHBOARD_PANEL_ID = 'performance-panel';
export const tabId = (tab: DashboardTab) => `performance-tab-${tab}`;

/** The three tabs of spec 3 §2; arrow keys, Home and End move between them. */
export function DashboardTabs({
  active,
  onSelect,
}: {
  active: DashboardTab;
  onSelect: (tab: DashboardTab) => void;
}) {
  const refs = useRef<Partial<Record<DashboardTab, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = DASHBOARD_TABS.findIndex(({ tab }) => tab === active);
    const last = DASHBOARD_TABS.length - 1;
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % DASHBOARD_TABS.length,
      ArrowLeft: (index + last) % DASHBOARD_TABS.length,
      Home: 0,
      End: last,
    };
    const next = keys[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = DASHBOARD_TABS[next]!.tab;
    onSelect(tab);
    refs.current[tab]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label="Dashboard sections"
      onKeyDown={onKeyDown}
      className="flex gap-1 overflow-x-auto border-b border-line"
    >
      {DASHBOARD_TABS.map(({ tab, label }) => {
        const selected = tab === active;
        return (
          <button
            key={tab}
            ref={(node) => {
              refs.current[tab] = node;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? DASHBOARD_PANEL_ID : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={clsx(
              '-mb-px shrink-0 border-b-2 px-4 py-3 text-sm font-semibold transition-colors',
              selected
                ? 'border-brand text-brand'
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
