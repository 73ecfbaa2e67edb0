import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerRoute, signInRoute } from '../contract/auth.ts';
import { exited, realServer } from './test/server-process.ts';

const server = await realServer('restart');

describe('npm start on the embedded database', () => {
  it(
    'keeps every committed row across a kill -9 and shuts down cleanly on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const first = server.start();
      await server.waitForHealth(first);
      expect(first.output()).toContain(`Roamly is running at`);
      const keyLine = first.output().match(/key: (\S+)/);
      expect(keyLine?.[1]).toBeTruthy();

      const account = {
        email: 'survivor@example.com',
        password: 'kill-nine-survivor',
        firstName: 'Sam',
        lastName: 'Vivor',
      };
      expect((await server.post(registerRoute.path, account)).status).toBe(201);

      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = server.start();
      await server.waitForHealth(second);
      const signedIn = await server.post(signInRoute.path, {
        email: account.email,
        password: account.password,
      });
      expect(signedIn.status).toBe(200);
      // The start banner may reach the pipe after health answers (the start's deferred work
      // runs meanwhile): wait for it rather than read it once.
      await expect
        .poll(() => second.output(), { timeout: 30_000 })
        .toContain(`key: ${keyLine?.[1]}`);

      second.child.kill('SIGTERM');
      expect(await exited(second.child)).toBe(0);
      const pidFile = await fs
        .readFile(path.join(server.dataDir, 'pg', 'data', 'postmaster.pid'), 'utf8')
        .catch(() => null);
      expect(pidFile).toBeNull();
    },
  );
});
