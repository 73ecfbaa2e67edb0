import { PublicLayout } from '../app/public-layout.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { PerformanceDashboard } from '../features/performance/performance-dashboard.tsx';

/** /dashboard: the performance dashboard (spec 3 §2); its own route, outside the admin area. */
export function DashboardRoute() {
  return (
    <PublicLayout>
      <PageTitle title="Performance dashboard" />
      <div className="py-2">
        <PerformanceDashboard />
      </div>
    </PublicLayout>
  );
}
