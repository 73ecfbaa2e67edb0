import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../app/toasts/toast-store.ts';
import { fakeApi, member, renderApp } from '../../test/app-harness.tsx';
import { SocialAutomationPage } from './social-automation-page.tsx';
import { accounts, campaign, post, STATUS } from './test-fixtures.ts';

vi.mock('../../app/toasts/toast-store.ts', () => ({ toast: vi.fn() }));
beforeEach(() => vi.mocked(toast).mockClear());
afterEach(() => vi.unstubAllGlobals());

const admin = member({ role: 'admin' });

type Handlers = Parameters<typeof fakeApi>[0];

function api(overrides: Handlers = {}) {
  return fakeApi({
    'GET /api/social-media/status': () => ({ status: 200, body: STATUS }),
    'GET /api/social-media/accounts': () => ({ status: 200, body: { accounts: accounts() } }),
    'GET /api/social-media/campaigns': () => ({ status: 200, body: { campaigns: [] } }),
    'GET /api/social-media/scheduled-posts': () => ({ status: 200, body: { posts: [] } }),
    ...overrides,
  });
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('social automation page', () => {
  it('shows the four service indicators, the accounts and the empty states', async () => {
    api();
    renderApp(<SocialAutomationPage />, { user: admin, path: '/social-automation' });
    expect(await screen.findByText('Content generator')).toBeInTheDocument();
    for (const label of ['Video generator', 'Text AI service', 'Video AI service']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(await screen.findAllByText('Not connected')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Roamly' })).toBeInTheDocument();

    fireEvent.click(tab('Campaigns'));
    expect(await screen.findByText('No campaigns yet')).toBeInTheDocument();
    fireEvent.click(tab('Scheduled Posts'));
    expect(await screen.findByText('No scheduled posts')).toBeInTheDocument();
    fireEvent.click(tab('Analytics'));
    expect(await screen.findByText('No analytics data')).toBeInTheDocument();
  });

  it('lists overdue posts from the status read', async () => {
    api({
      'GET /api/social-media/status': () => ({
        status: 200,
        body: {
          ...STATUS,
          alerts: [
            {
              postId: 3,
              campaignId: 7,
              campaignName: 'Lisbon spring',
              platform: 'twitter',
              scheduledFor: '2026-11-01T09:00:00.000Z',
              status: 'failed',
              error: 'Rate limit exceeded',
            },
          ],
        },
      }),
    });
    renderApp(<SocialAutomationPage />, { user: admin });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 post is more than 5 minutes overdue');
    expect(alert).toHaveTextContent('Rate limit exceeded');
  });

  it('says which accounts are sandboxed or need reconnecting', async () => {
    api({
      'GET /api/social-media/accounts': () => ({
        status: 200,
        body: {
          accounts: accounts({
            twitter: { connected: true, mode: 'sandbox', status: 'connected', username: 'roamly' },
            linkedin: { connected: true, mode: 'live', status: 'connected', username: 'roamly' },
            facebook: { connected: true, mode: 'live', status: 'needs_reconnect', username: 'r' },
          }),
        },
      }),
    });
    renderApp(<SocialAutomationPage />, { user: admin });
    expect(await screen.findByText('Sandbox')).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Needs reconnect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect Facebook' })).toBeInTheDocument();
  });

  it('checks the campaign form and says what is missing', async () => {
    const fetch = api();
    renderApp(<SocialAutomationPage />, { user: admin });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    expect(within(dialog).getByText('Campaign name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Select at least one platform')).toBeInTheDocument();
    expect(within(dialog).getByText('Select at least one content type')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('refuses a reference image of 5MB or more with the spec toast', async () => {
    const fetch = api();
    renderApp(<SocialAutomationPage />, { user: admin });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    const big = new File([new Uint8Array(5 * 1024 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByLabelText('Reference image (optional)'), {
      target: { files: [big] },
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'File too large',
      description: 'Please select an image under 5MB',
      variant: 'destructive',
    });
    expect(fetch.mock.calls.some(([url]) => String(url).includes('upload-reference-image'))).toBe(
      false,
    );
  });

  it('creates a campaign with the chosen platforms and types', async () => {
    let sent: unknown = null;
    api({
      'POST /api/social-media/campaigns': (init) => {
        sent = JSON.parse(String(init?.body));
        return { status: 201, body: { success: true, campaign: campaign() } };
      },
    });
    renderApp(<SocialAutomationPage />, { user: admin });
    fireEvent.click(screen.getAllByRole('button', { name: 'Create Campaign' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Create Campaign' });
    fireEvent.change(within(dialog).getByLabelText('Campaign name'), {
      target: { value: 'Lisbon spring' },
    });
    fireEvent.click(within(dialog).getByLabelText('Roamly'));
    fireEvent.click(within(dialog).getByLabelText('Image'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Campaign created successfully!',
        variant: 'success',
      }),
    );
    expect(sent).toMatchObject({
      name: 'Lisbon spring',
      strategy: 'destination_highlights',
      targetPlatforms: ['roamly'],
      contentTypes: ['image'],
      schedulingRules: { frequency: 'daily', timesPerDay: 2, preferredTimes: ['09:00', '17:00'] },
      contentSettings: { tone: 'inspirational', includeHashtags: true, hashtagCount: 15 },
    });
  });

  it('asks for the secret only on X', async () => {
    api();
    renderApp(<SocialAutomationPage />, { user: admin });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Connect Account' });
    expect(within(dialog).getByLabelText('API key')).toHaveAttribute('type', 'password');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText('Username is required')).toBeInTheDocument();
    expect(within(dialog).getByText('API key is required')).toBeInTheDocument();
    expect(within(dialog).queryByText(/API secret is required/)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Platform'), { target: { value: 'twitter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Connect' }));
    expect(within(dialog).getByText('API secret is required for X (Twitter)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('API secret')).toHaveAttribute('type', 'password');
  });

  it('shows campaign cards with their rate, and Generating... while content is written', async () => {
    let finish: () => void = () => {};
    api({
      'GET /api/social-media/campaigns': () => ({
        status: 200,
        body: { campaigns: [campaign({ referenceImageUrl: '/r.png', isActive: false })] },
      }),
    });
    const pending = new Promise<void>((resolve) => (finish = resolve));
    const fetchMock = vi.mocked(globalThis.fetch);
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/test-dalle')) {
        await pending;
        return new Response(JSON.stringify({ message: 'No provider' }), { status: 503 });
      }
      return base(input, init);
    });
    renderApp(<SocialAutomationPage />, { user: admin });
    fireEvent.click(tab('Campaigns'));
    const card = (await screen.findByRole('heading', { name: 'Lisbon spring' })).closest('li')!;
    expect(within(card).getByText('Reference Image')).toBeInTheDocument();
    expect(within(card).getByText('Paused')).toBeInTheDocument();
    expect(within(card).getByText('75%')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '75');
    fireEvent.click(within(card).getByRole('button', { name: 'Generate Content' }));
    expect(await within(card).findByRole('button', { name: 'Generating...' })).toBeDisabled();
    finish();
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Generation Failed',
        description: 'No provider',
        variant: 'destructive',
      }),
    );
  });

  it('shows five hashtags of a scheduled post, then +N more, with its status colour', async () => {
    api({
      'GET /api/social-media/scheduled-posts': () => ({
        status: 200,
        body: {
          posts: [
            post({
              status: 'scheduled',
              scheduledFor: '2026-12-01T09:00:00.000Z',
              hashtags: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
            }),
            post({ id: 32, number: 2, status: 'failed', scheduledFor: '2026-12-01T17:00:00.000Z' }),
          ],
        },
      }),
    });
    renderApp(<SocialAutomationPage />, { user: admin });
    fireEvent.click(tab('Scheduled Posts'));
    expect(await screen.findByText('+3 more')).toBeInTheDocument();
    expect(screen.getByText('#e')).toBeInTheDocument();
    expect(screen.queryByText('#f')).not.toBeInTheDocument();
    expect(screen.getByText('Scheduled').closest('[data-tone]')).toHaveAttribute(
      'data-tone',
      'blue',
    );
    expect(screen.getByText('Failed').closest('[data-tone]')).toHaveAttribute('data-tone', 'red');
  });

  it('shows the analytics of the chosen campaign', async () => {
    api({
      'GET /api/social-media/campaigns': () => ({ status: 200, body: { campaigns: [campaign()] } }),
    });
    renderApp(<SocialAutomationPage />, { user: admin });
    fireEvent.click(tab('Analytics'));
    expect(await screen.findByText('No analytics data')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Campaign'), { target: { value: '7' } });
    expect(screen.getByText('Avg likes').nextSibling).toHaveTextContent('12.5');
    expect(screen.getByText('Total reach').nextSibling).toHaveTextContent('4,200');
  });

  it('reads the OAuth outcome from the address', async () => {
    api();
    renderApp(<SocialAutomationPage />, {
      user: admin,
      path: '/social-automation?platform=twitter&error=access_denied',
    });
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({
        title: 'Connection failed',
        description: 'access_denied',
        variant: 'destructive',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/social-automation$/),
    );
  });
});
