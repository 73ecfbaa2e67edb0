import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { PostPage } from '../features/posts/post-page.tsx';

/** /posts/:id (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function PostRoute() {
  return (
    <>
      <PageTitle title="Post" />
      <SignedInShell>{(user) => <PostPage user={user} />}</SignedInShell>
    </>
  );
}
