import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, member, renderApp } from '../../../test/app-harness.tsx';
import { EmailManagementPanel } from './email-management-panel.tsx';

afterEach(() => vi.unstubAllGlobals());

const templates = [
  {
    id: 'welcome',
    name: 'Welcome',
    subject: 'Welcome to Roamly, Alex!',
    description: 'Greets a member.',
    variables: ['firstName', 'personalMessage', 'platformUrl'],
  },
];

function open(
  extra: Record<string, (init: RequestInit | undefined) => { status: number; body?: unknown }> = {},
) {
  const api = fakeApi({
    'GET /api/admin/email/templates': () => ({ status: 200, body: { templates } }),
    'GET /api/admin/email/campaigns': () => ({
      status: 200,
      body: {
        campaigns: [
          {
            id: 'c1',
            kind: 'welcome',
            templateId: 'welcome',
            status: 'paused',
            pauseReason: 'Paused by itself: 11 bounces and complaints in the last 300 sends',
            audienceCount: 400,
            sent: 289,
            failed: 0,
            bounced: 11,
            complained: 0,
            skipped: 0,
            remaining: 100,
            createdAt: '2026-11-01T10:00:00.000Z',
            finishedAt: null,
            createdByName: 'Olga Admin',
          },
        ],
      },
    }),
    'GET /api/admin/email/campaigns/c1': () => ({
      status: 200,
      body: {
        campaign: {},
        failures: [
          {
            email: 'gone@example.test',
            status: 'bounced',
            error: '550 5.1.1 No such user',
            attemptedAt: null,
          },
        ],
      },
    }),
    'GET /api/admin/email/users/all': () => ({
      status: 200,
      body: { users: [], nextCursor: null, total: 0 },
    }),
    ...extra,
  });
  renderApp(<EmailManagementPanel />, { user: member({ role: 'admin' }), path: '/admin' });
  return api;
}

describe('EmailManagementPanel', () => {
  it('asks for a template and an address before a test send (spec 3 §5)', async () => {
    const api = open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send test email' }));
    expect(
      screen.getByText('Please select a template and enter a test email address.'),
    ).toBeVisible();
    expect(api.mock.calls.some(([url]) => String(url).includes('send-test'))).toBe(false);
  });

  it('shows the template’s personalisation fields and sends them', async () => {
    let sent: unknown;
    open({
      'POST /api/admin/email/send-test': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 200, body: { success: true, message: 'Test email sent to qa@x.test' } };
      },
    });
    await screen.findByRole('option', { name: 'Welcome' });
    fireEvent.change(screen.getByLabelText('Template'), { target: { value: 'welcome' } });
    fireEvent.change(screen.getByLabelText('Test email address'), {
      target: { value: 'qa@x.test' },
    });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Quinn' } });
    expect(screen.getByLabelText('Personal message')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Send test email' }));
    await vi.waitFor(() =>
      expect(sent).toEqual({
        templateId: 'welcome',
        testEmail: 'qa@x.test',
        personalizations: { firstName: 'Quinn' },
      }),
    );
  });

  it('shows a campaign’s progress, why it paused and its failures in the provider’s words', async () => {
    open();
    const campaigns = await screen.findByRole('list', { name: 'Campaigns' });
    expect(within(campaigns).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    expect(within(campaigns).getByTestId('campaign-sent')).toHaveTextContent('289');
    expect(within(campaigns).getByTestId('campaign-remaining')).toHaveTextContent('100');
    expect(within(campaigns).getByText(/Paused by itself/)).toBeVisible();
    expect(within(campaigns).getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(await within(campaigns).findByText('550 5.1.1 No such user')).toBeInTheDocument();
  });
});
