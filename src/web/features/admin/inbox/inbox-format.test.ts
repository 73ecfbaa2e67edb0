import { describe, expect, it } from 'vitest';
import { previewOf, replySubject } from './inbox-format.ts';

describe('inbox formatting', () => {
  it("prefixes 'Re: ' exactly once", () => {
    expect(replySubject('Trip to Porto')).toBe('Re: Trip to Porto');
    expect(replySubject('Re: Trip to Porto')).toBe('Re: Trip to Porto');
    expect(replySubject('RE: re:Re : Trip')).toBe('Re: Trip');
    expect(replySubject('Reunion plans')).toBe('Re: Reunion plans');
  });

  it('previews 50 characters of the body, whitespace folded', () => {
    expect(previewOf('Short\n\nnote')).toBe('Short note');
    const long = 'a'.repeat(49) + '\n' + 'b'.repeat(10);
    expect(previewOf(long)).toBe(`${'a'.repeat(49)} …`);
    expect(previewOf('x'.repeat(50))).toBe('x'.repeat(50));
  });
});
