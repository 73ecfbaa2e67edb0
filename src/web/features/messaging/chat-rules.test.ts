import { describe, expect, it } from 'vitest';
import type { TChatUser } from '../../../contract/messaging.ts';
import { filterChatUsers, matchesChatUser, otherParticipant } from './people.ts';
import { buildThreadItems, newestUnreadIncoming, storedStatus } from './thread-items.ts';
import { ANA, ME, conversation, message } from './test-chat.ts';

const JO: TChatUser = {
  id: 'jo',
  firstName: 'Jo',
  lastName: 'Sakamoto',
  email: 'JO.S@example.test',
  profileImageUrl: null,
};

describe('traveller search (2-traveller-features §5)', () => {
  it('matches first name, last name or e-mail, case-insensitive', () => {
    expect(matchesChatUser(JO, 'jo', ME.id)).toBe(true);
    expect(matchesChatUser(JO, 'SAKA', ME.id)).toBe(true);
    expect(matchesChatUser(JO, 'jo.s@EXAMPLE', ME.id)).toBe(true);
    expect(matchesChatUser(JO, 'jo saka', ME.id)).toBe(true);
    expect(matchesChatUser(JO, 'lisbon', ME.id)).toBe(false);
  });

  it('never lists the member themselves, even with a blank search', () => {
    const self: TChatUser = { ...JO, id: ME.id };
    expect(filterChatUsers([self, JO, ANA], '', ME.id)).toEqual([JO, ANA]);
    expect(filterChatUsers([self], 'jo', ME.id)).toEqual([]);
  });

  it('derives the other participant from the current user', () => {
    expect(otherParticipant(conversation(), ME.id).id).toBe(ANA.id);
    expect(otherParticipant(conversation(), ANA.id).id).toBe(ME.id);
  });
});

describe('thread items (§3, §4)', () => {
  it('derives a status from the times when none is given', () => {
    const at = '2026-11-20T10:00:00.000Z';
    const bare = { deliveredAt: null, readAt: null };
    expect(storedStatus({ ...bare, status: undefined as never })).toBe('sent');
    expect(storedStatus({ ...bare, deliveredAt: at, status: undefined as never })).toBe(
      'delivered',
    );
    expect(storedStatus({ deliveredAt: at, readAt: at, status: undefined as never })).toBe('read');
  });

  it('shows a pending message once: as sending until it comes back stored', () => {
    const pending = {
      tempId: 'tmp-1',
      conversationId: 'c',
      content: 'On my way',
      timestamp: Date.parse('2026-11-20T10:30:00.000Z'),
      status: 'sending' as const,
    };
    const incoming = message({ content: 'Where are you?' });
    const before = buildThreadItems([incoming], [pending], ME.id);
    expect(before.map((item) => [item.content, item.mine, item.status])).toEqual([
      ['Where are you?', false, 'sent'],
      ['On my way', true, 'sending'],
    ]);
    const stored = message({ senderId: ME.id, content: 'On my way', tempId: 'tmp-1' });
    const after = buildThreadItems([incoming, stored], [pending], ME.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ id: stored.id, status: 'sent', key: 'tmp-1' });
  });

  it('finds the newest unread message to the viewer', () => {
    const read = message({ readAt: '2026-11-20T10:00:00.000Z', status: 'read' });
    const unread = message();
    const mine = message({ senderId: ME.id });
    expect(newestUnreadIncoming([read, unread, mine], ME.id)?.id).toBe(unread.id);
    expect(newestUnreadIncoming([read, mine], ME.id)).toBeNull();
  });
});
