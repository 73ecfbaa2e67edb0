import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { ExplorePage } from '../features/explore/explore-page.tsx';

/** /explore (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function ExploreRoute() {
  return (
    <>
      <PageTitle title="Explore" />
      <SignedInShell>{(user) => <ExplorePage user={user} />}</SignedInShell>
    </>
  );
}
