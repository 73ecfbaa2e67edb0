import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInboxEmail, TInboxPage } from '../../../../contract/admin-inbox.ts';
import { fakeApi, member, renderApp } from '../../../test/app-harness.tsx';
import { InboxScreen } from './inbox-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

function email(overrides: Partial<TInboxEmail> = {}): TInboxEmail {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    from: 'ana@traveller.example',
    fromName: 'Ana Traveller',
    to: 'hello@roamly.example',
    subject: 'Re: Re: Trip to Porto',
    body: 'Could you tell me whether the Porto walking tour runs on Sundays in winter as well?',
    html: '<p>Could you tell me whether the <b>Porto</b> walking tour runs on Sundays?</p>',
    date: '2026-11-01T09:00:00.000Z',
    isRead: false,
    folder: 'inbox',
    threadId: '11111111-1111-4111-8111-111111111111',
    messageId: '<a1@traveller.example>',
    delivery: null,
    attachments: [
      {
        id: '22222222-2222-4222-8222-222222222222',
        filename: 'ticket.pdf',
        contentType: 'application/pdf',
        size: 2048,
        url: '/api/admin/inbox/1/attachments/2',
      },
    ],
    ...overrides,
  };
}

const page = (emails: TInboxEmail[]): TInboxPage => ({
  emails,
  nextCursor: null,
  unreadCount: emails.filter((item) => !item.isRead).length,
  channels: [],
});

function open(handlers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(handlers);
  renderApp(<InboxScreen pageHeading />, { user: member({ role: 'admin' }), path: '/admin/inbox' });
  return api;
}

describe('InboxScreen', () => {
  it('lists mail with the New badge and 50-character previews; selecting marks it read', async () => {
    let read = false;
    const markRead = vi.fn(() => {
      read = true;
      return { status: 200, body: { ok: true } };
    });
    open({
      'GET /api/admin/inbox': () => ({ status: 200, body: page([email({ isRead: read })]) }),
      'POST /api/admin/inbox/mark-read/11111111-1111-4111-8111-111111111111': markRead,
    });
    const item = await screen.findByTestId('inbox-item');
    expect(within(item).getByText('New')).toBeVisible();
    expect(within(item).getByTestId('inbox-preview')).toHaveTextContent(
      'Could you tell me whether the Porto walking tour r…',
    );
    fireEvent.click(item);
    await waitFor(() => expect(markRead).toHaveBeenCalledTimes(1));
    expect(within(item).queryByText('New')).toBeNull();
    const article = screen.getByRole('article');
    expect(within(article).getByRole('heading', { name: 'Re: Re: Trip to Porto' })).toBeVisible();
    expect(within(article).getByText('Porto').tagName).toBe('B');
    expect(within(article).getByRole('link', { name: /ticket\.pdf/ })).toHaveAttribute(
      'download',
      'ticket.pdf',
    );
  });

  it('reply: one pane at a time, "Re: " once, the original quoted, and empty fields refused', async () => {
    const reply = vi.fn((init: RequestInit | undefined) => {
      const body = JSON.parse(String(init?.body)) as Record<string, string>;
      return {
        status: 201,
        body: {
          success: true,
          message: 'Reply sent',
          email: email({ id: '33333333-3333-4333-8333-333333333333', subject: body.subject }),
        },
      };
    });
    open({
      'GET /api/admin/inbox': () => ({ status: 200, body: page([email({ isRead: true })]) }),
      'POST /api/admin/inbox/reply': reply,
    });
    fireEvent.click(await screen.findByTestId('inbox-item'));
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }));
    // The read pane closed when the reply pane opened.
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByLabelText('Subject')).toHaveValue('Re: Trip to Porto');
    expect(screen.getByLabelText('To')).toHaveValue('ana@traveller.example');
    const editor = screen.getByRole('textbox', { name: 'Message' });
    expect(editor.querySelector('blockquote')).toHaveTextContent('walking tour');
    expect(editor).toHaveTextContent('Ana Traveller <ana@traveller.example> wrote:');

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields.');
    expect(reply).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Re: Trip to Porto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent')).toHaveAttribute('role', 'status');
    const sent = JSON.parse(String(reply.mock.calls[0]?.[0]?.body)) as Record<string, string>;
    expect(sent).toMatchObject({
      to: 'ana@traveller.example',
      subject: 'Re: Trip to Porto',
      inReplyTo: '11111111-1111-4111-8111-111111111111',
    });
    expect(sent.body).toContain('<blockquote>');
  });

  it('says when a send fails, with the spec’s words', async () => {
    open({
      'GET /api/admin/inbox': () => ({ status: 200, body: page([]) }),
      'POST /api/admin/inbox/send': () => ({ status: 503, body: { message: 'Mail is down' } }),
    });
    expect(await screen.findByText('No emails found')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Compose' }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: 'guest@example.com' } });
    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'HTML source' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Message' }), {
      target: { value: '<p>Welcome!</p>' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to send email. Please try again.',
    );
  });

  it('shows the loading error with Try Again', async () => {
    let fail = true;
    open({
      'GET /api/admin/inbox': () =>
        fail
          ? { status: 503, body: { message: 'The mailbox is unavailable' } }
          : { status: 200, body: page([]) },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading emails: The mailbox is unavailable');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No emails found')).toBeVisible();
  });

  it('connect mail account: the consent in a 500 by 600 popup, or the spec’s failure message', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    const openWindow = vi.fn(() => popup);
    vi.stubGlobal('open', openWindow);
    let configured = true;
    open({
      'GET /api/admin/inbox': () => ({ status: 200, body: page([]) }),
      'GET /api/admin/gmail/auth': () =>
        configured
          ? { status: 200, body: { authUrl: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' } }
          : { status: 503, body: { message: 'Gmail is not configured' } },
    });
    const button = await screen.findByRole('button', { name: 'Connect mail account' });
    fireEvent.click(button);
    await waitFor(() =>
      expect(popup.location.href).toBe('https://accounts.google.com/o/oauth2/v2/auth?x=1'),
    );
    expect(openWindow).toHaveBeenCalledWith(
      'about:blank',
      'roamly-mail-auth',
      expect.stringMatching(/width=500,height=600/),
    );
    configured = false;
    fireEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to start Gmail authorization process.',
    );
    expect(popup.close).toHaveBeenCalled();
  });
});
