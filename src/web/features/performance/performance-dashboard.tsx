import { Lock, ShieldAlert } from 'lucide-react';
import { AccessNotice } from '../../ui/access-notice.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useAuth } from '../auth/user-query.ts';
import { DashboardContent } from './dashboard-content.tsx';

/**
 * /dashboard (spec 3 §2 Performance dashboard): visitors are asked to sign in, members are
 * refused, admins see the live figures. The server enforces the same (`performance.view`).
 */
export function PerformanceDashboard() {
  const { user, isLoading } = useAuth();
  if (isLoading) return <Spinner page label="Checking your sign-in…" />;
  if (!user)
    return (
      <AccessNotice
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
      <AccessNotice
        icon={<ShieldAlert aria-hidden="true" className="size-6" />}
        title="Access Denied"
        text="You don't have permission to access the performance dashboard."
        action={
          <a href="/" data-button className={buttonVariants({ variant: 'outline' })}>
            Back to home
          </a>
        }
      />
    );
  return <DashboardContent />;
}
