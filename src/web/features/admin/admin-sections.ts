import type { ComponentType, LazyExoticComponent } from 'react';
import type { LucideIcon } from 'lucide-react';
// Icons the member app does not draw, or draws in its shared icons chunk already, so the admin
// area adds none to the member screens' downloads (scripts/vite/chunk-groups.ts).
import {
  Flag,
  Gauge,
  Globe2,
  Inbox,
  LayoutGrid,
  Mail,
  Map,
  Share2,
  ScrollText,
  Search,
  Users,
} from 'lucide-react';
import { lazy } from 'react';
import type { TRole } from '../../../contract/limits.ts';

/**
 * One entry of the operator area: a side-navigation item and, for screens inside /admin, the
 * lazily loaded screen of `/admin/<path>/*`. Later operator issues (Inbox, E-mail, SEO, Blog,
 * Mappings, Country expansion, Campaigns) add their entry to `ADMIN_SECTIONS` below; the
 * navigation, the breadcrumbs and the routes all read this one list.
 */
export type AdminSection = {
  /** '' is /admin itself; 'users' is /admin/users; an absolute path ('/dashboard') leaves the area. */
  path: string;
  label: string;
  icon: LucideIcon;
  /** Who sees the item (the server enforces the same on every /api/admin route). */
  roles: readonly TRole[];
  /** The screen for /admin/<path>/*; absent for a link to a screen outside the area. */
  screen?: LazyExoticComponent<ComponentType>;
  /** A section of a later issue: its page says what it will hold, the navigation marks it. */
  later?: boolean;
  /** Reached from another screen (a dashboard button), not listed in the navigation. */
  unlisted?: boolean;
};

const ADMINS: readonly TRole[] = ['admin'];
const OPERATORS: readonly TRole[] = ['admin', 'moderator'];

export const ADMIN_SECTIONS: AdminSection[] = [
  {
    path: '',
    label: 'Dashboard',
    icon: LayoutGrid,
    roles: ADMINS,
    screen: lazy(() =>
      import('../admin-dashboard/admin-dashboard-page.tsx').then((m) => ({
        default: m.AdminDashboardPage,
      })),
    ),
  },
  {
    path: 'users',
    label: 'Users',
    icon: Users,
    roles: OPERATORS,
    screen: lazy(() =>
      import('../admin-users/admin-users-screen.tsx').then((m) => ({
        default: m.AdminUsersScreen,
      })),
    ),
  },
  {
    path: 'moderation',
    label: 'Moderation',
    icon: Flag,
    roles: OPERATORS,
    screen: lazy(() =>
      import('../admin-moderation/moderation-page.tsx').then((m) => ({
        default: m.ModerationPage,
      })),
    ),
  },
  {
    path: 'inbox',
    label: 'Inbox',
    icon: Inbox,
    roles: ADMINS,
    screen: lazy(() => import('./inbox/inbox-screen.tsx').then((m) => ({ default: m.InboxPage }))),
  },
  {
    path: 'email',
    label: 'E-mail',
    icon: Mail,
    roles: ADMINS,
    screen: lazy(() =>
      import('./email/email-screen.tsx').then((m) => ({ default: m.AdminEmailScreen })),
    ),
  },
  {
    path: 'seo',
    label: 'SEO',
    icon: Search,
    roles: ADMINS,
    screen: lazy(() =>
      import('../admin-seo/admin-seo-screen.tsx').then((m) => ({ default: m.AdminSeoScreen })),
    ),
  },
  {
    path: 'mappings',
    label: 'Mappings',
    icon: Map,
    roles: ADMINS,
    screen: lazy(() =>
      import('../admin-mappings/mappings-screen.tsx').then((m) => ({ default: m.MappingsScreen })),
    ),
  },
  {
    path: 'country-expansion',
    label: 'Country expansion',
    icon: Globe2,
    roles: ADMINS,
    screen: lazy(() =>
      import('../admin-country-expansion/country-expansion-screen.tsx').then((m) => ({
        default: m.CountryExpansionScreen,
      })),
    ),
  },
  {
    // Part of country expansion in the spec: reached from the dashboard's button, not the menu.
    path: 'destination-breakdown',
    label: 'Destination breakdown',
    icon: Globe2,
    roles: ADMINS,
    unlisted: true,
    screen: lazy(() =>
      import('../admin-country-expansion/breakdown-screen.tsx').then((m) => ({
        default: m.DestinationBreakdownScreen,
      })),
    ),
  },
  {
    path: 'audit',
    label: 'Audit log',
    icon: ScrollText,
    roles: ADMINS,
    screen: lazy(() =>
      import('../admin-audit/audit-page.tsx').then((m) => ({ default: m.AuditPage })),
    ),
  },
  { path: '/dashboard', label: 'Performance', icon: Gauge, roles: ADMINS },
  // Spec 3 §2: its own addresses outside /admin (the screen guards itself, admins only).
  { path: '/social-automation', label: 'Social automation', icon: Share2, roles: ADMINS },
];

/** The sections a role may open, in navigation order. */
export function sectionsFor(role: TRole): AdminSection[] {
  return ADMIN_SECTIONS.filter((section) => section.roles.includes(role));
}

/** The href of a section: inside the area under /admin, else its own path. */
export function sectionHref(section: AdminSection): string {
  if (section.path.startsWith('/')) return section.path;
  return section.path ? `/admin/${section.path}` : '/admin';
}

/** Operators enter the area; members and visitors see the guard's messages. */
export function isOperator(role: TRole | undefined): boolean {
  return role === 'admin' || role === 'moderator';
}
