import { hash, verify } from '@node-rs/argon2';

/**
 * Password hashing, shared by the auth module and the demo seed (which sits below the server and
 * may not import it).
 */

/** argon2id with the OWASP minimum (m=19 MiB, t=2, p=1) the issue fixes. */
const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
