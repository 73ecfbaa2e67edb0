import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { PageTitle } from '../components/page-title.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';

/** /profile/:userId? (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function ProfileRoute() {
  return (
    <>
      <PageTitle title="Profile" />
      <SignedInShell>{(user) => <ProfilePage user={user} />}</SignedInShell>
    </>
  );
}
