import { describe, expect, it } from 'vitest';
import { listAuditRoute, objectAuditRoute } from '../../../contract/audit.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { createTestApp } from '../../test/app.ts';
import { buildMember, buildUser } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { createServiceContext } from '../../context.ts';
import { recordAudit } from './audit.ts';

const { app, database } = await createTestApp();
const admin = await buildMember(database, { role: 'admin', firstName: 'Ines', lastName: 'Ops' });

const ctxOf = (viewer: { id: string; role: 'admin' }) =>
  createServiceContext(app.deps, { viewer, log: app.log });

describe('recordAudit', () => {
  it('commits with the action and rolls back with it', async () => {
    const ctx = ctxOf({ id: admin.user.id, role: 'admin' });
    await ctx.tx((tx) =>
      recordAudit(tx, {
        action: 'campaign.send',
        objectType: 'campaign',
        objectId: 'kept',
        reason: 'Monthly newsletter',
        before: { status: 'draft' },
        after: { status: 'sending' },
      }),
    );
    await expect(
      ctx.tx(async (tx) => {
        await recordAudit(tx, {
          action: 'campaign.send',
          objectType: 'campaign',
          objectId: 'rolled-back',
          reason: null,
          before: null,
          after: null,
        });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow('the action failed');
    const response = await injectRoute(app, listAuditRoute, {
      query: { objectType: 'campaign' },
      cookie: admin.cookie,
    });
    expect(response.body.items.map((item) => item.objectId)).toEqual(['kept']);
    expect(response.body.items[0]).toMatchObject({
      actor: { id: admin.user.id, name: 'Ines Ops' },
      reason: 'Monthly newsletter',
      before: { status: 'draft' },
      after: { status: 'sending' },
    });
  });

  it("keeps the operator's name after their account is gone", async () => {
    const operator = await buildUser(database, {
      role: 'admin',
      firstName: 'Gone',
      lastName: 'Admin',
    });
    const ctx = ctxOf({ id: operator.id, role: 'admin' });
    await ctx.tx((tx) =>
      recordAudit(tx, {
        action: 'seo.publish',
        objectType: 'seo-page',
        objectId: 'p1',
        reason: 'Ready',
        before: null,
        after: null,
      }),
    );
    const { eq } = await import('drizzle-orm');
    const { users } = await import('../../../db/schema/index.ts');
    await database.db.delete(users).where(eq(users.id, operator.id));
    const response = await injectRoute(app, objectAuditRoute, {
      params: { objectType: 'seo-page', objectId: 'p1' },
      cookie: admin.cookie,
    });
    expect(response.body.items[0]?.actor).toEqual({ id: null, name: 'Gone Admin' });
  });
});

describe('GET /api/admin/audit', () => {
  it('pages newest first without gaps or repeats, and filters by action and operator', async () => {
    const base = Date.now() - 3_600_000;
    await database.db.insert(auditLog).values(
      Array.from({ length: 7 }, (_, n) => ({
        actorId: admin.user.id,
        actorLabel: 'Ines Ops',
        action: n % 2 === 0 ? 'paging.even' : 'paging.odd',
        objectType: 'paging',
        objectId: String(n),
        // Two rows share a timestamp: the id breaks the tie.
        createdAt: new Date(base + Math.min(n, 5) * 1000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page += 1) {
      const response = await injectRoute(app, listAuditRoute, {
        query: { objectType: 'paging', limit: 2, ...(cursor ? { cursor } : {}) },
        cookie: admin.cookie,
      });
      seen.push(...response.body.items.map((item) => item.objectId));
      if (!response.body.nextCursor) break;
      cursor = response.body.nextCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen.slice(2)).toEqual(['4', '3', '2', '1', '0']);

    const even = await injectRoute(app, listAuditRoute, {
      query: { action: 'paging.even', actorId: admin.user.id },
      cookie: admin.cookie,
    });
    expect(even.body.items.map((item) => item.objectId).sort()).toEqual(['0', '2', '4', '6']);
  });

  it('answers 400 to a forged cursor or a malformed filter', async () => {
    for (const query of [{ cursor: 'abc' }, { action: 'DROP TABLE' }, { actorId: 'nope' }]) {
      const response = await injectRoute(app, listAuditRoute, { query, cookie: admin.cookie });
      expect(response.status).toBe(400);
    }
  });
});
