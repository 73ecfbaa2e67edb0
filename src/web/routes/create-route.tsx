import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { CreatePostPage } from '../features/posts/create-post-page.tsx';

/** /create (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function CreateRoute() {
  return (
    <>
      <PageTitle title="Create Post" />
      <SignedInShell>{(user) => <CreatePostPage user={user} />}</SignedInShell>
    </>
  );
}
