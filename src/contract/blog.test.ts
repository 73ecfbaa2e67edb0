import { describe, expect, it } from 'vitest';
import { parseTags, readingTimeFromContent, readingTimeFromInput, slugifyTitle } from './blog.ts';

describe('blog rules (spec 3 §5)', () => {
  it('slug: lower case, letters digits spaces hyphens only, spaces to hyphens, no repeats', () => {
    expect(slugifyTitle('Hello,  World -- Again!')).toBe('hello-world-again');
    expect(slugifyTitle('Café in São Paulo')).toBe('cafe-in-sao-paulo');
    expect(slugifyTitle('  -Trailing-  ')).toBe('trailing');
    expect(slugifyTitle('!!!')).toBe('');
    expect(slugifyTitle('a'.repeat(300)).length).toBe(100);
  });

  it('tags: split by commas, trimmed, empties dropped', () => {
    expect(parseTags(' lisbon, ,trams ,, tiles ')).toEqual(['lisbon', 'trams', 'tiles']);
    expect(parseTags('')).toEqual([]);
  });

  it('reading time: 1–60, default 5 when not numeric; ceil(words / 200) on edit', () => {
    expect(readingTimeFromInput('abc')).toBe(5);
    expect(readingTimeFromInput(undefined)).toBe(5);
    expect(readingTimeFromInput('12')).toBe(12);
    expect(readingTimeFromInput(0)).toBe(1);
    expect(readingTimeFromInput(61)).toBe(60);
    expect(readingTimeFromContent('<p>one two</p>')).toBe(1);
    const words = (n: number) => `<p>${Array.from({ length: n }, () => 'w').join(' ')}</p>`;
    expect(readingTimeFromContent(words(200))).toBe(1);
    expect(readingTimeFromContent(words(201))).toBe(2);
    expect(readingTimeFromContent(words(50_000))).toBe(60);
  });
});
