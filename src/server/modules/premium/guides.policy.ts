import type { Viewer } from '../../context.ts';

/** What the guide policy needs of a travel guide (the blog of a later issue stores the rest). */
export type GuideAccessFacts = { isPremium: boolean; authorId?: string | null };

/**
 * Exclusive travel guides (spec 1 §1): a guide marked premium is read in full by Premium members,
 * admins (who publish them) and its own author; everyone else, signed out included, gets the
 * excerpt. Guides not marked premium are open to all. Pure: the caller says whether the viewer
 * holds Premium (`viewerIsPremium`).
 */
export function canReadPremiumGuide(
  viewer: Viewer | null,
  isPremium: boolean,
  guide: GuideAccessFacts,
): boolean {
  if (!guide.isPremium) return true;
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  if (guide.authorId && guide.authorId === viewer.id) return true;
  return isPremium;
}
