import { describe, expect, it } from 'vitest';
import { signInRoute } from '../../contract/auth.ts';
import { getCurrentUserRoute } from '../../contract/users.ts';
import { clientAddress, createTestApp } from '../test/app.ts';
import { buildMember, buildUser, FACTORY_PASSWORD } from '../test/factories.ts';
import { injectRoute } from '../test/inject.ts';

const { app, database } = await createTestApp();

const cookieNamed = (
  response: { cookies: { name: string; value: string; httpOnly?: boolean }[] },
  name: string,
) => response.cookies.find((cookie) => cookie.name === name);

describe('the readable session hint', () => {
  it('comes with every new session, readable by the page, and carries nothing secret', async () => {
    const user = await buildUser(database);
    const { response } = await injectRoute(app, signInRoute, {
      body: { email: user.email, password: FACTORY_PASSWORD },
      remoteAddress: clientAddress(),
    });
    const hint = cookieNamed(response, 'roamly_signed_in');
    expect(hint?.value).toBe('1');
    expect(hint?.httpOnly).toBeFalsy();
    expect(cookieNamed(response, 'roamly_session')?.httpOnly).toBe(true);
  });

  it('is restored for a live session that lacks it', async () => {
    const { cookie } = await buildMember(database);
    const { status, response } = await injectRoute(app, getCurrentUserRoute, { cookie });
    expect(status).toBe(200);
    expect(cookieNamed(response, 'roamly_signed_in')?.value).toBe('1');
  });

  it('is cleared when no session stands behind it', async () => {
    const { status, response } = await injectRoute(app, getCurrentUserRoute, {
      cookie: 'roamly_signed_in=1',
    });
    expect(status).toBe(401);
    expect(cookieNamed(response, 'roamly_signed_in')?.value).toBe('');
  });
});
