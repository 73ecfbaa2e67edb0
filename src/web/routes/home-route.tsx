import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { useAuth } from '../features/auth/queries.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { PageTitle } from '../components/page-title.tsx';

/** "/" for signed-in members. */
export function HomeRoute() {
  const { user } = useAuth();
  return (
    <SignedInShell>
      <PageTitle title="Home" />
      {user ? <HomePage user={user} /> : null}
    </SignedInShell>
  );
}
