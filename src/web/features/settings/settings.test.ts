import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
} from '../../../contract/settings.ts';
import { applyPreferencesPatch, inversePreferencesPatch } from './preference-toggles.ts';
import { formatRelativeTime } from './relative-time.ts';
import { settingsTabFrom } from './settings-tabs.ts';
import { member } from '../../test/app-harness.tsx';

describe('optimistic preference patches', () => {
  const user = member();
  it('applies a patch to one group and keeps the other keys', () => {
    const next = applyPreferencesPatch(user, { privacySettings: { showLocation: false } });
    expect(next.privacySettings).toEqual({ ...DEFAULT_PRIVACY_SETTINGS, showLocation: false });
    expect(next.notificationSettings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('undoes only the keys the patch touched', () => {
    const first = applyPreferencesPatch(user, { privacySettings: { showLocation: false } });
    const undo = inversePreferencesPatch(user, { privacySettings: { showLocation: false } });
    // A second toggle lands before the first one fails: rolling back the first keeps the second.
    const second = applyPreferencesPatch(first, { notificationSettings: { soundAlerts: false } });
    const rolledBack = applyPreferencesPatch(second, undo);
    expect(rolledBack.privacySettings.showLocation).toBe(true);
    expect(rolledBack.notificationSettings.soundAlerts).toBe(false);
  });

  it('keeps pushNotificationsEnabled in step with the push toggle', () => {
    const on = applyPreferencesPatch(user, { notificationSettings: { pushNotifications: true } });
    expect(on.pushNotificationsEnabled).toBe(true);
    const other = applyPreferencesPatch(on, { notificationSettings: { soundAlerts: false } });
    expect(other.pushNotificationsEnabled).toBe(true);
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
