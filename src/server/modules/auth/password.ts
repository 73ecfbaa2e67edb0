import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

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

/**
 * A hash of a random password, verified when the e-mail is unknown so that a wrong e-mail and a
 * wrong password take the same time and cannot be told apart.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash;
}

let commonPasswords: Set<string> | undefined;
/** Top passwords of at least 8 characters from a public breach corpus (SecLists, MIT licence). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n'),
  );
  return commonPasswords.has(password.toLowerCase());
}
