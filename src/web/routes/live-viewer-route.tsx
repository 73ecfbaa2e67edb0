import { useParams } from 'react-router';
import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { ViewerPage } from '../features/live/viewer-page.tsx';

/** /live/:sessionId (signed-in only, like every live call: spec 2 §6). */
export function LiveViewerRoute() {
  const { sessionId = '' } = useParams();
  return (
    <>
      <PageTitle title="Live" />
      <SignedInShell>{(user) => <ViewerPage sessionId={sessionId} user={user} />}</SignedInShell>
    </>
  );
}
