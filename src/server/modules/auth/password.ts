import { readFileSync } from 'node:fs';
import { hashPassword } from '../../../lib/password-hash.ts';

export { hashPassword, verifyPassword } from '../../../lib/password-hash.ts';

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
