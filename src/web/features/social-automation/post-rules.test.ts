import { describe, expect, it } from 'vitest';
import { postActions, previewTone, shownHashtags, statusTone } from './post-rules.ts';

describe('campaign post rules (spec 3 §4)', () => {
  it('colours statuses: pending grey, generating yellow, ready blue, published green, failed red', () => {
    expect(statusTone('pending')).toBe('grey');
    expect(statusTone('generating')).toBe('yellow');
    expect(statusTone('ready')).toBe('blue');
    expect(statusTone('published')).toBe('green');
    expect(statusTone('failed')).toBe('red');
    expect(statusTone('something-new')).toBe('grey');
    // The preview grid: ready green, failed red, the rest grey.
    expect(previewTone('ready')).toBe('green');
    expect(previewTone('failed')).toBe('red');
    expect(previewTone('pending')).toBe('grey');
  });

  it('enables Publish Now only for a ready post, Schedule not while busy, Edit not once published', () => {
    const rules = (status: string, problems: string[] = []) => postActions({ status, problems });
    expect(rules('ready')).toEqual({ publish: true, schedule: true, edit: true, del: true });
    expect(rules('pending').publish).toBe(false);
    expect(rules('failed')).toMatchObject({ publish: false, schedule: true, edit: true });
    for (const busy of ['generating', 'published', 'publishing']) {
      expect(rules(busy)).toMatchObject({ publish: false, schedule: false });
    }
    expect(rules('published').edit).toBe(false);
    expect(rules('published').del).toBe(true);
    expect(rules('publishing').del).toBe(false);
    // A post breaking a platform rule is edited first.
    expect(rules('ready', ['X (Twitter) allows 280 characters; this post has 301.'])).toMatchObject(
      {
        publish: false,
        schedule: false,
        edit: true,
      },
    );
  });

  it('shows five hashtags and counts the rest', () => {
    expect(shownHashtags(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: 0 });
    expect(shownHashtags(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: 2,
    });
  });
});
