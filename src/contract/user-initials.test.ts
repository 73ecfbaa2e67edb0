import { describe, expect, it } from 'vitest';
import { userInitials } from './user-names.ts';

const user = (firstName: string | null, lastName: string | null, email = 'x@y.io') => ({
  firstName,
  lastName,
  email,
});

describe('avatar initials by grapheme (spec 1 §3)', () => {
  it('keeps an emoji, a skin tone or a ZWJ sequence whole', () => {
    expect(userInitials(user('👩🏽‍🚀 Nia', '🌍 World'))).toBe('👩🏽‍🚀🌍');
    expect(userInitials(user('🇵🇹', 'Silva'))).toBe('🇵🇹S');
  });

  it('keeps combining accents with their letter', () => {
    // "e" followed by U+0301 COMBINING ACUTE ACCENT.
    expect(userInitials(user('e\u0301lodie', 'o\u0308zil'))).toBe('E\u0301O\u0308');
    expect(userInitials(user('ébène', 'ñandú'))).toBe('ÉÑ');
  });

  it('never turns one letter into two when upper-casing', () => {
    expect(userInitials(user('ßabine', 'ßtraße'))).toBe('ßß');
    expect(userInitials(user(null, null, 'ßeta@x.io'))).toBe('ß');
    expect(userInitials(user('ﬁona', 'ﬂynn'))).toBe('ﬁﬂ');
    expect(userInitials(user('ǆemal', 'łukasz'))).toBe('ǄŁ');
  });

  it('skips leading spaces and falls back to the e-mail, then U', () => {
    expect(userInitials(user('  ada ', ' lovelace'))).toBe('AL');
    expect(userInitials(user('Ada', '   ', ' 😀@x.io'))).toBe('😀');
    expect(userInitials(user(' ', ' ', '  '))).toBe('U');
  });
});
