import { act, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlan } from '../../../contract/payments.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { authKeys } from '../auth/queries.ts';
import { useAuth } from '../auth/user-query.ts';
import { SubscribePage } from './subscribe-page.tsx';

afterEach(() => vi.unstubAllGlobals());

const PREMIUM: TPlan = {
  tier: 'premium',
  premiumUntil: '2026-12-22T10:00:00.000Z',
  status: 'active',
  cancelAtPeriodEnd: false,
  provider: 'sandbox',
};
const CREATED = {
  clientSecret: 'pi_sandbox_1_secret_2',
  provider: 'sandbox',
  publishableKey: null,
};

/** The page as the route renders it: fed by the cached member. */
function Live() {
  const { user } = useAuth();
  return user ? <SubscribePage user={user} /> : null;
}

const expiry = `12${String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0')}`;

async function fillCard(number: string) {
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date'), expiry);
  await userEvent.type(screen.getByLabelText('Security code'), '123');
  await userEvent.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
  await userEvent.click(screen.getByRole('button', { name: 'Pay $9.99 and subscribe' }));
}

describe('Premium page', () => {
  it('shows the price card, the six benefits, three blurbs and the FAQ', () => {
    fakeApi({});
    renderApp(<Live />, { user: member() });
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('per month')).toBeInTheDocument();
    expect(screen.getByText('Billed monthly')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').filter((item) => item.querySelector('svg')),
    ).not.toHaveLength(0);
    for (const benefit of ['Ad-free browsing', 'Unlimited bookmarks', 'Advanced search filters']) {
      expect(screen.getByText(benefit)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeInTheDocument();
  });

  it("waits with 'Setting up your subscription...', then pays and says 'Welcome to Premium!'", async () => {
    let release: () => void = () => {};
    const created = new Promise<void>((resolve) => (release = resolve));
    const requests: unknown[] = [];
    const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/create-subscription') {
        await created;
        return Response.json(CREATED);
      }
      requests.push(JSON.parse(String(init?.body)));
      return Response.json(PREMIUM);
    });
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderApp(<Live />, { user: member() });

    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    expect(screen.getAllByText('Setting up your subscription...').length).toBeGreaterThan(0);
    await act(async () => release());
    expect(await screen.findByText('Sandbox — no real charge')).toBeInTheDocument();

    await fillCard('4242424242424242');
    expect(await screen.findByRole('heading', { name: 'Welcome to Premium!' })).toBeInTheDocument();
    expect(requests[0]).toEqual({
      clientSecret: 'pi_sandbox_1_secret_2',
      cardNumber: '4242 4242 4242 4242',
      expiryDate: `12/${expiry.slice(2)}`,
      securityCode: '123',
      nameOnCard: 'Ada Lovelace',
    });
    const cached = queryClient.getQueryData<TSelfUser>(authKeys.user);
    expect(cached?.plan.tier).toBe('premium');
    expect(cached?.isPremium).toBe(true);
  });

  it('checks the card here first and sends nothing while it is wrong', async () => {
    const fetchMock = fakeApi({
      'POST /api/create-subscription': () => ({ status: 200, body: CREATED }),
    });
    renderApp(<Live />, { user: member() });
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await screen.findByLabelText('Card number');
    await userEvent.type(screen.getByLabelText('Card number'), '4242424242424241');
    await userEvent.type(screen.getByLabelText('Expiry date'), '0120');
    await userEvent.type(screen.getByLabelText('Security code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $9.99 and subscribe' }));
    expect(screen.getByText('Your card number is invalid.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeInTheDocument();
    expect(screen.getByText('Enter the name on the card.')).toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows 'Payment Failed' with the provider's message when the card is declined", async () => {
    fakeApi({
      'POST /api/create-subscription': () => ({ status: 200, body: CREATED }),
      'POST /api/subscription/sandbox/confirm': () => ({
        status: 400,
        body: { message: 'Your card was declined.' },
      }),
    });
    renderApp(<Live />, { user: member() });
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await screen.findByLabelText('Card number');
    await fillCard('4000000000000002');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment Failed');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(screen.queryByText('Welcome to Premium!')).not.toBeInTheDocument();
  });

  it('shows a premium member their plan and renewal date instead of the upgrade button', () => {
    fakeApi({});
    renderApp(<Live />, { user: member({ isPremium: true, plan: PREMIUM }) });
    expect(screen.getByRole('heading', { name: 'You are a Premium member' })).toBeInTheDocument();
    expect(screen.getByText('Renews on December 22, 2026 for $9.99.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage subscription' })).toBeInTheDocument();
  });

  it('gives the button back with the reason when the subscription cannot be set up', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      'POST /api/create-subscription': () => ({
        status: 503,
        body: { message: 'The payment service is not answering right now.' },
      }),
    });
    renderApp(<Live />, { user: member() });
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade to Premium' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The payment service is not answering'),
    );
    expect(screen.getByRole('button', { name: 'Upgrade to Premium' })).toBeEnabled();
    expect(error).toHaveBeenCalled();
  });
});
