import { CheckCircle2, FileText, Hotel, KeyRound, LayoutDashboard, Share2 } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { saveFlashToast } from '../../app/toasts/flash-toast.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { ApiError } from '../../lib/api.ts';
import { Button } from '../../ui/button.tsx';
import { Input } from '../../ui/input.tsx';
import { useTestLoginMutation } from '../auth/queries.ts';

const DEMO_FEATURES = [
  { label: 'Hotel and excursion template generation', Icon: Hotel },
  { label: 'SEO content editor', Icon: FileText },
  { label: 'Social media automation', Icon: Share2 },
  { label: 'Admin dashboard', Icon: LayoutDashboard },
];

/** Spec 3 §2: shown on "/" after the reload (as a flash toast) and here until the page unloads. */
const SUCCESS_MESSAGE = 'You now have admin access to the platform';

/** Spec 3 §8 wording for each way the demo login can fail. */
function reportFailure(error: unknown) {
  if (error instanceof ApiError) {
    toast({
      title: 'Login Failed',
      description: error.serverMessage ?? 'Invalid test key',
      variant: 'destructive',
    });
    return;
  }
  toast({
    title: 'Login Error',
    description: 'Failed to connect to the server. Please try again.',
    variant: 'destructive',
  });
}

/**
 * /test-login (spec 3 §2): a demo key grants an admin session; success reloads the whole app at
 * "/" so every cached query starts over with the new identity.
 */
export function TestLoginPage() {
  const [testKey, setTestKey] = useState('');
  const [granted, setGranted] = useState(false);
  const mutation = useTestLoginMutation();
  const id = useId();
  const busy = mutation.isPending || granted;

  const submit = () => {
    if (busy) return;
    const key = testKey.trim();
    if (!key) {
      toast({
        title: 'Test Key Required',
        description: 'Please enter the test key to access the demo.',
        variant: 'destructive',
      });
      return;
    }
    mutation.mutate(key, {
      onSuccess: () => {
        setGranted(true);
        // The reload wipes the toast store, so the message travels in sessionStorage.
        saveFlashToast({ title: SUCCESS_MESSAGE, variant: 'success' });
        window.location.href = '/';
      },
      onError: reportFailure,
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit();
  };
  // Enter must submit even while the button is disabled (an empty field gets its explanation).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    submit();
  };

  return (
    <div className="mx-auto grid max-w-lg gap-6 px-6 py-12 sm:py-16">
      <div className="text-center">
        <span
          aria-hidden="true"
          className="mx-auto mb-4 grid size-14 place-items-center rounded-2xl bg-brand-soft text-brand"
        >
          <KeyRound className="size-7" />
        </span>
        <h1 className="font-display text-3xl font-bold text-ink">Demo access</h1>
        <p className="mt-2 text-ink-muted">
          Enter the test key to explore Roamly with admin access.
        </p>
      </div>
      <form
        onSubmit={onSubmit}
        className="grid gap-4 rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8"
      >
        <div className="grid gap-1.5">
          <label htmlFor={id} className="text-sm font-medium text-ink">
            Test key
          </label>
          <Input
            id={id}
            type="password"
            autoComplete="off"
            value={testKey}
            onChange={(event) => setTestKey(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Enter your test key"
          />
        </div>
        <Button type="submit" size="lg" disabled={!testKey.trim() || busy} className="w-full">
          {busy ? 'Signing in…' : 'Access Demo'}
        </Button>
        {granted ? (
          <p role="status" className="flex items-center gap-2 text-sm font-medium text-brand">
            <CheckCircle2 aria-hidden="true" className="size-4" />
            {SUCCESS_MESSAGE}
          </p>
        ) : null}
      </form>
      <section aria-labelledby="demo-features-title" className="rounded-3xl bg-surface-muted p-6">
        <h2 id="demo-features-title" className="text-sm font-semibold text-ink">
          The demo includes
        </h2>
        <ul className="mt-3 grid gap-2">
          {DEMO_FEATURES.map(({ label, Icon }) => (
            <li key={label} className="flex items-center gap-3 text-sm text-ink">
              <Icon aria-hidden="true" className="size-4 text-brand" />
              {label}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
