import { GUIDE_EXCERPT_LENGTH, type TGuideView } from '../../../contract/premium.ts';
import type { Viewer } from '../../context.ts';
import { canReadPremiumGuide, type GuideAccessFacts } from './guides.policy.ts';

export type GuideRow = GuideAccessFacts & { id: string; title: string; body: string };

/**
 * The start of a guide for readers without access: whole words up to GUIDE_EXCERPT_LENGTH
 * characters, an ellipsis when cut. Never more than the limit, so the locked body cannot leak.
 */
export function guideExcerpt(body: string, length = GUIDE_EXCERPT_LENGTH): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text.length <= length) return text;
  const cut = text.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > length / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/** A guide as this viewer may read it: the full body, or the excerpt with `locked: true`. */
export function presentGuide(
  viewer: Viewer | null,
  isPremium: boolean,
  guide: GuideRow,
): TGuideView {
  const open = canReadPremiumGuide(viewer, isPremium, guide);
  return {
    id: guide.id,
    title: guide.title,
    isPremium: guide.isPremium,
    locked: !open,
    body: open ? guide.body : guideExcerpt(guide.body),
  };
}
