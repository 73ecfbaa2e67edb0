import { afterAll, describe, expect, it } from 'vitest';
import {
  deleteEmailRoute,
  gmailAuthRoute,
  gmailCallbackRoute,
  inboxRoute,
  type TInboxEmail,
  type TInboxPage,
} from '../../../contract/admin-inbox.ts';
import { startFakeGmail } from '../../test/fake-gmail.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { syncGmail } from './gmail-sync.ts';

const google = await startFakeGmail();
afterAll(() => google.close());
const gmail = {
  clientId: 'gmail-client',
  clientSecret: 'shh',
  authUrl: `${google.url}/o/oauth2/v2/auth`,
  tokenUrl: `${google.url}/token`,
  apiUrl: google.url,
};
const { app } = await createTestApp({ gmail, baseUrl: 'https://roamly.example' });
const admin = await buildMember(app.deps.database, { role: 'admin' });
const otherAdmin = await buildMember(app.deps.database, { role: 'admin' });
const member = await buildMember(app.deps.database);
const sync = () =>
  syncGmail({
    db: app.deps.database.db,
    storage: app.deps.storage,
    log: app.log,
    config: { ...app.deps.config, gmail },
  });

let counter = 0;
function raw(subject: string, extra: string[] = []): { raw: string; messageId: string } {
  counter += 1;
  const messageId = `<gmail-${counter}-${Date.now()}@traveller.example>`;
  const lines = [
    'From: Ana Traveller <ana@traveller.example>',
    'To: ops@gmail.example',
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    'Date: Sun, 01 Nov 2026 09:00:00 +0000',
    ...extra,
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Body of ${subject}.`,
  ];
  return { raw: lines.join('\r\n'), messageId };
}

async function inbox(): Promise<TInboxPage> {
  const response = await injectRoute(app, inboxRoute, {
    query: { limit: 100 },
    cookie: admin.cookie,
  });
  return response.body;
}
const byMessageId = (emails: TInboxEmail[], id: string) =>
  emails.filter((email) => email.messageId === id);

async function consent(cookie: string) {
  const response = await injectRoute(app, gmailAuthRoute, { cookie });
  expect(response.status).toBe(200);
  return new URL(response.body.authUrl);
}

const callback = (cookie: string, query: { code?: string; state?: string; error?: string }) =>
  app.inject({
    method: 'GET',
    url: `${gmailCallbackRoute.path}?${new URLSearchParams(query).toString()}`,
    headers: { cookie },
  });

describe('Gmail OAuth and sync by history id (against a local fake of Google)', () => {
  it('GET /api/admin/gmail/auth returns the consent URL (read-only scope, offline, signed state)', async () => {
    const url = await consent(admin.cookie);
    expect(`${url.origin}${url.pathname}`).toBe(gmail.authUrl);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'gmail-client',
      redirect_uri: 'https://roamly.example/api/admin/gmail/callback',
      response_type: 'code',
      scope: 'https://www.googleapis.com/auth/gmail.readonly',
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(url.searchParams.get('state')).toMatch(/\S{20,}/);
    expect((await injectRoute(app, gmailAuthRoute, { cookie: member.cookie })).status).toBe(403);
  });

  it('refuses a callback with a forged, foreign or missing state, and a refused consent', async () => {
    const state = (await consent(otherAdmin.cookie)).searchParams.get('state') ?? '';
    for (const query of [
      { code: 'good-code', state: 'forged.1.2.3' },
      { code: 'good-code', state },
      { code: 'good-code' },
      { error: 'access_denied' },
    ]) {
      const response = await callback(admin.cookie, query);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Gmail was not connected');
    }
    const { channels } = await inbox();
    expect(channels).toEqual([expect.objectContaining({ source: 'gmail', account: null })]);
  });

  it('connects, lists the inbox once, then imports only what the history added', async () => {
    const first = raw('Visa question');
    const second = raw('Thanks!');
    const firstId = google.addMessage(first.raw);
    google.addMessage(second.raw, { unread: false });

    const state = (await consent(admin.cookie)).searchParams.get('state') ?? '';
    const connected = await callback(admin.cookie, { code: 'good-code', state });
    expect(connected.statusCode).toBe(200);
    expect(connected.body).toContain('ops@gmail.example is connected');
    // The refresh token is stored sealed, never in clear.
    const stored = await app.deps.database.pool.query<{ secret: string }>(
      "SELECT secret FROM mailbox_sync_state WHERE source = 'gmail'",
    );
    expect(stored.rows[0]?.secret).not.toContain('1//refresh');

    const full = await sync();
    expect(full).toMatchObject({ full: true, stored: 2, duplicates: 0 });
    let page = await inbox();
    expect(byMessageId(page.emails, first.messageId)[0]?.isRead).toBe(false);
    expect(byMessageId(page.emails, second.messageId)[0]?.isRead).toBe(true);
    expect(page.channels).toEqual([
      expect.objectContaining({
        source: 'gmail',
        account: 'ops@gmail.example',
        lastSuccessAt: expect.any(String),
        lastError: null,
      }),
    ]);
    // Read-only: the account's UNREAD label is untouched.
    expect(google.labelsOf(firstId)).toContain('UNREAD');

    const reply = raw('Re: Visa question', [`In-Reply-To: ${first.messageId}`]);
    google.addMessage(reply.raw);
    const incremental = await sync();
    expect(incremental).toMatchObject({ full: false, stored: 1, duplicates: 0 });
    page = await inbox();
    expect(byMessageId(page.emails, reply.messageId)[0]?.threadId).toBe(
      byMessageId(page.emails, first.messageId)[0]?.threadId,
    );
    expect(await sync()).toMatchObject({ full: false, stored: 0 });
  });

  it('a re-authorisation and an expired history re-list the inbox without one duplicate; deleted stays deleted', async () => {
    const doomed = raw('Cheap watches');
    google.addMessage(doomed.raw);
    await sync();
    const target = byMessageId((await inbox()).emails, doomed.messageId)[0];
    if (!target) throw new Error('not imported');
    await injectRoute(app, deleteEmailRoute, { params: { id: target.id }, cookie: admin.cookie });

    const state = (await consent(admin.cookie)).searchParams.get('state') ?? '';
    expect((await callback(admin.cookie, { code: 'good-code', state })).statusCode).toBe(200);
    const afterReauth = await sync();
    expect(afterReauth).toMatchObject({ full: true, stored: 0, deleted: 1 });
    expect('duplicates' in afterReauth && afterReauth.duplicates).toBeGreaterThanOrEqual(3);

    google.expireHistory();
    google.addMessage(raw('After the gap').raw);
    const afterGap = await sync();
    expect(afterGap).toMatchObject({ full: true, stored: 1, deleted: 1 });

    const ids = (await inbox()).emails.map((email) => email.messageId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(doomed.messageId);
  });

  it('a revoked token is recorded as the channel’s error, with Google’s words', async () => {
    google.refuseRefresh(true);
    await expect(sync()).rejects.toThrow(/invalid_grant: Token has been expired or revoked/);
    const { channels } = await inbox();
    expect(channels[0]).toMatchObject({
      source: 'gmail',
      lastError: expect.stringContaining('Token has been expired or revoked'),
    });
    google.refuseRefresh(false);
  });
});
