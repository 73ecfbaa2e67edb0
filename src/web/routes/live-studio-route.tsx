import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { StudioPage } from '../features/live/studio-page.tsx';

/** /live-studio (signed-in only: spec 2 §6, the router's RequireAuth). */
export function LiveStudioRoute() {
  return (
    <>
      <PageTitle title="Live Studio" />
      <SignedInShell>{(user) => <StudioPage user={user} />}</SignedInShell>
    </>
  );
}
