import type { ReactNode } from 'react';
import { PublicLayout } from '../../app/public-layout.tsx';
import { SignedInShell } from '../../app/shell/signed-in-shell.tsx';
import { useAuth } from '../auth/user-query.ts';
import { Spinner } from '../../ui/spinner.tsx';

/**
 * Frame of the public destination and hotel pages (spec 3 §6: visitors read them without
 * signing in): members keep their signed-in shell, visitors get the public header and footer.
 */
export function PublicPage({ children, label }: { children: ReactNode; label: string }) {
  const { isLoading, isAuthenticated } = useAuth();
  if (isLoading) return <Spinner page label={label} />;
  if (isAuthenticated) return <SignedInShell>{children}</SignedInShell>;
  return (
    <PublicLayout>
      <div className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">{children}</div>
    </PublicLayout>
  );
}
