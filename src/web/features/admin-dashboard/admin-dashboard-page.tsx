import { Link } from 'react-router';
import { cardClasses } from '../../ui/card.tsx';
import { useAuth } from '../auth/user-query.ts';
import { sectionHref, sectionsFor } from '../admin/admin-sections.ts';

/**
 * /admin: the operator's start page. It links to the areas that exist; the figures of issue 22 §2
 * (GET /api/admin/dashboard with its cards and charts) replace this page when they land.
 */
export function AdminDashboardPage() {
  const { user } = useAuth();
  const areas = user ? sectionsFor(user.role).filter((section) => section.path !== '') : [];
  return (
    <section aria-labelledby="admin-dashboard-title" className="grid gap-6">
      <header>
        <h1 id="admin-dashboard-title" className="font-display text-3xl font-bold text-ink">
          Admin Dashboard
        </h1>
        <p className="mt-1 text-ink-muted">
          Run Roamly: members, moderation and the platform’s health.
        </p>
      </header>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {areas.map((area) => {
          const Icon = area.icon;
          return (
            <li key={area.path}>
              <Link
                to={sectionHref(area)}
                className={`${cardClasses({ interactive: true })} flex items-center gap-3`}
              >
                <span className="grid size-10 place-items-center rounded-full bg-brand-soft text-brand-strong">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="font-semibold text-ink">{area.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
