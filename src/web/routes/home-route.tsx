import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { PageTitle } from '../components/page-title.tsx';

/** "/" for signed-in members. */
export function HomeRoute() {
  return (
    <>
      <PageTitle title="Home" />
      <SignedInShell>{(user) => <HomePage user={user} />}</SignedInShell>
    </>
  );
}
