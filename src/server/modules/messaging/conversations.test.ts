import { describe, expect, it } from 'vitest';
import { listConversationsRoute } from '../../../contract/messaging.ts';
import { createTestApp } from '../../test/app.ts';
import { buildConversation, buildMessage } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('the conversation list', () => {
  it('lists the member’s conversations with the last message and their unread count only', async () => {
    const alice = await buildMember(database);
    const bob = await buildMember(database);
    const carol = await buildMember(database);
    const conversation = await buildConversation(database, {
      between: [alice.user.id, bob.user.id],
    });
    const say = (senderId: string, content: string, minutes: number, read: boolean) =>
      buildMessage(database, {
        conversationId: conversation.id,
        senderId,
        content,
        createdAt: minutesAgo(minutes),
        readAt: read ? new Date() : null,
      });
    await say(alice.user.id, 'Hi Bob', 3, true);
    await say(bob.user.id, 'Hey Alice!', 2, false);
    await say(bob.user.id, 'Lisbon next week?', 1, false);

    const forAlice = (await injectRoute(app, listConversationsRoute, { cookie: alice.cookie }))
      .body;
    expect(forAlice).toHaveLength(1);
    expect(forAlice[0]).toMatchObject({
      id: conversation.id,
      unreadCount: 2,
      lastMessage: { content: 'Lisbon next week?' },
    });
    expect([forAlice[0]?.participant1.id, forAlice[0]?.participant2.id].sort()).toEqual(
      [alice.user.id, bob.user.id].sort(),
    );
    expect(forAlice[0]?.participant1).not.toHaveProperty('passwordHash');
    const participants = [forAlice[0]?.participant1, forAlice[0]?.participant2];
    expect(participants.find((p) => p?.id === alice.user.id)?.email).toBe(alice.user.email);
    expect(participants.find((p) => p?.id === bob.user.id)?.email).toBeNull();

    const forBob = (await injectRoute(app, listConversationsRoute, { cookie: bob.cookie })).body;
    expect(forBob[0]?.unreadCount).toBe(0);

    const forCarol = (await injectRoute(app, listConversationsRoute, { cookie: carol.cookie }))
      .body;
    expect(forCarol).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await injectRoute(app, listConversationsRoute)).status).toBe(401);
  });
});
