import { describe, expect, it } from 'vitest';
import type { TConversation } from '../../../contract/messaging.ts';
import { createTestApp, signUp } from '../../test/app.ts';

const { app, database } = await createTestApp();

describe('GET /api/conversations', () => {
  it('lists the member’s conversations with the last message and their unread count only', async () => {
    const alice = await signUp(app);
    const bob = await signUp(app);
    const carol = await signUp(app);
    const [a, b] = [alice.user.id, bob.user.id].sort();
    const { rows } = await database.pool.query(
      'INSERT INTO conversations (user_a_id, user_b_id) VALUES ($1, $2) RETURNING id',
      [a, b],
    );
    const conversationId = rows[0].id;
    await database.pool.query(
      `INSERT INTO messages (conversation_id, sender_id, content, created_at, read_at) VALUES
        ($1, $2, 'Hi Bob', now() - interval '3 minutes', now()),
        ($1, $3, 'Hey Alice!', now() - interval '2 minutes', NULL),
        ($1, $3, 'Lisbon next week?', now() - interval '1 minute', NULL)`,
      [conversationId, alice.user.id, bob.user.id],
    );

    const forAlice: TConversation[] = (
      await app.inject({ url: '/api/conversations', headers: { cookie: alice.cookie } })
    ).json();
    expect(forAlice).toHaveLength(1);
    expect(forAlice[0]).toMatchObject({
      id: conversationId,
      unreadCount: 2,
      lastMessage: { content: 'Lisbon next week?' },
    });
    expect([forAlice[0]?.participant1.id, forAlice[0]?.participant2.id].sort()).toEqual([a, b]);
    expect(forAlice[0]?.participant1).not.toHaveProperty('passwordHash');

    const forBob: TConversation[] = (
      await app.inject({ url: '/api/conversations', headers: { cookie: bob.cookie } })
    ).json();
    expect(forBob[0]?.unreadCount).toBe(0);

    const forCarol = (
      await app.inject({ url: '/api/conversations', headers: { cookie: carol.cookie } })
    ).json();
    expect(forCarol).toEqual([]);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/conversations' })).statusCode).toBe(401);
  });
});
