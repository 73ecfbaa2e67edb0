import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlan } from '../../../contract/payments.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { useAuth } from '../auth/user-query.ts';
import { SubscriptionCard } from './subscription-card.tsx';

afterEach(() => vi.unstubAllGlobals());

const ACTIVE: TPlan = {
  tier: 'premium',
  premiumUntil: '2026-12-22T10:00:00.000Z',
  status: 'active',
  cancelAtPeriodEnd: false,
  provider: 'stripe',
};
const CANCELLED: TPlan = { ...ACTIVE, cancelAtPeriodEnd: true };

function Live() {
  const { user } = useAuth();
  return user ? <SubscriptionCard user={user} /> : null;
}

const card = () => screen.getByRole('region', { name: 'Subscription' });

describe('Settings: Subscription card', () => {
  it('offers Go Premium on the free plan', () => {
    fakeApi({});
    renderApp(<Live />, { user: member() });
    expect(within(card()).getByText('Free', { selector: 'dd' })).toBeInTheDocument();
    expect(within(card()).getByRole('link', { name: 'Go Premium' })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    expect(within(card()).queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
  });

  it('asks before cancelling; keeping Premium sends nothing', async () => {
    const fetchMock = fakeApi({});
    renderApp(<Live />, { user: member({ isPremium: true, plan: ACTIVE }) });
    expect(within(card()).getByText('Renews on')).toBeInTheDocument();
    expect(within(card()).getByText('December 22, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    expect(screen.getByText('Cancel Premium?')).toBeInTheDocument();
    expect(
      screen.getByText(/You keep every Premium benefit until December 22, 2026/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep Premium' }));
    expect(screen.queryByText('Cancel Premium?')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('cancels to the period end, then resumes', async () => {
    const fetchMock = fakeApi({
      'POST /api/subscription/cancel': () => ({ status: 200, body: CANCELLED }),
      'POST /api/subscription/resume': () => ({ status: 200, body: ACTIVE }),
    });
    renderApp(<Live />, { user: member({ isPremium: true, plan: ACTIVE }) });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByTestId('plan-summary')).toHaveTextContent(
      'Cancelled — Premium stays on until December 22, 2026.',
    );
    expect(within(card()).getByText('Ends on')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await within(card()).findByText('Renews on')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      'POST /api/subscription/cancel',
      'POST /api/subscription/resume',
    ]);
  });

  it('says the sandbox charges nothing', () => {
    fakeApi({});
    renderApp(<Live />, {
      user: member({ isPremium: true, plan: { ...ACTIVE, provider: 'sandbox' } }),
    });
    expect(screen.getByText('Sandbox payments — no real charge')).toBeInTheDocument();
  });
});
