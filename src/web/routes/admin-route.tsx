import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { AdminDashboardPage } from '../features/admin-dashboard/admin-dashboard-page.tsx';

/** TEMPORARY (branch h-dashboard only): /admin until the admin area's layout and guard land. */
export function AdminRoute() {
  return (
    <>
      <PageTitle title="Admin dashboard" />
      <SignedInShell>
        <AdminDashboardPage />
      </SignedInShell>
    </>
  );
}
