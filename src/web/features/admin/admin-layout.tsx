import { clsx } from 'clsx';
import { ChevronRight, Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, Navigate, NavLink, useLocation, useRoutes, type RouteObject } from 'react-router';
import type { TSelfUser } from '../../../contract/users.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { AdminCrumbContext } from './admin-crumb.ts';
import { sectionHref, sectionsFor, type AdminSection } from './admin-sections.ts';

const ITEM =
  'flex items-center gap-3 rounded-xl px-3 py-2 text-sm font-medium text-ink-muted hover:bg-surface-muted hover:text-ink';
const ACTIVE = 'bg-brand-soft text-brand-strong hover:bg-brand-soft hover:text-brand-strong';

function AdminNav({ sections, onNavigate }: { sections: AdminSection[]; onNavigate?: () => void }) {
  return (
    <ul className="grid gap-1">
      {sections
        .filter((section) => !section.unlisted)
        .map((section) => {
          const Icon = section.icon;
          const href = sectionHref(section);
          return (
            <li key={href}>
              <NavLink
                to={href}
                end={href === '/admin'}
                onClick={onNavigate}
                className={({ isActive }) => clsx(ITEM, isActive && ACTIVE)}
              >
                <Icon aria-hidden="true" className="size-4 shrink-0" />
                {section.label}
                {section.later ? (
                  <span className="ml-auto rounded-full bg-surface-muted px-2 py-0.5 text-xs font-medium text-ink-muted">
                    Not yet
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
    </ul>
  );
}

/** The section a path is in: the longest matching /admin/<path>. */
function currentSection(sections: AdminSection[], pathname: string): AdminSection | undefined {
  return sections
    .filter((section) => !section.path.startsWith('/'))
    .filter((section) => {
      const href = sectionHref(section);
      return pathname === href || (section.path !== '' && pathname.startsWith(`${href}/`));
    })
    .sort((a, b) => b.path.length - a.path.length)[0];
}

function Breadcrumbs({
  section,
  extra,
}: {
  section: AdminSection | undefined;
  extra: string | null;
}) {
  const crumbs: { label: string; href?: string }[] = [{ label: 'Admin', href: '/admin' }];
  if (section && section.path !== '')
    crumbs.push({ label: section.label, href: sectionHref(section) });
  if (extra) crumbs.push({ label: extra });
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-ink-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.label} className="flex items-center gap-1">
              {index > 0 ? <ChevronRight aria-hidden="true" className="size-3.5" /> : null}
              {last || !crumb.href ? (
                <span aria-current={last ? 'page' : undefined} className="font-medium text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link to={crumb.href} className="hover:text-ink hover:underline">
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The operator area's frame inside the member shell: a side navigation (a disclosure menu below
 * the `lg` breakpoint), breadcrumbs, and the screens of ADMIN_SECTIONS, each loaded on first visit.
 */
export function AdminLayout({ user }: { user: TSelfUser }) {
  const sections = sectionsFor(user.role);
  const { pathname } = useLocation();
  const [crumb, setCrumb] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const section = currentSection(sections, pathname);

  return (
    <AdminCrumbContext.Provider value={setCrumb}>
      <PageTitle title={section ? `${section.label} · Admin` : 'Admin'} />
      <div className="grid gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-6">
        <aside className="grid content-start gap-2">
          <button
            type="button"
            className={clsx(ITEM, 'w-full border border-line bg-surface lg:hidden')}
            aria-expanded={menuOpen}
            aria-controls="admin-navigation"
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Menu aria-hidden="true" className="size-4" />
            Admin menu{section ? `: ${section.label}` : ''}
          </button>
          <nav
            id="admin-navigation"
            aria-label="Admin"
            className={clsx(
              'rounded-2xl border border-line bg-surface p-2 lg:sticky lg:top-24 lg:grid',
              menuOpen ? 'grid' : 'hidden',
            )}
          >
            <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              Operator console
            </p>
            <AdminNav sections={sections} onNavigate={() => setMenuOpen(false)} />
          </nav>
        </aside>
        <div className="min-w-0">
          <Breadcrumbs section={section} extra={crumb} />
          <Suspense fallback={<Spinner label="Loading…" />}>
            <AdminScreens sections={sections} />
          </Suspense>
        </div>
      </div>
    </AdminCrumbContext.Provider>
  );
}

/**
 * The screens of the sections as nested routes of /admin/* (route objects through useRoutes, the
 * hook the app's router already ships, rather than <Routes> children).
 */
function AdminScreens({ sections }: { sections: AdminSection[] }) {
  const landing = sections.find((s) => !s.path.startsWith('/'));
  const routes: RouteObject[] = sections.flatMap((s): RouteObject[] => {
    if (!s.screen || s.path.startsWith('/')) return [];
    const Screen = s.screen;
    return s.path === ''
      ? [{ index: true, element: <Screen /> }]
      : [{ path: `${s.path}/*`, element: <Screen /> }];
  });
  // A moderator has no dashboard: /admin opens their first section.
  if (landing && landing.path !== '') {
    routes.push({ index: true, element: <NavigateTo href={sectionHref(landing)} /> });
  }
  routes.push({ path: '*', element: <AdminNotFound /> });
  return useRoutes(routes);
}

function NavigateTo({ href }: { href: string }) {
  return <Navigate to={href} replace />;
}

function AdminNotFound() {
  return (
    <div className="rounded-2xl border border-line bg-surface p-8 text-center">
      <h1 className="font-display text-2xl font-bold text-ink">Page not found</h1>
      <p className="mt-2 text-ink-muted">
        This admin page does not exist, or your role cannot open it.
      </p>
      <Link to="/admin" className="mt-4 inline-block font-semibold text-brand hover:underline">
        Back to the admin area
      </Link>
    </div>
  );
}
