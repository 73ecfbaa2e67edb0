import { PublicLayout } from '../app/public-layout.tsx';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { useAuth } from '../features/auth/user-query.ts';
import { AdminGuard } from '../features/admin/admin-guard.tsx';
import { AdminLayout } from '../features/admin/admin-layout.tsx';
import { Spinner } from '../ui/spinner.tsx';

/**
 * /admin and everything under it: one lazily loaded area (its own chunk, with the tables and
 * charts only operators download). Visitors and members get spec 3 §2's messages.
 */
export function AdminRoute() {
  const { isLoading, user } = useAuth();
  if (isLoading) return <Spinner page label="Checking your access…" />;
  if (!user) {
    return (
      <PublicLayout>
        <PageTitle title="Admin" />
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
          <PageTitle title="Admin" />
          <AdminLayout user={member} />
        </AdminGuard>
      )}
    </SignedInShell>
  );
}
