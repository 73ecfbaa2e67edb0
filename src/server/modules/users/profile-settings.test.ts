import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DEFAULT_PRIVACY_SETTINGS,
} from '../../../contract/settings.ts';
import {
  getCurrentUserRoute,
  todayIsoDate,
  updateCurrentUserRoute,
} from '../../../contract/users.ts';
import { users } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';

const { app, database } = await createTestApp();
const { user, cookie } = await buildMember(database, { firstName: 'Maya', lastName: 'Rivers' });

const patch = (body: Record<string, unknown>) =>
  injectRoute(app, updateCurrentUserRoute, { body: body as never, cookie });

describe('names and date of birth on PATCH /api/auth/user', () => {
  it.each([{ firstName: '' }, { firstName: '   ' }, { lastName: '' }, { lastName: null }])(
    'refuses to blank a name: %o',
    async (body) => {
      const response = await patch(body);
      expect(response.status).toBe(400);
      expect(response.message).toMatch(/name/i);
      const me = await injectRoute(app, getCurrentUserRoute, { cookie });
      expect([me.body.firstName, me.body.lastName]).toEqual(['Maya', 'Rivers']);
    },
  );

  it.each([
    ['1900-01-01', /after 1 January 1900/],
    ['1899-06-15', /after 1 January 1900/],
    [todayIsoDate(), /before today/],
    ['1990-02-30', /real calendar date/],
  ])('refuses the date of birth %s', async (dateOfBirth, message) => {
    const response = await patch({ dateOfBirth });
    expect(response.status).toBe(400);
    expect(response.message).toMatch(message);
  });

  it('accepts 2 January 1900 and trims names', async () => {
    const response = await patch({ dateOfBirth: '1900-01-02', firstName: '  Ana ' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ dateOfBirth: '1900-01-02', firstName: 'Ana' });
  });
});

describe('privacy and notification settings on the account', () => {
  it('start at the spec defaults and merge partial changes key by key', async () => {
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.privacySettings).toEqual(DEFAULT_PRIVACY_SETTINGS);
    expect(me.body.notificationSettings).toEqual(DEFAULT_NOTIFICATION_SETTINGS);

    await patch({ privacySettings: { allowMessages: false } });
    const second = await patch({
      privacySettings: { showLocation: false },
      notificationSettings: { emailNotifications: false },
    });
    expect(second.status).toBe(200);
    expect(second.body.privacySettings).toEqual({
      ...DEFAULT_PRIVACY_SETTINGS,
      allowMessages: false,
      showLocation: false,
    });
    expect(second.body.notificationSettings.emailNotifications).toBe(false);
    expect(second.body.notificationSettings.soundAlerts).toBe(true);
  });

  it('refuses unknown or mistyped keys', async () => {
    expect((await patch({ privacySettings: { allowMessages: 'no' } })).status).toBe(400);
    expect((await patch({ notificationSettings: { smokeSignals: true } })).status).toBe(400);
  });

  it('keeps the push toggle and pushNotificationsEnabled in step both ways', async () => {
    const on = await patch({ notificationSettings: { pushNotifications: true } });
    expect(on.body.pushNotificationsEnabled).toBe(true);
    expect(on.body.notificationSettings.pushNotifications).toBe(true);

    // The push flow (PATCH /api/push/preferences) writes only the column: the toggle follows it.
    await database.db
      .update(users)
      .set({ pushNotificationsEnabled: false })
      .where(eq(users.id, user.id));
    const me = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(me.body.notificationSettings.pushNotifications).toBe(false);
  });
});
