import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './strings.ts';
import { todayIsoDate, ZUpdateProfileBody } from './users.ts';

const parse = (body: unknown) => ZUpdateProfileBody.safeParse(body);
const messages = (body: unknown) => {
  const result = parse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('profile names', () => {
  it.each([[''], ['   '], [null]])('refuse to blank a name with %o', (value) => {
    expect(parse({ firstName: value }).success).toBe(false);
    expect(parse({ lastName: value }).success).toBe(false);
  });

  it('trim names and leave absent names alone', () => {
    expect(parse({ firstName: '  Ana ', lastName: 'Lima' }).data).toMatchObject({
      firstName: 'Ana',
      lastName: 'Lima',
    });
    expect(parse({ bio: 'hi' }).data).not.toHaveProperty('firstName');
    expect(messages({ firstName: '' })).toEqual(['cannot be empty']);
    expect(messages({ lastName: 'x'.repeat(51) })).toEqual(['must be at most 50 characters']);
  });
});

describe('date of birth', () => {
  const day = 86_400_000;
  const now = Date.now();
  it.each([
    ['1900-01-02', true],
    ['1990-02-28', true],
    ['2000-02-29', true],
    [todayIsoDate(now - day), true],
    ['1900-01-01', false],
    ['1899-12-31', false],
    ['0001-01-01', false],
    [todayIsoDate(now), false],
    [todayIsoDate(now + day), false],
    ['1990-02-30', false],
    ['1990-02-31', false],
    ['1900-02-29', false],
    ['1990-13-01', false],
    ['1990-00-10', false],
    ['1990-4-1', false],
    ['1990-04-01T00:00:00Z', false],
  ])('%s accepted: %s', (value, ok) => {
    expect(parse({ dateOfBirth: value }).success).toBe(ok);
  });

  it('explains each refusal and still clears with null', () => {
    expect(messages({ dateOfBirth: '1900-01-01' })).toEqual(['must be after 1 January 1900']);
    expect(messages({ dateOfBirth: todayIsoDate() })).toEqual(['must be before today']);
    expect(messages({ dateOfBirth: '1990-02-30' })).toEqual(['must be a real calendar date']);
    expect(parse({ dateOfBirth: null }).data).toEqual({ dateOfBirth: null });
  });

  it('knows the calendar', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2023-04-31')).toBe(false);
  });
});
