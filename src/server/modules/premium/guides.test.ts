import { describe, expect, it } from 'vitest';
import { GUIDE_EXCERPT_LENGTH } from '../../../contract/premium.ts';
import { canReadPremiumGuide } from './guides.policy.ts';
import { guideExcerpt, presentGuide, type GuideRow } from './guides.presenter.ts';

const member = { id: 'member-1', role: 'member' as const };
const admin = { id: 'admin-1', role: 'admin' as const };
const body = Array.from(
  { length: 80 },
  (_, i) => `Day ${i + 1}: take the early tram to Belém and walk the river path.`,
).join(' ');
const premiumGuide: GuideRow = {
  id: 'g1',
  title: 'Lisbon in 48 hours',
  body,
  isPremium: true,
  authorId: 'writer-1',
};
const openGuide: GuideRow = { ...premiumGuide, id: 'g2', isPremium: false };

describe('canReadPremiumGuide', () => {
  it('opens premium guides to Premium members, admins and the author only', () => {
    expect(canReadPremiumGuide(member, true, premiumGuide)).toBe(true);
    expect(canReadPremiumGuide(member, false, premiumGuide)).toBe(false);
    expect(canReadPremiumGuide(admin, false, premiumGuide)).toBe(true);
    expect(canReadPremiumGuide({ id: 'writer-1', role: 'member' }, false, premiumGuide)).toBe(true);
    expect(canReadPremiumGuide(null, false, premiumGuide)).toBe(false);
    // A signed-out request can never claim Premium.
    expect(canReadPremiumGuide(null, true, premiumGuide)).toBe(false);
  });

  it('opens guides not marked premium to everyone', () => {
    expect(canReadPremiumGuide(null, false, openGuide)).toBe(true);
    expect(canReadPremiumGuide(member, false, openGuide)).toBe(true);
  });
});

describe('presentGuide', () => {
  it('gives Premium members and admins the full body, unlocked', () => {
    expect(presentGuide(member, true, premiumGuide)).toEqual({
      id: 'g1',
      title: 'Lisbon in 48 hours',
      isPremium: true,
      locked: false,
      body,
    });
    expect(presentGuide(admin, false, premiumGuide).body).toBe(body);
  });

  it('gives everyone else a short excerpt marked locked, never the rest of the body', () => {
    const view = presentGuide(member, false, premiumGuide);
    expect(view.locked).toBe(true);
    expect(view.body.length).toBeLessThanOrEqual(GUIDE_EXCERPT_LENGTH);
    expect(view.body.endsWith('…')).toBe(true);
    expect(body.startsWith(view.body.slice(0, -1))).toBe(true);
    expect(view.body).not.toContain('Day 80');
    expect(presentGuide(null, false, premiumGuide).locked).toBe(true);
  });

  it('keeps a short body whole and cuts at a word boundary', () => {
    expect(guideExcerpt('  A short   note. ')).toBe('A short note.');
    expect(guideExcerpt('alpha beta gamma delta', 12)).toBe('alpha beta…');
  });
});
