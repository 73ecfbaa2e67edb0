import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { DemoPasswords } from '../../../db/seed/demo-accounts.ts';

export type { DemoPasswords };

export const DEMO_PASSWORDS_FILE = 'demo-passwords.json';

const ZDemoPasswords = z.object({ member: z.string().min(12), admin: z.string().min(12) });

/** No look-alikes (0/o, 1/l/i), so a password read off a terminal types back right. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** Four groups of four, e.g. `k7mq-2xpw-h9rd-c4tn`: about 79 bits, easy to read and type. */
export function generateDemoPassword(): string {
  const group = () =>
    Array.from({ length: GROUP_LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: GROUPS }, group).join('-');
}

export function demoPasswordsPath(dataDir: string): string {
  return path.join(dataDir, DEMO_PASSWORDS_FILE);
}

/** The installation's demo passwords, or undefined before the first start made them. */
export async function readDemoPasswords(dataDir: string): Promise<DemoPasswords | undefined> {
  const file = demoPasswordsPath(dataDir);
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = ZDemoPasswords.safeParse(json);
  if (!parsed.success) {
    throw new Error(
      `${file} is not a valid demo password file; restore it, or delete it together with the demo world to start over`,
    );
  }
  return parsed.data;
}

/**
 * The demo passwords kept in DATA_DIR, generated on the first start. The file (mode 0600) is
 * written whole under a temporary name and hard-linked into place: the link fails when the file
 * exists, so two first starts racing end up with one file, read in full by both.
 */
export async function resolveDemoPasswords(
  dataDir: string,
): Promise<{ passwords: DemoPasswords; file: string; created: boolean }> {
  const file = demoPasswordsPath(dataDir);
  const existing = await readDemoPasswords(dataDir);
  if (existing) return { passwords: existing, file, created: false };

  await fs.mkdir(dataDir, { recursive: true });
  const fresh: DemoPasswords = { member: generateDemoPassword(), admin: generateDemoPassword() };
  const temp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temp, file);
    return { passwords: fresh, file, created: true };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readDemoPasswords(dataDir);
    if (!winner) throw error;
    return { passwords: winner, file, created: false };
  } finally {
    await fs.rm(temp, { force: true });
  }
}
