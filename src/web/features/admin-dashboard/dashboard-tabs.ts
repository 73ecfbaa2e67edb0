/** The dashboard's tabs in spec order (3-operator-admin §2); Email Management is the default. */
export const DASHBOARD_TABS = [
  { id: 'inbox', label: 'Inbox' },
  { id: 'email', label: 'Email Management' },
  { id: 'users', label: 'User Management' },
  { id: 'content', label: 'Content' },
  { id: 'analytics', label: 'Analytics' },
] as const;

export type DashboardTab = (typeof DASHBOARD_TABS)[number]['id'];
export const DEFAULT_DASHBOARD_TAB: DashboardTab = 'email';

/** The tab named by `?tab=`; anything else (or nothing) is the default. */
export function dashboardTabFrom(value: string | null): DashboardTab {
  return DASHBOARD_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_DASHBOARD_TAB;
}

export const dashboardTabId = (tab: DashboardTab) => `admin-tab-${tab}`;
export const dashboardPanelId = (tab: DashboardTab) => `admin-panel-${tab}`;
