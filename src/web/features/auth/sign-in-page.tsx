import * as Tabs from '@radix-ui/react-tabs';
import { KeyRound } from 'lucide-react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { RegisterForm, SignInForm } from './auth-forms.tsx';
import { useProvidersQuery } from './queries.ts';
import { useReturnPath } from './return-path.ts';

const TAB =
  'flex-1 rounded-full px-4 py-2 text-sm font-semibold text-ink-muted data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-sm';

type AuthTab = 'signin' | 'register';

/** `?tab=register` opens Create account (the landing page's "Join" buttons link there). */
function authTabFromParams(params: URLSearchParams): AuthTab {
  return params.get('tab') === 'register' ? 'register' : 'signin';
}

/** Why single sign-on sent the visitor back (`?error=` from the OIDC callback). */
const SSO_FAILURES = new Map<string, string>([
  ['sso', 'Single sign-on did not complete. Please try again or sign in with your password.'],
  [
    'sso-unverified',
    "Your identity provider has not confirmed this e-mail address, so it can't be linked to the existing Roamly account with that address. Sign in with your password instead, or confirm the address with your provider and try again.",
  ],
  [
    'suspended',
    'This account is suspended, so it cannot sign in. If you think this is a mistake, write to us through the Help Center.',
  ],
]);

/**
 * /signin: password sign-in and account creation, plus single sign-on when offered. The open tab
 * lives in the URL, so links, Back and a reload all agree on it.
 */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const returnPath = useReturnPath();
  const providers = useProvidersQuery();
  const [params, setParams] = useSearchParams();
  const tab = authTabFromParams(params);
  const ssoFailure = SSO_FAILURES.get(params.get('error') ?? '');
  const setTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'register') next.set('tab', 'register');
    else next.delete('tab');
    // Keep the state: it holds the page to return to after signing in.
    setParams(next, { replace: true, state: location.state as unknown });
  };
  const done = () => void navigate(returnPath, { replace: true });

  return (
    <div className="mx-auto grid max-w-md gap-6 px-6 py-12 sm:py-16">
      <div className="text-center">
        <h1 className="font-display text-3xl font-bold text-ink">
          {tab === 'signin' ? 'Welcome back' : 'Join Roamly'}
        </h1>
        <p className="mt-2 text-ink-muted">
          {tab === 'signin'
            ? 'Sign in to share your travels and catch up with your friends.'
            : 'Create your free account and start sharing your adventures.'}
        </p>
      </div>
      <Card as="div" radius="3xl" padding="xl">
        {ssoFailure ? (
          <p role="alert" className="mb-6 rounded-xl bg-danger-soft px-4 py-3 text-sm text-danger">
            {ssoFailure}
          </p>
        ) : null}
        <Tabs.Root value={tab} onValueChange={setTab}>
          <Tabs.List
            aria-label="Sign in or create an account"
            className="mb-6 flex rounded-full bg-surface-muted p-1"
          >
            <Tabs.Trigger value="signin" className={TAB}>
              Sign in
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={TAB}>
              Create account
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="signin">
            <SignInForm onSuccess={done} />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm onSuccess={done} />
          </Tabs.Content>
        </Tabs.Root>
        {providers.data?.oidc ? (
          <>
            <div className="my-6 flex items-center gap-3 text-xs text-ink-muted" aria-hidden="true">
              <span className="h-px flex-1 bg-line" />
              or
              <span className="h-px flex-1 bg-line" />
            </div>
            <a
              href="/api/login?provider=oidc"
              data-button
              className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              Continue with single sign-on
            </a>
          </>
        ) : null}
      </Card>
    </div>
  );
}
