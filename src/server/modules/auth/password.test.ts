import { describe, expect, it } from 'vitest';
import { hashPassword, isCommonPassword, verifyPassword } from './password.ts';
import { testKeyMatches } from './auth.service.ts';

describe('passwords', () => {
  it('hashes with argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('a-long-travel-phrase');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'a-long-travel-phrase')).toBe(true);
    expect(await verifyPassword(hash, 'a-long-travel-phrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('knows the most common passwords, whatever their case', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('QWERTYUIOP')).toBe(true);
    expect(isCommonPassword('correct-horse-battery-staple')).toBe(false);
  });

  it('compares test keys exactly', () => {
    expect(testKeyMatches('secret', 'secret')).toBe(true);
    expect(testKeyMatches('secret', 'secret ')).toBe(false);
    expect(testKeyMatches('secret', '')).toBe(false);
  });
});
