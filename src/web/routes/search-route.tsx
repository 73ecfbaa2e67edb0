import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { SearchPage } from '../features/search/search-page.tsx';

/** /search (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function SearchRoute() {
  return (
    <>
      <PageTitle title="Search" />
      <SignedInShell>{(user) => <SearchPage user={user} />}</SignedInShell>
    </>
  );
}
