import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { ProfilePage } from '../features/profile/profile-page.tsx';

/**
 * /profile/:userId? (signed-in only; the router's RequireAuth sends visitors to /signin). The
 * page names itself: the member's name once loaded, 'User Not Found' when it cannot be.
 */
export function ProfileRoute() {
  return <SignedInShell>{(user) => <ProfilePage user={user} />}</SignedInShell>;
}
