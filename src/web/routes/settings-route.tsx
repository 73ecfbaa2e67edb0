import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { useAuth } from '../features/auth/queries.ts';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { PageTitle } from '../components/page-title.tsx';

/** /settings (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function SettingsRoute() {
  const { user } = useAuth();
  return (
    <SignedInShell>
      <PageTitle title="Settings" />
      {user ? <SettingsPage user={user} /> : null}
    </SignedInShell>
  );
}
