import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { renderWithApp, requestBody, scriptFetch } from '../settings/test-harness.tsx';
import { HELP_ARTICLES, HELP_CATEGORIES, searchHelpArticles } from './help-articles.ts';
import { HelpPage } from './help-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('help answers search', () => {
  it('covers every category and returns everything for an empty query', () => {
    for (const category of HELP_CATEGORIES) {
      expect(HELP_ARTICLES.some((article) => article.category === category)).toBe(true);
    }
    expect(searchHelpArticles('   ')).toHaveLength(HELP_ARTICLES.length);
  });

  it('needs every word, ignores case and accents, and ranks question matches first', () => {
    expect(searchHelpArticles('PRIVATE profile').map((a) => a.id)[0]).toBe('private-profile');
    expect(searchHelpArticles('prémium cost').map((a) => a.id)).toEqual(['premium-price']);
    expect(searchHelpArticles('zebra crossing')).toEqual([]);
    const inQuestion = searchHelpArticles('messages').map((a) =>
      a.question.toLowerCase().includes('messages'),
    );
    expect(inQuestion[0]).toBe(true);
    expect(inQuestion.includes(false)).toBe(true);
    expect(inQuestion.indexOf(false)).toBeGreaterThan(inQuestion.lastIndexOf(true));
  });
});

describe('Help Center page', () => {
  it('filters the answers as the member types and opens an answer', async () => {
    renderWithApp(<HelpPage sender={null} />, { user: null, path: '/help' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(screen.getAllByTestId('help-answer')).toHaveLength(HELP_ARTICLES.length);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help' }), 'hide location');
    await waitFor(() => expect(screen.getAllByTestId('help-answer')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('1 answer matches “hide location”');
    await userEvent.click(screen.getByText('Can I hide where I live?'));
    expect(screen.getByText(/Switch off Show location/)).toBeVisible();

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search help' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help' }), 'qwerty');
    await waitFor(() => expect(screen.getByText(/No answer matches your search/)).toBeVisible());
  });

  it('prefills a member and refuses an incomplete message without sending it', async () => {
    const fetchMock = scriptFetch();
    renderWithApp(<HelpPage sender={{ name: 'Maya Rivers', email: 'maya@example.test' }} />, {
      path: '/help',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('Maya Rivers');
    expect(screen.getByLabelText('E-mail')).toHaveValue('maya@example.test');
    await userEvent.clear(screen.getByLabelText('E-mail'));
    await userEvent.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await userEvent.type(screen.getByLabelText('Message'), 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('E-mail must be a valid e-mail address')).toBeVisible();
    expect(screen.getByText('Choose a topic', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visitor message and shows the receipt', async () => {
    const fetchMock = scriptFetch({
      status: 201,
      body: { id: '7f3a9c21-0000-4000-8000-000000000000', createdAt: '2025-06-01T10:00:00.000Z' },
    });
    renderWithApp(<HelpPage sender={null} />, { user: null, path: '/help' });
    await userEvent.type(screen.getByLabelText('Name'), 'Sam Visitor');
    await userEvent.type(screen.getByLabelText('E-mail'), 'Sam@Example.test');
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'account');
    await userEvent.type(screen.getByLabelText('Message'), 'I cannot sign in since yesterday.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Thanks — your message is on its way')).toBeVisible();
    expect(screen.getByText('7f3a9c21')).toBeVisible();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/help/messages');
    expect(requestBody(fetchMock)).toEqual({
      name: 'Sam Visitor',
      email: 'sam@example.test',
      topic: 'account',
      message: 'I cannot sign in since yesterday.',
    });
    expect(getToasts()[0]?.title).toBe('Message sent');
    await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it("shows the server's refusal (e.g. the rate limit) and keeps what was typed", async () => {
    scriptFetch({ status: 429, body: { message: 'Too many messages. Try again in 15 minutes.' } });
    renderWithApp(<HelpPage sender={{ name: 'Maya Rivers', email: 'maya@example.test' }} />, {
      path: '/help',
    });
    await userEvent.selectOptions(screen.getByLabelText('Topic'), 'bug');
    await userEvent.type(screen.getByLabelText('Message'), 'The map does not load on my phone.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages. Try again in 15 minutes.',
    );
    expect(screen.getByLabelText('Message')).toHaveValue('The map does not load on my phone.');
  });
});
