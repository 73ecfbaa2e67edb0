import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { RecommendationsPage } from '../features/recommendations/recommendations-page.tsx';

/** /recommendations (signed-in only: spec 2 §6, the router's RequireAuth). */
export function RecommendationsRoute() {
  return (
    <>
      <PageTitle title="Recommendations" />
      <SignedInShell>{(user) => <RecommendationsPage user={user} />}</SignedInShell>
    </>
  );
}
