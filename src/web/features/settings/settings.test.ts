import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATIONS, DEFAULT_PRIVACY, parseToggles } from './local-settings.ts';
import { formatRelativeTime } from './relative-time.ts';
import { settingsTabFrom } from './settings-tabs.ts';

describe('local privacy and notification toggles', () => {
  it('defaults notifications on except push and likes (spec 1 §9)', () => {
    const values = parseToggles(null, DEFAULT_NOTIFICATIONS);
    expect(values.pushNotifications).toBe(false);
    expect(values.likeNotifications).toBe(false);
    expect(
      Object.entries(values)
        .filter(([, on]) => !on)
        .map(([key]) => key)
        .sort(),
    ).toEqual(['likeNotifications', 'pushNotifications']);
  });

  it('ignores corrupt storage and unknown or mistyped keys', () => {
    expect(parseToggles('{oops', DEFAULT_PRIVACY)).toEqual(DEFAULT_PRIVACY);
    expect(
      parseToggles('{"showLocation":false,"allowMessages":"no","extra":true}', DEFAULT_PRIVACY),
    ).toEqual({
      ...DEFAULT_PRIVACY,
      showLocation: false,
    });
  });
});

describe('settings tab from the URL', () => {
  it('defaults to profile', () => {
    expect(settingsTabFrom(null)).toBe('profile');
    expect(settingsTabFrom('bogus')).toBe('profile');
    expect(settingsTabFrom('accessibility')).toBe('accessibility');
    expect(settingsTabFrom('notifications')).toBe('notifications');
  });
});

describe('relative time of a session', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  it('reads naturally', () => {
    expect(formatRelativeTime('2025-06-01T11:59:30Z', now)).toBe('just now');
    expect(formatRelativeTime('2025-06-01T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatRelativeTime('2025-06-01T09:00:00Z', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-05-31T12:00:00Z', now)).toBe('yesterday');
    expect(formatRelativeTime('not a date', now)).toBe('unknown');
  });
});
