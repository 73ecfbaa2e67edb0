import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { HELP_MESSAGE_RATE_LIMIT, type THelpMessagePage } from '../../../contract/help.ts';
import { helpMessages, users } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp, signUp } from '../../test/app.ts';
import { canReadHelpMessages } from './help.policy.ts';

const { app, database } = await createTestApp();
const member = await signUp(app, { firstName: 'Maya', lastName: 'Rivers' });
const admin = await signUp(app);
await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sam Visitor',
  email: 'Sam@Example.com',
  topic: 'account',
  message: 'I cannot sign in since yesterday.',
  ...overrides,
});

const send = (payload: unknown, options: { cookie?: string; ip?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/help/messages',
    payload: payload as object,
    headers: options.cookie ? { cookie: options.cookie } : {},
    remoteAddress: options.ip ?? clientAddress(),
  });

const list = (query: string, cookie?: string) =>
  app.inject({
    url: `/api/admin/help-messages${query}`,
    headers: cookie ? { cookie } : {},
  });

describe('POST /api/help/messages', () => {
  it('stores a visitor message for the operator and returns a receipt', async () => {
    const response = await send(message());
    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: string; createdAt: string }>();
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
    expect(response.statusCode).toBe(201);
    const [row] = await database.db
      .select({ userId: helpMessages.userId })
      .from(helpMessages)
      .where(eq(helpMessages.id, response.json<{ id: string }>().id));
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
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(expected);
  });

  it(`allows ${HELP_MESSAGE_RATE_LIMIT.max} messages per address, then answers 429`, async () => {
    const ip = clientAddress();
    for (let i = 0; i < HELP_MESSAGE_RATE_LIMIT.max; i += 1) {
      expect((await send(message(), { ip })).statusCode).toBe(201);
    }
    const refused = await send(message(), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toBeTruthy();
  });
});

describe('GET /api/admin/help-messages', () => {
  it('is for admins only', async () => {
    expect((await list('')).statusCode).toBe(401);
    const forbidden = await list('', member.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<{ message: string }>().message).toBeTruthy();
    expect(canReadHelpMessages(null)).toBe(false);
    expect(canReadHelpMessages({ id: 'x', role: 'member' })).toBe(false);
    expect(canReadHelpMessages({ id: 'x', role: 'moderator' })).toBe(false);
    expect(canReadHelpMessages({ id: 'x', role: 'admin' })).toBe(true);
  });

  it('pages through every message newest first without gaps or repeats', async () => {
    const topics = ['privacy', 'posts', 'premium', 'bug', 'other'];
    for (const topic of topics) {
      expect(
        (await send(message({ topic, message: `About ${topic} please help` }))).statusCode,
      ).toBe(201);
    }
    const total = await database.db.$count(helpMessages);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const response = await list(query, admin.cookie);
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<THelpMessagePage>();
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((item) => item.createdAt + item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const times = seen.map((key) => key.slice(0, 24));
    expect([...times].sort().reverse()).toEqual(times);

    const first = (await list('?limit=1', admin.cookie)).json<THelpMessagePage>();
    expect(first.items[0]).toMatchObject({ topic: 'other', message: 'About other please help' });
  });

  it('filters by status and refuses a forged cursor with a 400', async () => {
    const fresh = (await list('?status=answered', admin.cookie)).json<THelpMessagePage>();
    expect(fresh.items).toEqual([]);
    const forged = await list('?cursor=not-a-cursor', admin.cookie);
    expect(forged.statusCode).toBe(400);
    expect(forged.json<{ message: string }>().message).toMatch(/cursor/i);
  });
});
