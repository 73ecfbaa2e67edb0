import { useSearchParams } from 'react-router';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { SearchPage } from '../features/search/search-page.tsx';
import { readSearchText } from '../features/search/search-queries.ts';

/** /search (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function SearchRoute() {
  const [params] = useSearchParams();
  const q = readSearchText(params.get('q'));
  return (
    <>
      <PageTitle title={q ? `Search: ${q}` : 'Search'} />
      <SignedInShell>{(user) => <SearchPage user={user} />}</SignedInShell>
    </>
  );
}
