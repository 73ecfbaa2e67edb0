import { ShieldX } from 'lucide-react';
import { PublicLayout } from '../app/public-layout.tsx';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { AdminGuard } from '../features/admin/admin-guard.tsx';
import { useAuth } from '../features/auth/user-query.ts';
import { SocialAutomationPage } from '../features/social-automation/social-automation-page.tsx';
import { AccessNotice } from '../ui/access-notice.tsx';
import { buttonVariants } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';

const TITLE = 'Social-media automation';

/**
 * /social-automation and /social-media-automation (spec 3 §2): admins only. Visitors and members
 * get the admin area's messages; a moderator, who enters the admin area, may not run campaigns
 * (the server refuses every /api/social-media call to anyone but an admin as well).
 */
export function SocialAutomationRoute() {
  const { isLoading, user } = useAuth();
  if (isLoading) return <Spinner page label="Checking your access…" />;
  if (!user) {
    return (
      <PublicLayout>
        <PageTitle title={TITLE} />
        <div className="px-4">
          <AdminGuard user={undefined}>{null}</AdminGuard>
        </div>
      </PublicLayout>
    );
  }
  return (
    <SignedInShell>
      {(member) => (
        <AdminGuard user={member}>
          <PageTitle title={TITLE} />
          {member.role === 'admin' ? (
            <SocialAutomationPage />
          ) : (
            <AccessNotice
              icon={<ShieldX aria-hidden="true" className="size-6" />}
              title="Access Denied"
              text="Only administrators can run social-media campaigns."
              action={
                <a href="/admin" className={buttonVariants({ variant: 'outline' })}>
                  Back to the admin area
                </a>
              }
            />
          )}
        </AdminGuard>
      )}
    </SignedInShell>
  );
}
