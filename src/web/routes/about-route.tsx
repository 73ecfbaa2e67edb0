import { PublicLayout } from '../app/public-layout.tsx';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { AboutPage } from '../features/about/about-page.tsx';
import { useAuth } from '../features/auth/user-query.ts';
import { Spinner } from '../ui/spinner.tsx';

/** /about: the credits page, inside the member's shell when signed in. */
export function AboutRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner page />;
  const page = (
    <>
      <PageTitle title="About & photo credits" />
      <AboutPage />
    </>
  );
  return isAuthenticated ? (
    <SignedInShell>{page}</SignedInShell>
  ) : (
    <PublicLayout>{page}</PublicLayout>
  );
}
