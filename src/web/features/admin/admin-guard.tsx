import type { ReactNode } from 'react';
import { Lock, ShieldX } from 'lucide-react';
import type { TSelfUser } from '../../../contract/users.ts';
import { Card } from '../../ui/card.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { isOperator } from './admin-sections.ts';

function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card
      className="mx-auto mt-12 grid max-w-md justify-items-center gap-3 text-center"
      padding="lg"
    >
      <span className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand-strong">
        {icon}
      </span>
      <h1 className="font-display text-2xl font-bold text-ink">{title}</h1>
      <p className="text-ink-muted">{text}</p>
      {action}
    </Card>
  );
}

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
      <Notice
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
      <Notice
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
