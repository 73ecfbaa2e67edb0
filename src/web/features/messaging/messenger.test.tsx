import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TConversation, TMessage } from '../../../contract/messaging.ts';
import { getToasts } from '../../app/toasts/toast-store.ts';
import { renderApp } from '../../test/app-harness.tsx';
import { CLASSIC_FAMILY, SIMPLE_FAMILY, type MessagingFamily } from './families.ts';
import { MessagesScreen } from './messages-screen.tsx';
import { clearPending } from './pending.ts';
import { closeRealtime, setSocketFactoryForTests } from './realtime.ts';
import { fakeSockets } from './test-socket.ts';
import { ANA, CONVERSATION_ID, ME, callsTo, chatApi, conversation, message } from './test-chat.ts';

let sockets: ReturnType<typeof fakeSockets>;

beforeEach(() => {
  sockets = fakeSockets();
  setSocketFactoryForTests(sockets.create);
});

afterEach(() => {
  closeRealtime();
  setSocketFactoryForTests(undefined);
  clearPending();
  vi.useRealTimers();
});

function open(family: MessagingFamily, path: string) {
  return renderApp(<MessagesScreen family={family} />, { user: ME, path });
}

const thread = () => within(screen.getByTestId('thread'));
const bubbles = () => thread().queryAllByTestId('message');
const box = () => screen.getByRole('textbox', { name: 'Message' });

