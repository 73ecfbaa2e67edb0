import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { SubscribePage } from '../features/subscribe/subscribe-page.tsx';

/** /subscribe, the Premium page (signed-in only; RequireAuth sends visitors to /signin). */
export function SubscribeRoute() {
  return (
    <>
      <PageTitle title="Premium" />
      <SignedInShell>{(user) => <SubscribePage user={user} />}</SignedInShell>
    </>
  );
}
