import { Lock, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../ui/card.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth } from '../auth/user-query.ts';
import { DashboardContent } from './dashboard-content.tsx';

/** The guard's panel: why the dashboard is not shown, and what to do. */
function AccessPanel({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card padding="xl" className="text-center">
        <div className="mx-auto mb-4 grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
          {icon}
        </div>
        <h1 className="text-xl font-bold text-ink">{title}</h1>
        <p className="mt-2 text-ink-muted">{text}</p>
        {action ? <div className="mt-6">{action}</div> : null}
      </Card>
    </div>
  );
}

/**
 * /dashboard (spec 3 §2 Performance dashboard): visitors are asked to sign in, members are
 * refused, admins see the live figures. The server enforces the same (`performance.view`).
 */
export function PerformanceDashboard() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner page label="Checking your sign-in…" />;
  if (!user)
    return (
      <AccessPanel
        icon={<Lock aria-hidden="true" className="size-6" />}
        title="Access Restricted"
        text="Please log in to view the performance dashboard."
        action={
          <a href="/api/login" data-button className={buttonVariants({})}>
            Sign in
          </a>
        }
      />
    );
  if (user.role !== 'admin')
    return (
      <AccessPanel
        icon={<ShieldAlert aria-hidden="true" className="size-6" />}
        title="Access Denied"
        text="You don't have permission to access the performance dashboard."
      />
    );
  return <DashboardContent />;
}
