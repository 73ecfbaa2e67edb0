import { PublicLayout } from '../app/public-layout.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { PerformanceDashboard } from '../features/performance/performance-dashboard.tsx';

/** /dashboard: the performance dashboard (spec 3 §2); its own route, outside the admin area. */
export function DashboardRoute() {
  return (
    <PublicLayout>
      <PageTitle title="Performance dashboard" />
      <div className="px-0 py-2 md:py-4">
        <PerformanceDashboard />
      </div>
    </PublicLayout>
  );
}
