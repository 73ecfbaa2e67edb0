import { describe, expect, it } from 'vitest';
import { formatBadgeCount, totalUnread } from './unread.ts';

describe('unread badge (spec 1 §2, §9)', () => {
  it('sums unreadCount over all conversations', () => {
    expect(totalUnread([{ unreadCount: 2 }, { unreadCount: 0 }, { unreadCount: 5 }])).toBe(7);
    expect(totalUnread(undefined)).toBe(0);
  });

  it('caps at 99+', () => {
    expect(formatBadgeCount(0)).toBe('');
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(12, 9)).toBe('9+');
  });
});