/** A frame from the server; the query cache tells its observers on a zero-delay timer. */
async function serverSends(frame: unknown) {
  await act(async () => {
    sockets.last.receive(frame);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** The socket is up and the server has said hello. */
async function connect() {
  // The socket opens once its frame check has loaded (realtime.ts loads it on demand).
  await act(() => vi.waitFor(() => sockets.last));
  act(() => sockets.last.accept());
  await serverSends({ type: 'ready', userId: ME.id, unread: { messages: 0, activity: 0 } });
}

describe('/messages-simple: optimistic sends and ticks (2-traveller-features §4)', () => {
  it('shows a message at once as sending, then sent, delivered and read as frames arrive', async () => {
    const incoming = message({ content: 'Hi from Lisbon!' });
    const store = { conversations: [conversation()], messages: [incoming] };
    chatApi(store);
    open(SIMPLE_FAMILY, `/messages-simple?conversation=${CONVERSATION_ID}`);
    await connect();
    await screen.findByText('Hi from Lisbon!');
    expect(screen.getByTestId('connection-status')).toHaveTextContent('Connected');
    // Ticks show only on the sender's own messages.
    expect(within(bubbles()[0]!).queryByTestId('message-status')).not.toBeInTheDocument();

    await userEvent.type(box(), 'See you in Porto{Enter}');
    const sent = sockets.last.sentOfType('send_message');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ conversationId: CONVERSATION_ID, content: 'See you in Porto' });
    const tempId = String(sent[0]!.tempId);
    expect(box()).toHaveValue('');
    const mine = () => bubbles().at(-1)!;
    expect(mine()).toHaveTextContent('See you in Porto');
    expect(within(mine()).getByTestId('message-status')).toHaveAttribute('data-status', 'sending');

    const stored = message({ senderId: ME.id, content: 'See you in Porto', tempId });
    await serverSends({ type: 'message_sent', tempId, messageId: stored.id, message: stored });
    expect(within(mine()).getByTestId('message-status')).toHaveAttribute('data-status', 'sent');
    expect(bubbles()).toHaveLength(2);

    const receipt = (status: string) => ({
      type: 'message_status',
      messageId: stored.id,
      conversationId: CONVERSATION_ID,
      status,
      timestamp: new Date().toISOString(),
    });
    await serverSends(receipt('delivered'));
    expect(within(mine()).getByTestId('message-status')).toHaveAttribute(
      'data-status',
      'delivered',
    );
    await serverSends(receipt('read'));
    expect(within(mine()).getByTestId('message-status')).toHaveAttribute('data-status', 'read');
    // A late "delivered" never takes a read message back.
    await serverSends(receipt('delivered'));
    expect(within(mine()).getByTestId('message-status')).toHaveAttribute('data-status', 'read');
  });

  it('marks a message refused over the socket as failed, and a retry sends it again', async () => {
    const store = { conversations: [conversation()], messages: [] };
    chatApi(store);
    open(SIMPLE_FAMILY, `/messages-simple?conversation=${CONVERSATION_ID}`);
    await connect();
    await screen.findByText('No messages yet. Start the conversation!');
    await userEvent.type(box(), 'Too fast{Enter}');
    const tempId = String(sockets.last.sentOfType('send_message')[0]!.tempId);
    await serverSends({
      type: 'error',
      message: 'You are sending messages too fast. Please wait a moment.',
      tempId,
    });
    const bubble = bubbles()[0]!;
    expect(within(bubble).getByTestId('message-status')).toHaveAttribute('data-status', 'failed');
    expect(bubble).toHaveTextContent('You are sending messages too fast');

    await userEvent.click(within(bubble).getByRole('button', { name: 'Retry' }));
    const retries = sockets.last.sentOfType('send_message');
    expect(retries).toHaveLength(2);
    expect(retries[1]!.tempId).toBe(tempId); // same tempId: the server stores it once
    expect(within(bubbles()[0]!).getByTestId('message-status')).toHaveAttribute(
      'data-status',
      'sending',
    );
  });

  it('with the socket down sends over HTTP; a failed send is removed and its text put back', async () => {
    const store: { conversations: TConversation[]; messages: TMessage[] } = {
      conversations: [conversation()],
      messages: [],
    };
    let answer: { status: number; body: unknown } = {
      status: 500,
      body: { message: 'Database unavailable' },
    };
    const mock = chatApi(store, () => answer);
    open(SIMPLE_FAMILY, `/messages-simple?conversation=${CONVERSATION_ID}`);
    act(() => sockets.last.drop());
    await screen.findByText('No messages yet. Start the conversation!');
    expect(screen.getByTestId('connection-status')).toHaveAttribute('data-status', 'reconnecting');

    await userEvent.type(box(), 'Are you there?{Enter}');
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Message not sent'));
    expect(getToasts()[0]?.description).toBe('Database unavailable');
    expect(bubbles()).toHaveLength(0);
    expect(box()).toHaveValue('Are you there?');
    expect(callsTo(mock, 'POST', `/api/conversations-clean/${CONVERSATION_ID}/messages`)).toBe(1);

    const stored = message({ senderId: ME.id, content: 'Are you there?' });
    answer = { status: 201, body: stored };
    store.messages = [stored];
    await userEvent.type(box(), '{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(box()).toHaveValue('');
    expect(within(bubbles()[0]!).getByTestId('message-status')).toHaveAttribute(
      'data-status',
      'sent',
    );
  });

  it('reads the open thread: POST mark-read and the badge drops', async () => {
    const incoming = message({ content: 'Unread one' });
    const store = {
      conversations: [conversation({ unreadCount: 1 })],
      messages: [incoming],
      unread: 1,
    };
    const mock = chatApi(store);
    open(SIMPLE_FAMILY, `/messages-simple?conversation=${CONVERSATION_ID}`);
    await connect();
    await screen.findByText('Unread one');
    await waitFor(() =>
      expect(callsTo(mock, 'POST', `/api/conversations-clean/${CONVERSATION_ID}/mark-read`)).toBe(
        1,
      ),
    );
  });
});

describe('/messages: live delivery and polling only while the socket is down (§4, §9)', () => {
  it('shows a message that arrives over the socket, confirms delivery and reads it when open', async () => {
    const store = { conversations: [conversation()], messages: [] };
    chatApi(store);
    open(CLASSIC_FAMILY, `/messages?conversation=${CONVERSATION_ID}`);
    await connect();
    await screen.findByText('No messages yet. Start the conversation!');
    const arriving = message({ content: 'Just landed in Tokyo' });
    await serverSends({ type: 'new_message', message: arriving });
    expect(thread().getByText('Just landed in Tokyo')).toBeInTheDocument();
    // The list's preview follows.
    expect(screen.getByTestId('conversation')).toHaveTextContent('Just landed in Tokyo');
    expect(sockets.last.sentOfType('message_delivered')).toEqual([
      { type: 'message_delivered', messageId: arriving.id },
    ]);
    await waitFor(() =>
      expect(sockets.last.sentOfType('message_read')).toEqual([
        { type: 'message_read', messageId: arriving.id },
      ]),
    );
    // The same message again (an HTTP echo) is not shown twice.
    await serverSends({ type: 'new_message', message: arriving });
    expect(thread().getAllByText('Just landed in Tokyo')).toHaveLength(1);
  });

  it('drops a message a moderator deleted from the open thread, and re-reads the list it led', async () => {
    const kept = message({ content: 'Nice to meet you' });
    const removed = message({ content: 'Something rude' });
    const store = {
      conversations: [
        conversation({
          lastMessage: {
            id: removed.id,
            content: removed.content,
            imageUrl: null,
            senderId: removed.senderId,
            createdAt: removed.createdAt,
            status: 'sent',
          },
        }),
      ],
      messages: [kept, removed],
    };
    const api = chatApi(store);
    open(CLASSIC_FAMILY, `/messages?conversation=${CONVERSATION_ID}`);
    await connect();
    expect(await thread().findByText('Something rude')).toBeInTheDocument();
    const listReads = callsTo(api, 'GET', '/api/conversations');
    store.messages = [kept];
    store.conversations = [conversation({ lastMessage: null })];
    await serverSends({
      type: 'message_removed',
      messageId: removed.id,
      conversationId: CONVERSATION_ID,
    });
    expect(thread().queryByText('Something rude')).toBeNull();
    expect(thread().getByText('Nice to meet you')).toBeInTheDocument();
    // The preview named the removed message: the list is asked again.
    await waitFor(() =>
      expect(callsTo(api, 'GET', '/api/conversations')).toBeGreaterThan(listReads),
    );
    expect(screen.getByTestId('conversation')).not.toHaveTextContent('Something rude');
  });

  it('disables the box while a send is in flight and keeps the text when it fails', async () => {
    const store = { conversations: [conversation()], messages: [] };
    chatApi(store, () => ({ status: 500, body: { message: 'Try later' } }));
    open(CLASSIC_FAMILY, `/messages?conversation=${CONVERSATION_ID}`);
    await connect();
    await screen.findByText('No messages yet. Start the conversation!');
    await userEvent.type(box(), 'Hello{Enter}');
    await waitFor(() => expect(getToasts()[0]?.title).toBe('Message not sent'));
    expect(box()).toHaveValue('Hello');
    expect(box()).not.toBeDisabled();
    expect(bubbles()).toHaveLength(0);
  });

  it('polls the open thread every 2 s only while the socket is down, and stops once it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const store = { conversations: [conversation()], messages: [message({ content: 'First' })] };
    const mock = chatApi(store);
    const messagesPath = `/api/conversations/${CONVERSATION_ID}/messages`;
    open(CLASSIC_FAMILY, `/messages?conversation=${CONVERSATION_ID}`);
    await connect();
    await screen.findByText('First');
    const initial = callsTo(mock, 'GET', messagesPath);
    const initialList = callsTo(mock, 'GET', '/api/conversations');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(mock, 'GET', messagesPath)).toBe(initial);
    expect(callsTo(mock, 'GET', '/api/conversations')).toBe(initialList);

    // The socket drops and stays down (the retry does not connect).
    act(() => sockets.last.drop());
    store.messages = [...store.messages, message({ content: 'Arrived by polling' })];
    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(await screen.findByText('Arrived by polling')).toBeInTheDocument();
    const whileDown = callsTo(mock, 'GET', messagesPath);
    expect(whileDown).toBeGreaterThan(initial);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(callsTo(mock, 'GET', messagesPath)).toBeGreaterThanOrEqual(whileDown + 1);

    // Back up: one catch-up read, then silence.
    await connect();
    await act(() => vi.advanceTimersByTimeAsync(500));
    const afterReconnect = callsTo(mock, 'GET', messagesPath);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(callsTo(mock, 'GET', messagesPath)).toBe(afterReconnect);
  });

  it('shows typing and presence from the socket, and sends typing while the member writes', async () => {
    chatApi({ conversations: [conversation()], messages: [] });
    open(CLASSIC_FAMILY, `/messages?conversation=${CONVERSATION_ID}`);
    await connect();
    await screen.findByText('No messages yet. Start the conversation!');
    await waitFor(() =>
      expect(sockets.last.sentOfType('presence_subscribe')).toEqual([
        { type: 'presence_subscribe', userIds: [ANA.id] },
      ]),
    );
    await serverSends({ type: 'presence', userId: ANA.id, online: true });
    expect(screen.getByTestId('thread-subtitle')).toHaveTextContent('Active now');
    await serverSends({
      type: 'typing',
      conversationId: CONVERSATION_ID,
      userId: ANA.id,
      isTyping: true,
    });
    expect(screen.getByTestId('thread-subtitle')).toHaveTextContent('typing…');
    expect(screen.getByTestId('typing-indicator')).toHaveTextContent('Ana Lima is typing');
    await serverSends({
      type: 'typing',
      conversationId: CONVERSATION_ID,
      userId: ANA.id,
      isTyping: false,
    });
    expect(screen.queryByTestId('typing-indicator')).not.toBeInTheDocument();

    await userEvent.type(box(), 'Hel');
    expect(sockets.last.sentOfType('typing')).toEqual([
      { type: 'typing', conversationId: CONVERSATION_ID, isTyping: true },
    ]);
    await userEvent.clear(box());
    expect(sockets.last.sentOfType('typing').at(-1)).toEqual({
      type: 'typing',
      conversationId: CONVERSATION_ID,
      isTyping: false,
    });
  });

  it('updates the unread badge from unread frames, with no conversations poll', async () => {
    const store = { conversations: [conversation()], messages: [], unread: 3 };
    chatApi(store);
    open(CLASSIC_FAMILY, '/messages');
    await waitFor(() => expect(screen.getAllByTestId('unread-badge')[0]).toHaveTextContent(/^3$/));
    await connect();
    await serverSends({ type: 'unread', unread: { messages: 120, activity: 0 } });
    expect(screen.getAllByTestId('unread-badge')[0]).toHaveTextContent('99+');
    await serverSends({ type: 'unread', unread: { messages: 0, activity: 0 } });
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start messaging')).toBeInTheDocument();
    expect(screen.getByText('or start a new chat')).toBeInTheDocument();
  });
});
