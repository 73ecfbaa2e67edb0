/** The operator area's routes; the dashboard's live in admin-dashboard.ts. */
export { adminDashboardRoute, ZAdminStats, type TAdminStats } from './admin-dashboard.ts';
