import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/modules/auth/password.ts';
import { createTestDatabase } from '../../server/test/database.ts';
import { buildUser } from '../../server/test/factories.ts';
import { retirePublishedDemoPasswords } from './retire-published-passwords.ts';

const passwords = { member: 'abcd-efgh-jkmn-pqrs', admin: 'tuvw-xyz2-3456-789a' };

async function databaseWithOldDemoWorld() {
  const database = await createTestDatabase();
  await Promise.all([
    buildUser(database, { email: 'demo@roamly.travel', password: 'wander-demo-2026' }),
    buildUser(database, { email: 'maya.chen@roamly.travel', password: 'wander-demo-2026' }),
    buildUser(database, {
      email: 'admin@roamly.travel',
      password: 'roamly-admin-2026',
      role: 'admin',
    }),
    // Not a demo account: a real member who happens to use the same words is left alone.
    buildUser(database, { email: 'someone@example.com', password: 'wander-demo-2026' }),
  ]);
  const hashOf = async (email: string) => {
    const { rows } = await database.pool.query<{ password_hash: string | null }>(
      'SELECT password_hash FROM users WHERE email = $1',
      [email],
    );
    return rows[0]?.password_hash ?? null;
  };
  return { database, hashOf };
}

describe('retirePublishedDemoPasswords', () => {
  it('replaces the once-published passwords with the generated ones, once', async () => {
    const { database, hashOf } = await databaseWithOldDemoWorld();
    expect(await retirePublishedDemoPasswords(database.db, { passwords })).toBe(3);

    for (const email of ['demo@roamly.travel', 'maya.chen@roamly.travel']) {
      const hash = (await hashOf(email)) ?? '';
      expect(await verifyPassword(hash, passwords.member)).toBe(true);
      expect(await verifyPassword(hash, 'wander-demo-2026')).toBe(false);
    }
    const admin = (await hashOf('admin@roamly.travel')) ?? '';
    expect(await verifyPassword(admin, passwords.admin)).toBe(true);
    expect(await verifyPassword(admin, 'roamly-admin-2026')).toBe(false);
    expect(
      await verifyPassword((await hashOf('someone@example.com')) ?? '', 'wander-demo-2026'),
    ).toBe(true);

    expect(await retirePublishedDemoPasswords(database.db, { passwords })).toBe(0);
  });

  it('turns password sign-in off for those accounts when there are no generated passwords', async () => {
    const { database, hashOf } = await databaseWithOldDemoWorld();
    expect(await retirePublishedDemoPasswords(database.db, { passwords: undefined })).toBe(3);
    expect(await hashOf('demo@roamly.travel')).toBeNull();
    expect(await hashOf('admin@roamly.travel')).toBeNull();
    expect(await hashOf('someone@example.com')).not.toBeNull();
  });
});
