import { SignedInShell } from '../app/shell/signed-in-shell.tsx';
import { SettingsPage } from '../features/settings/settings-page.tsx';
import { PageTitle } from '../components/page-title.tsx';

/** /settings (signed-in only; the router's RequireAuth sends visitors to /signin). */
export function SettingsRoute() {
  return (
    <>
      <PageTitle title="Settings" />
      <SignedInShell>{(user) => <SettingsPage user={user} />}</SignedInShell>
    </>
  );
}
