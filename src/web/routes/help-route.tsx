import { PublicLayout } from '../app/public-layout.tsx';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { useAuth } from '../features/auth/user-query.ts';
import { HelpPage } from '../features/help/help-page.tsx';
import { Spinner } from '../ui/spinner.tsx';

/** /help: open to everyone; members get their shell and a contact form already filled in. */
export function HelpRoute() {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner page label="Loading the Help Center…" />;
  if (isAuthenticated) {
    return (
      <SignedInShell>
        {(user) => (
          <>
            <PageTitle title="Help Center" />
            <HelpPage
              sender={{
                name: [user.firstName, user.lastName].filter(Boolean).join(' '),
                email: user.email,
              }}
            />
          </>
        )}
      </SignedInShell>
    );
  }
  return (
    <PublicLayout>
      <PageTitle title="Help Center" />
      <div className="px-4 py-8 sm:px-6">
        <HelpPage sender={null} />
      </div>
    </PublicLayout>
  );
}
