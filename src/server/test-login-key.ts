import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { AppConfig } from './config.ts';

/**
 * TEST_LOGIN_KEY when set; in the embedded default a random key made on first start and kept in
 * DATA_DIR; with an external database and no key, test login stays off.
 */
export async function resolveTestLoginKey(config: AppConfig): Promise<string | undefined> {
  if (config.testLoginKey) return config.testLoginKey;
  if (config.databaseUrl) return undefined;
  const file = path.join(config.dataDir, 'test-login-key');
  const existing = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  const key = crypto.randomBytes(12).toString('base64url');
  await fs.mkdir(config.dataDir, { recursive: true });
  await fs.writeFile(file, `${key}\n`, { mode: 0o600 });
  return key;
}
