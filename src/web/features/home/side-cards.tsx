import {
  Bookmark,
  CalendarCheck,
  ChartColumn,
  ChevronRight,
  Crown,
  PenSquare,
  Route,
  UserPlus,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { CreatePostButton } from '../posts/create-post-button.tsx';

/** 'Share Your Adventure' (spec 1 §2): its Create Post button opens the create-post dialog. */
export function ShareCard() {
  return (
    <Card aria-labelledby="share-title">
      <CardHeader
        id="share-title"
        title="Share Your Adventure"
        description="Post a photo or video from your latest trip."
        icon={<PenSquare className="size-5" />}
      />
      <CreatePostButton className="w-full" />
    </Card>
  );
}

/** Go Premium card (spec 1 §2) leading to the premium page. */
export function PremiumCard() {
  return (
    <section
      aria-labelledby="premium-title"
      className="relative overflow-hidden rounded-2xl bg-brand p-5 text-white shadow-sm"
    >
      <div
        aria-hidden="true"
        className="absolute -top-10 -right-10 size-32 rounded-full bg-accent-bright/30 blur-xl"
      />
      <Crown aria-hidden="true" className="relative size-7 text-sun" />
      <h2 id="premium-title" className="relative mt-3 text-lg font-semibold">
        Go Premium
      </h2>
      <p className="relative mt-1 text-sm text-white/90">
        Ad-free browsing, exclusive travel guides and priority support.
      </p>
      <Link
        to="/subscribe"
        data-button
        className={buttonVariants({ variant: 'light', size: 'sm', className: 'relative mt-4' })}
      >
        Upgrade now
      </Link>
    </section>
  );
}

/**
 * The five Quick Actions of spec 1 §2. Saved Posts opens the profile's Saved tab and Travel Stats
 * the profile with its counts; travel buddies are found on /explore.
 */
export const QUICK_ACTIONS = [
  { to: '/recommendations', label: 'View All Bookings', Icon: CalendarCheck },
  { to: '/plan-trip', label: 'Plan Trip', Icon: Route },
  { to: '/explore', label: 'Find Travel Buddies', Icon: UserPlus },
  { to: '/profile?tab=saved', label: 'Saved Posts', Icon: Bookmark },
  { to: '/profile', label: 'Travel Stats', Icon: ChartColumn },
] as const;

/** Quick Actions (spec 1 §2). */
export function QuickActionsCard() {
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader id="quick-actions-title" title="Quick Actions" />
      <ul className="grid grid-cols-[minmax(0,1fr)] gap-1">
        {QUICK_ACTIONS.map(({ to, label, Icon }) => (
          <li key={label}>
            <Link
              to={to}
              className="group flex items-center gap-3 rounded-xl px-2 py-2 text-sm font-medium text-ink hover:bg-surface-muted"
            >
              <span
                aria-hidden="true"
                className="grid size-9 place-items-center rounded-xl bg-brand-soft text-brand"
              >
                <Icon className="size-4" />
              </span>
              <span className="flex-1">{label}</span>
              <ChevronRight
                aria-hidden="true"
                className="size-4 text-ink-muted transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
