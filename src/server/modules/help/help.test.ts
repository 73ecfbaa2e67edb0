import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  HELP_MESSAGE_RATE_LIMIT,
  listHelpMessagesRoute,
  sendHelpMessageRoute,
  type THelpMessageBody,
  type THelpMessagesQuery,
} from '../../../contract/help.ts';
import { helpMessages } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { canReadHelpMessages } from './help.policy.ts';

const { app, database } = await createTestApp();
const member = await buildMember(database, { firstName: 'Maya', lastName: 'Rivers' });
const admin = await buildMember(database, { role: 'admin' });

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Visitor',
  email: 'Sam@Example.com',
  topic: 'account',
  message: 'I cannot sign in since yesterday.',
  ...overrides,
});

/** Sends a contact-form message; the payload may be deliberately invalid. */
const send = (payload: unknown, options: { cookie?: string; ip?: string } = {}) =>
  injectRoute(app, sendHelpMessageRoute, {
    body: payload as THelpMessageBody,
    cookie: options.cookie,
    remoteAddress: options.ip ?? clientAddress(),
  });

const list = (query: THelpMessagesQuery, cookie?: string) =>
  injectRoute(app, listHelpMessagesRoute, { query, cookie });

describe('POST /api/help/messages', () => {
  it('stores a visitor message for the operator and returns a receipt', async () => {
    const response = await send(message());
    expect(response.status).toBe(201);
    const receipt = response.body;
    expect(receipt.id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await database.db
      .select()
      .from(helpMessages)
      .where(eq(helpMessages.id, receipt.id));
    expect(row).toMatchObject({
      userId: null,
      name: 'Sam Visitor',
      email: 'sam@example.com',
      topic: 'account',
      status: 'new',
    });
  });

  it('links a signed-in member to their message', async () => {
    const response = await send(message({ email: member.user.email }), { cookie: member.cookie });
    expect(response.status).toBe(201);
    const [row] = await database.db
      .select({ userId: helpMessages.userId })
      .from(helpMessages)
      .where(eq(helpMessages.id, response.body.id));
    expect(row?.userId).toBe(member.user.id);
  });

  it.each([
    [{ name: '   ' }, /Name is required/],
    [{ email: 'not-an-address' }, /E-mail must be a valid e-mail address/],
    [{ topic: 'refunds-now' }, /topic/i],
    [{ message: 'short' }, /Message must be at least 10 characters/],
    [{ message: 'x'.repeat(4001) }, /Message must be at most 4000 characters/],
    [{ extra: 'field' }, /extra/],
  ])('refuses %o with a 400 that names the problem', async (override, expected) => {
    const response = await send(message(override));
    expect(response.status).toBe(400);
    expect(response.message).toMatch(expected);
  });

  it(`allows ${HELP_MESSAGE_RATE_LIMIT.max} messages per address, then answers 429`, async () => {
    const ip = clientAddress();
    for (let i = 0; i < HELP_MESSAGE_RATE_LIMIT.max; i += 1) {
      expect((await send(message(), { ip })).status).toBe(201);
    }
    const refused = await send(message(), { ip });
    expect(refused.status).toBe(429);
    expect(refused.message).toBeTruthy();
  });
});

describe('GET /api/admin/help-messages', () => {
  it('is for admins only', async () => {
    expect((await list({})).status).toBe(401);
    const forbidden = await list({}, member.cookie);
    expect(forbidden.status).toBe(403);
    expect(forbidden.message).toBeTruthy();
    expect(canReadHelpMessages(null)).toBe(false);
    expect(canReadHelpMessages({ id: 'x', role: 'member' })).toBe(false);
    expect(canReadHelpMessages({ id: 'x', role: 'moderator' })).toBe(false);
    expect(canReadHelpMessages({ id: 'x', role: 'admin' })).toBe(true);
  });

  it('pages through every message newest first without gaps or repeats', async () => {
    const topics = ['privacy', 'posts', 'premium', 'bug', 'other'];
    for (const topic of topics) {
      expect((await send(message({ topic, message: `About ${topic} please help` }))).status).toBe(
        201,
      );
    }
    const total = await database.db.$count(helpMessages);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list({ limit: 3, cursor: cursor ?? undefined }, admin.cookie);
      expect(response.status, response.response.body).toBe(200);
      const page = response.body;
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.createdAt + item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const times = seen.map((key) => key.slice(0, 24));
    expect([...times].sort().reverse()).toEqual(times);

    const first = (await list({ limit: 1 }, admin.cookie)).body;
    expect(first.items[0]).toMatchObject({ topic: 'other', message: 'About other please help' });
  });

  it('filters by status and refuses a forged cursor with a 400', async () => {
    const fresh = await list({ status: 'answered' }, admin.cookie);
    expect(fresh.status).toBe(200);
    expect(fresh.body.items).toEqual([]);
    const forged = await list({ cursor: 'not-a-cursor' }, admin.cookie);
    expect(forged.status).toBe(400);
    expect(forged.message).toMatch(/cursor/i);
  });
});
