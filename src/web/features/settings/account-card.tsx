import { LifeBuoy, LogOut, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import type { TSelfUser } from '../../../contract/users.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';

/**
 * Account card (spec 1 §2): who is signed in, Sign Out as a full navigation, and the Help Center
 * (answers and a contact form at /help).
 */
export function AccountCard({ user }: { user: TSelfUser }) {
  const joined = new Date(user.createdAt).toLocaleDateString('en', {
    month: 'long',
    year: 'numeric',
  });
  return (
    <Card aria-labelledby="account-title">
      <CardHeader id="account-title" title="Account" icon={<UserCog className="size-5" />} />
      <dl className="grid gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-ink-muted">E-mail</dt>
          <dd className="font-medium text-ink">{user.email}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">Member since</dt>
          <dd className="font-medium text-ink">{joined}</dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/help" className={buttonVariants({ variant: 'outline' })}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          Help Center
        </Link>
        <a href="/api/logout" data-button className={buttonVariants({ variant: 'outline' })}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </a>
      </div>
    </Card>
  );
}
