/**
 * Test-only data of the messaging component tests: members, conversations and messages in the
 * contract's shapes, and a fake API that answers the messaging routes from a mutable store.
 */
import type { TChatUser, TConversation, TMessage } from '../../../contract/messaging.ts';
import { fakeApi, member } from '../../test/app-harness.tsx';

export const ME = member();
export const ANA: TChatUser = {
  id: '5d0c8a5e-0000-4000-8000-0000000000a1',
  firstName: 'Ana',
  lastName: 'Lima',
  email: null,
  profileImageUrl: null,
};
export const ME_CHAT: TChatUser = {
  id: ME.id,
  firstName: ME.firstName,
  lastName: ME.lastName,
  email: ME.email,
  profileImageUrl: null,
};
export const CONVERSATION_ID = '5d0c8a5e-0000-4000-8000-0000000000c1';

let clock = Date.parse('2026-11-20T10:00:00.000Z');
let counter = 0;

export function message(overrides: Partial<TMessage> = {}): TMessage {
  counter += 1;
  clock += 60_000;
  const mine = (overrides.senderId ?? ANA.id) === ME.id;
  return {
    id: `5d0c8a5e-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    conversationId: CONVERSATION_ID,
    senderId: ANA.id,
    sender: mine ? ME_CHAT : ANA,
    content: `Message ${counter}`,
    imageUrl: null,
    createdAt: new Date(clock).toISOString(),
    status: 'sent',
    deliveredAt: null,
    readAt: null,
    tempId: null,
    ...overrides,
  };
}

export function conversation(overrides: Partial<TConversation> = {}): TConversation {
  return {
    id: CONVERSATION_ID,
    participant1: ME_CHAT,
    participant2: ANA,
    lastMessage: null,
    unreadCount: 0,
    lastMessageAt: new Date(clock).toISOString(),
    ...overrides,
  };
}

type Reply = { status: number; body?: unknown };

/**
 * Answers both route families from `store`; `send` decides what a POST of a message answers
 * (default: stored as sent). Returns the fetch mock and the store.
 */
export function chatApi(
  store: { conversations: TConversation[]; messages: TMessage[]; unread?: number },
  send?: (body: { content: string; tempId?: string; imageUrl?: string | null }) => Reply,
) {
  const page = () => ({ status: 200, body: { items: store.messages, nextCursor: null } });
  const list = () => ({ status: 200, body: store.conversations });
  const post = (init: RequestInit | undefined): Reply => {
    const body = JSON.parse(String(init?.body)) as {
      content: string;
      tempId?: string;
      imageUrl?: string | null;
    };
    if (send) return send(body);
    const stored = message({
      senderId: ME.id,
      content: body.content,
      imageUrl: body.imageUrl ?? null,
      tempId: body.tempId ?? null,
    });
    store.messages = [...store.messages, stored];
    return { status: 201, body: stored };
  };
  const path = `/api/conversations/${CONVERSATION_ID}`;
  const clean = `/api/conversations-clean/${CONVERSATION_ID}`;
  const mock = fakeApi({
    'GET /api/conversations': list,
    'GET /api/conversations-clean': list,
    'GET /api/conversations/unread-count': () => ({
      status: 200,
      body: { unreadCount: store.unread ?? 0 },
    }),
    [`GET ${path}/messages`]: page,
    [`GET ${clean}/messages`]: page,
    [`POST ${path}/messages`]: post,
    [`POST ${clean}/messages`]: post,
    [`POST ${clean}/mark-read`]: () => ({ status: 200, body: { markedCount: 1, unreadCount: 0 } }),
    'GET /api/activity/unread-count': () => ({ status: 200, body: { unreadCount: 0 } }),
  });
  return mock;
}

/** How many requests of `method path` the mock saw. */
export function callsTo(mock: ReturnType<typeof fakeApi>, method: string, path: string) {
  return mock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://roamly.test');
    return (init?.method ?? 'GET') === method && url.pathname === path;
  }).length;
}
