import { PublicLayout } from '../app/public-layout.tsx';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { NotFound } from '../components/not-found.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { useAuth } from '../features/auth/user-query.ts';
import { Spinner } from '../ui/spinner.tsx';

/** 404 inside the member's shell when signed in, so the navigation stays at hand. */
export function NotFoundRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner page />;
  if (isAuthenticated) {
    return (
      <SignedInShell>
        <PageTitle title="Page Not Found" />
        <NotFound />
      </SignedInShell>
    );
  }
  return (
    <PublicLayout>
      <PageTitle title="Page Not Found" />
      <NotFound />
    </PublicLayout>
  );
}
