import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TConversation } from '../../../contract/messaging.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { CLASSIC_FAMILY, SIMPLE_FAMILY } from './families.ts';
import { MessagesScreen } from './messages-screen.tsx';
import { closeRealtime, setSocketFactoryForTests } from './realtime.ts';
import { ANA, CONVERSATION_ID, ME, ME_CHAT, callsTo, chatApi, conversation } from './test-chat.ts';
import { fakeSockets } from './test-socket.ts';

beforeEach(() => setSocketFactoryForTests(fakeSockets().create));
afterEach(() => {
  closeRealtime();
  setSocketFactoryForTests(undefined);
});

describe('/messages screens (2-traveller-features §2)', () => {
  it('asks visitors to log in, with a Sign In button to /api/login', async () => {
    renderApp(<MessagesScreen family={CLASSIC_FAMILY} />, { user: null, path: '/messages' });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Please log in to access messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });

  it("says 'Loading conversations...' and then the empty state with 'Start Your First Chat'", async () => {
    chatApi({ conversations: [], messages: [] });
    renderApp(<MessagesScreen family={CLASSIC_FAMILY} />, { user: ME, path: '/messages' });
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start Your First Chat' })).toBeInTheDocument();
  });

  it('Start New Chat view: back, Load Available Users, others only, Start Chat opens the thread', async () => {
    const store = { conversations: [] as TConversation[], messages: [] };
    const mock = chatApi(store);
    const started = conversation();
    const original = mock.getMockImplementation()!;
    mock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://roamly.test');
      if (url.pathname === '/api/chat/users') {
        return Response.json([ME_CHAT, ANA]);
      }
      if (url.pathname === '/api/conversations' && init?.method === 'POST') {
        store.conversations = [started];
        return Response.json(started);
      }
      return original(input, init);
    });
    renderApp(<MessagesScreen family={CLASSIC_FAMILY} />, { user: ME, path: '/messages' });
    await screen.findByText('No conversations yet');
    await userEvent.click(screen.getAllByRole('button', { name: 'New Chat' })[0]!);
    expect(screen.getByRole('heading', { name: 'Start New Chat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load Available Users' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Travellers' });
    // Never yourself.
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByText('Ana Lima')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Start Chat with Ana Lima' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`conversation=${CONVERSATION_ID}`),
    );
    expect(await screen.findByText('No messages yet. Start the conversation!')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type a message...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();
  });

  it('dialog variant: search travellers, pick one, Start Chat (disabled until someone is picked)', async () => {
    const store = { conversations: [] as TConversation[], messages: [] };
    const mock = chatApi(store);
    const original = mock.getMockImplementation()!;
    const searches: string[] = [];
    mock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://roamly.test');
      if (url.pathname === '/api/users-clean') {
        searches.push(url.searchParams.get('q') ?? '');
        return Response.json([ANA]);
      }
      if (url.pathname === '/api/conversations-clean' && init?.method === 'POST') {
        store.conversations = [conversation()];
        return Response.json(store.conversations[0]);
      }
      return original(input, init);
    });
    renderApp(<MessagesScreen family={SIMPLE_FAMILY} />, { user: ME, path: '/messages-simple' });
    await userEvent.click(await screen.findByRole('button', { name: 'Start Your First Chat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start New Chat' });
    const start = within(dialog).getByRole('button', { name: 'Start Chat' });
    expect(start).toBeDisabled();
    await userEvent.type(
      within(dialog).getByRole('searchbox', { name: 'Search travellers' }),
      'LIMA',
    );
    await waitFor(() => expect(searches).toContain('LIMA'));
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Ana Lima/ }));
    expect(start).toBeEnabled();
    await userEvent.click(start);
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(`conversation=${CONVERSATION_ID}`),
    );
    expect(callsTo(mock, 'POST', '/api/conversations-clean')).toBe(1);
  });

  it("?user= (the profile's Message button) starts or opens the chat with that member", async () => {
    const store = { conversations: [] as TConversation[], messages: [] };
    const mock = chatApi(store);
    const original = mock.getMockImplementation()!;
    const bodies: unknown[] = [];
    mock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://roamly.test');
      if (url.pathname === '/api/conversations' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        store.conversations = [conversation()];
        return Response.json(store.conversations[0]);
      }
      return original(input, init);
    });
    renderApp(<MessagesScreen family={CLASSIC_FAMILY} />, {
      user: ME,
      path: `/messages?user=${ANA.id}`,
    });
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/messages?conversation=${CONVERSATION_ID}`,
      ),
    );
    expect(bodies).toEqual([{ participantId: ANA.id }]);
    expect(await screen.findByRole('heading', { name: 'Ana Lima' })).toBeInTheDocument();
  });

  it("with no selection says 'Select a conversation to start messaging' / 'or start a new chat'", async () => {
    chatApi({ conversations: [conversation()], messages: [] });
    renderApp(<MessagesScreen family={CLASSIC_FAMILY} />, { user: ME, path: '/messages' });
    expect(await screen.findByText('Select a conversation to start messaging')).toBeInTheDocument();
    expect(screen.getByText('or start a new chat')).toBeInTheDocument();
    await userEvent.click(await screen.findByTestId('conversation'));
    expect(await screen.findByRole('heading', { name: 'Ana Lima' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to conversations' })).toBeInTheDocument();
  });
});
