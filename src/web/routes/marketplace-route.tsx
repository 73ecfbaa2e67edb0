import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { MarketplacePage } from '../features/marketplace/marketplace-page.tsx';

/** /marketplace (signed-in only: spec 2 §1, the router's RequireAuth). */
export function MarketplaceRoute() {
  return (
    <>
      <PageTitle title="Marketplace" />
      <SignedInShell>{(user) => <MarketplacePage user={user} />}</SignedInShell>
    </>
  );
}
