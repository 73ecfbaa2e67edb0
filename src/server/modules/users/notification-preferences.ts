import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type TNotificationSettings,
} from '../../../contract/settings.ts';

/**
 * Mail the account cannot work without: sent whatever the member's notification settings say,
 * because switching them off would lock people out (verification, reset) or hide an attack.
 * A reply to a Help Center message is essential too: the member asked for it.
 */
export const ESSENTIAL_EMAIL_KINDS = [
  'email-verification',
  'password-reset',
  'password-changed',
  'email-changed',
  'security-alert',
  'help-reply',
] as const;

/**
 * Mail that is only news or activity, each with the notification toggle that also governs it
 * (null: only the master "E-mail notifications" switch applies).
 */
export const OPTIONAL_EMAIL_KINDS = {
  'new-follower': 'followNotifications',
  'new-comment': 'commentNotifications',
  'new-like': 'likeNotifications',
  'new-message': 'messageNotifications',
  'travel-updates': 'travelUpdates',
  campaign: null,
  digest: null,
} as const satisfies Record<string, keyof TNotificationSettings | null>;

export type EssentialEmailKind = (typeof ESSENTIAL_EMAIL_KINDS)[number];
export type OptionalEmailKind = keyof typeof OPTIONAL_EMAIL_KINDS;
export type EmailKind = EssentialEmailKind | OptionalEmailKind;

/** True for mail that goes out even when the member switched e-mail notifications off. */
export function isEssentialEmail(kind: EmailKind): kind is EssentialEmailKind {
  return (ESSENTIAL_EMAIL_KINDS as readonly string[]).includes(kind);
}

/**
 * The stored settings with defaults for missing or mistyped keys: rows written before a toggle
 * existed (or by hand) must still answer every question.
 */
export function notificationSettingsOf(
  stored: Partial<Record<keyof TNotificationSettings, unknown>> | null | undefined,
): TNotificationSettings {
  const settings: TNotificationSettings = { ...DEFAULT_NOTIFICATION_SETTINGS };
  for (const key of Object.keys(settings) as (keyof TNotificationSettings)[]) {
    const value = stored?.[key];
    if (typeof value === 'boolean') settings[key] = value;
  }
  return settings;
}

/**
 * Whether a member wants this e-mail. Essential mail always; anything else only while
 * "E-mail notifications" is on and, for activity mail, the matching toggle (new followers,
 * comments, likes, messages, travel updates) is on as well. Mail jobs ask this before queueing.
 */
export function wantsEmail(
  user: { notificationSettings: Partial<Record<keyof TNotificationSettings, unknown>> | null },
  kind: EmailKind,
): boolean {
  if (isEssentialEmail(kind)) return true;
  const settings = notificationSettingsOf(user.notificationSettings);
  if (!settings.emailNotifications) return false;
  const toggle = OPTIONAL_EMAIL_KINDS[kind];
  return toggle === null || settings[toggle];
}
