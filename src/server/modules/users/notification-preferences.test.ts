import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../contract/settings.ts';
import {
  ESSENTIAL_EMAIL_KINDS,
  notificationSettingsOf,
  OPTIONAL_EMAIL_KINDS,
  wantsEmail,
  type EmailKind,
} from './notification-preferences.ts';

const member = (settings: Record<string, unknown> | null) => ({ notificationSettings: settings });
const allOff = Object.fromEntries(
  Object.keys(DEFAULT_NOTIFICATION_SETTINGS).map((k) => [k, false]),
);

describe('wantsEmail', () => {
  const table: [string, Record<string, unknown> | null, EmailKind, boolean][] = [
    ['verification with everything off', allOff, 'email-verification', true],
    ['password reset with everything off', allOff, 'password-reset', true],
    ['security alert with e-mail off', { emailNotifications: false }, 'security-alert', true],
    ['help reply with e-mail off', { emailNotifications: false }, 'help-reply', true],
    ['campaign with defaults', null, 'campaign', true],
    ['campaign with e-mail off', { emailNotifications: false }, 'campaign', false],
    ['digest with e-mail off', { emailNotifications: false }, 'digest', false],
    ['new follower with defaults', null, 'new-follower', true],
    ['new follower with e-mail off', { emailNotifications: false }, 'new-follower', false],
    ['new follower with follows off', { followNotifications: false }, 'new-follower', false],
    ['new like with defaults (likes default off)', null, 'new-like', false],
    ['new like with likes on', { likeNotifications: true }, 'new-like', true],
    [
      'new like with likes on but e-mail off',
      { likeNotifications: true, emailNotifications: false },
      'new-like',
      false,
    ],
    ['new message with messages off', { messageNotifications: false }, 'new-message', false],
    ['new comment with comments on', { commentNotifications: true }, 'new-comment', true],
    ['travel updates off', { travelUpdates: false }, 'travel-updates', false],
    ['mistyped master switch falls back to on', { emailNotifications: 'no' }, 'campaign', true],
  ];
  it.each(table)('%s', (_label, settings, kind, expected) => {
    expect(wantsEmail(member(settings), kind)).toBe(expected);
  });

  it('sends every essential kind and no optional kind when e-mail is off', () => {
    const off = member({ emailNotifications: false });
    for (const kind of ESSENTIAL_EMAIL_KINDS) expect(wantsEmail(off, kind)).toBe(true);
    for (const kind of Object.keys(OPTIONAL_EMAIL_KINDS) as EmailKind[]) {
      expect(wantsEmail(off, kind)).toBe(false);
    }
  });
});

describe('notificationSettingsOf', () => {
  it('fills missing and mistyped keys with the defaults', () => {
    expect(notificationSettingsOf(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(notificationSettingsOf({ soundAlerts: false, travelUpdates: 'yes' })).toEqual({
      ...DEFAULT_NOTIFICATION_SETTINGS,
      soundAlerts: false,
    });
  });
});
