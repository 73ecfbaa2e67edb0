import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../context.ts';
import { canMessage, canReadConversation, type MessageRecipient } from './messaging.policy.ts';

const member: Viewer = { id: 'member-1', role: 'member' };
const admin: Viewer = { id: 'admin-1', role: 'admin' };
const open: MessageRecipient = { id: 'traveller-2', privacySettings: { allowMessages: true } };
const closed: MessageRecipient = { id: 'traveller-2', privacySettings: { allowMessages: false } };
const legacy: MessageRecipient = { id: 'traveller-2', privacySettings: null };

describe('canMessage', () => {
  const table: [string, Viewer | null, MessageRecipient, boolean][] = [
    ['a member to a traveller who allows messages', member, open, true],
    ['a member to a traveller with default settings', member, legacy, true],
    ['a member to a traveller who turned messages off', member, closed, false],
    ['an admin to a traveller who turned messages off', admin, closed, false],
    ['a visitor (signed out)', null, open, false],
    ['a member to themselves', member, { ...open, id: member.id }, false],
    [
      'a member to a traveller across a block (either way)',
      member,
      { ...open, blocked: true },
      false,
    ],
    ['an admin across a block', admin, { ...open, blocked: true }, false],
    ['a member to a traveller with no block', member, { ...open, blocked: false }, true],
    ['a member the closed traveller follows', member, { ...closed, followsViewer: true }, true],
    [
      'a member the closed traveller does not follow',
      member,
      { ...closed, followsViewer: false },
      false,
    ],
    [
      'a followed member across a block',
      member,
      { ...closed, followsViewer: true, blocked: true },
      false,
    ],
  ];
  it.each(table)('%s', (_label, viewer, recipient, expected) => {
    expect(canMessage(viewer, recipient)).toBe(expected);
  });
});

describe('canReadConversation', () => {
  const conversation = { participantIds: ['member-1', 'traveller-2'] };
  it('lets the two participants in and nobody else', () => {
    expect(canReadConversation(member, conversation)).toBe(true);
    expect(canReadConversation({ id: 'traveller-2', role: 'member' }, conversation)).toBe(true);
    expect(canReadConversation(admin, conversation)).toBe(false);
    expect(canReadConversation(null, conversation)).toBe(false);
  });
});
