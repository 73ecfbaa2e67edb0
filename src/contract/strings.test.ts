import { describe, expect, it } from 'vitest';
import { isCalendarDate, ZCalendarDate, ZOptionalText, ZText, ZUploadUrl } from './strings.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('ZText', () => {
  const name = ZText({ max: 5, min: 1 });

  it('trims and enforces the length with human messages', () => {
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(messageOf(name.safeParse('abcdef'))).toBe('must be at most 5 characters');
    expect(messageOf(name.safeParse('   '))).toBe('is required');
    expect(messageOf(name.safeParse(3))).toBe('must be text');
    expect(messageOf(ZText({ max: 9, min: 3 }).safeParse('ab'))).toBe(
      'must be at least 3 characters',
    );
  });

  it('refuses NUL and other control characters; multi-line text keeps line breaks', () => {
    expect(messageOf(name.safeParse('a\u0000b'))).toBe('must not contain control characters');
    expect(messageOf(name.safeParse('a\nb'))).toBe('must not contain control characters');
    expect(messageOf(name.safeParse('a\u007Fb'))).toBe('must not contain control characters');
    const bio = ZText({ max: 50, multiline: true });
    expect(bio.parse('line one\nline\ttwo\r\n')).toBe('line one\nline\ttwo');
    expect(messageOf(bio.safeParse('a\u0000b'))).toBe('must not contain control characters');
    expect(messageOf(bio.safeParse('a\u001Bb'))).toBe('must not contain control characters');
  });

  it('ZOptionalText turns blanks into null and leaves absent fields absent', () => {
    const location = ZOptionalText({ max: 10 });
    expect(location.parse('  ')).toBeNull();
    expect(location.parse(null)).toBeNull();
    expect(location.parse(undefined)).toBeUndefined();
    expect(location.parse(' Lisbon ')).toBe('Lisbon');
    expect(messageOf(location.safeParse('x\u0000'))).toBe('must not contain control characters');
  });
});

describe('ZCalendarDate', () => {
  it('accepts only days that exist', () => {
    expect(ZCalendarDate.parse('2024-02-29')).toBe('2024-02-29');
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(messageOf(ZCalendarDate.safeParse('2023-02-30'))).toBe('must be a real calendar date');
    expect(messageOf(ZCalendarDate.safeParse('2023-04-31'))).toBe('must be a real calendar date');
    expect(messageOf(ZCalendarDate.safeParse('2023-13-01'))).toBe('must be a real calendar date');
    expect(messageOf(ZCalendarDate.safeParse('0000-01-01'))).toBe('must be a real calendar date');
    expect(messageOf(ZCalendarDate.safeParse('1 May 2020'))).toBe('must be a date (YYYY-MM-DD)');
    expect(messageOf(ZCalendarDate.safeParse('2020-05-01T00:00'))).toBe(
      'must be a date (YYYY-MM-DD)',
    );
  });
});

describe('ZUploadUrl', () => {
  it('accepts a plain /uploads/<generated name>', () => {
    expect(ZUploadUrl.parse('/uploads/demo/avatars/ada.jpg')).toBe('/uploads/demo/avatars/ada.jpg');
    expect(ZUploadUrl.parse('/uploads/3f2a9c_b-1.webp')).toBe('/uploads/3f2a9c_b-1.webp');
  });

  it.each([
    'https://evil.example/x.png',
    '//evil.example/x.png',
    '/uploads/../secrets.jpg',
    '/uploads/demo/../../x.jpg',
    '/uploads/./x.jpg',
    '/uploads/a%2Fb.jpg',
    '/uploads/%2e%2e/x.jpg',
    '/uploads/a\\b.jpg',
    '/uploads/a.jpg?x=1',
    '/uploads/a.jpg#x',
    '/uploads//a.jpg',
    '/uploads/a',
    '/api/logout',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(messageOf(ZUploadUrl.safeParse(value))).toBe('must be a file uploaded to Roamly');
  });
});
