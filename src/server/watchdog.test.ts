import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerRoute, signInRoute } from '../contract/auth.ts';
import { healthRoute } from '../contract/health.ts';
import { realServer } from './test/server-process.ts';

// The real server on the embedded PostgreSQL, whose postmaster we kill.
const server = await realServer('watchdog-server');

describe('the server watches its embedded PostgreSQL', () => {
  it(
    'restarts it after a kill -9 and answers again within seconds (503 meanwhile, never 500)',
    { timeout: 180_000 },
    async () => {
      const running = server.start();
      await server.waitForHealth(running);

      const account = {
        email: 'watched@example.com',
        password: 'watchdog-survivor',
        firstName: 'Wat',
        lastName: 'Chdog',
      };
      expect((await server.post(registerRoute.path, account)).status).toBe(201);
      const signIn = () =>
        server.post(signInRoute.path, { email: account.email, password: account.password });

      const pidFile = path.join(server.dataDir, 'pg', 'data', 'postmaster.pid');
      const postmaster = Number((await fs.readFile(pidFile, 'utf8')).split('\n')[0]);
      process.kill(postmaster, 'SIGKILL');
      const killedAt = Date.now();

      const statuses = new Set<number>();
      let signedIn = false;
      while (!signedIn && Date.now() - killedAt < 30_000) {
        const response = await signIn();
        statuses.add(response.status);
        if (response.status === 503) {
          expect((await response.json()).message).toMatch(/temporarily unavailable/);
        }
        signedIn =
          response.status === 200 && running.output().includes('Embedded PostgreSQL restarted');
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(signedIn).toBe(true);
      expect(Date.now() - killedAt).toBeLessThan(30_000);
      expect([...statuses].every((status) => status === 200 || status === 503)).toBe(true);
      expect(running.output()).toContain('exited unexpectedly');
      expect((await fetch(`${server.base}${healthRoute.path}`)).status).toBe(200);
    },
  );
});
