import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { trackedFeatureForPath } from './limits.ts';
import { userDisplayName, userInitials } from './user-names.ts';
import { ZRegisterBody } from './auth.ts';

describe('avatar initials and display name (spec 1 §3)', () => {
  it('uses first letters of first and last name, else the e-mail, else U', () => {
    expect(userInitials({ firstName: 'ada', lastName: 'lovelace', email: 'a@x.io' })).toBe('AL');
    expect(userInitials({ firstName: 'Ada', lastName: null, email: 'zed@x.io' })).toBe('Z');
    expect(userInitials({ firstName: null, lastName: null, email: '' })).toBe('U');
    expect(userInitials(null)).toBe('U');
  });

  it('shows first plus last name, else the e-mail', () => {
    expect(userDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.io' })).toBe(
      'Ada Lovelace',
    );
    expect(userDisplayName({ firstName: ' ', lastName: null, email: 'a@x.io' })).toBe('a@x.io');
  });

  it('never returns more than two letters', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.option(fc.string()),
        fc.string(),
        (firstName, lastName, email) => {
          const initials = userInitials({ firstName, lastName, email });
          expect(initials.length).toBeGreaterThan(0);
          expect([...initials].length).toBeLessThanOrEqual(2);
        },
      ),
    );
  });
});

describe('tracked routes (spec 1 §9)', () => {
  it.each([
    ['/profile', 'profile'],
    ['/profile/123', 'profile'],
    ['/messages', 'messaging'],
    ['/messages/abc', 'messaging'],
    ['/recommendations', 'recommendations'],
    ['/', 'posting'],
    ['/home', 'posting'],
    ['/tours/paris/all', 'viator_tours'],
    ['/destination/rome/tours', 'viator_tours'],
    ['/profile/tours-fan', 'profile'],
    ['/settings', null],
    ['/profiles', null],
    ['/explore', null],
  ])('%s → %s', (path, feature) => {
    expect(trackedFeatureForPath(path)).toBe(feature);
  });
});

describe('sign-up body', () => {
  it('normalises the e-mail', () => {
    const parsed = ZRegisterBody.parse({
      email: ' Ada@Example.COM ',
      password: '12345678',
      firstName: 'A',
      lastName: 'B',
    });
    expect(parsed.email).toBe('ada@example.com');
  });
});
