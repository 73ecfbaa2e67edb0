import type { ReactNode } from 'react';
import { Lock, ShieldX } from 'lucide-react';
import type { TSelfUser } from '../../../contract/users.ts';
import { AccessNotice } from '../../ui/access-notice.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { isOperator } from './admin-sections.ts';

/**
 * Spec 3 §2/§6: who may enter the operator area. The role comes from the server's user record
 * (never an id in the client), and every /api/admin route checks it again on the server.
 */
export function AdminGuard({
  user,
  children,
}: {
  user: TSelfUser | undefined;
  children: ReactNode;
}) {
  if (!user) {
    return (
      <AccessNotice
        icon={<Lock aria-hidden="true" className="size-6" />}
        title="Admin Access Required"
        text="Please log in to access the admin dashboard."
        action={
          <a href="/api/login" className={buttonVariants()}>
            Sign in
          </a>
        }
      />
    );
  }
  if (!isOperator(user.role)) {
    return (
      <AccessNotice
        icon={<ShieldX aria-hidden="true" className="size-6" />}
        title="Access Denied"
        text="You don't have permission to access the admin dashboard."
        action={
          <a href="/" className={buttonVariants({ variant: 'outline' })}>
            Back to home
          </a>
        }
      />
    );
  }
  return children;
}
