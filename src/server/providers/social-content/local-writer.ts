import type { ContentBrief, ContentDraft, SocialTextWriter, SocialTone } from './content.ts';
import { hashtagsFor } from './hashtags.ts';

/**
 * The offline writer: a caption per tone and platform composed from the brief's facts only (the
 * place, its country, what members wrote, the blog's articles, the season). Short platforms (X)
 * get one line; the others a hook, a body from the facts and a call to action.
 */
const SEASONS = [
  'winter',
  'winter',
  'spring',
  'spring',
  'spring',
  'summer',
  'summer',
  'summer',
  'autumn',
  'autumn',
  'autumn',
  'winter',
];

const HOOKS: Record<SocialTone, (place: string) => string> = {
  professional: (p) => `Planning a trip to ${p}? Here is what travellers recommend.`,
  casual: (p) => `${p} is calling, and honestly we are ready to answer.`,
  inspirational: (p) => `Some places stay with you long after you leave. ${p} is one of them.`,
  educational: (p) => `Three things worth knowing before you visit ${p}.`,
  entertaining: (p) => `Warning: a weekend in ${p} may ruin every other city for you.`,
};

const CALLS: Record<SocialTone, string> = {
  professional: 'Compare tours and plan your itinerary on Roamly.',
  casual: 'Tell us your favourite spot in the comments!',
  inspirational: 'Where will your next story begin?',
  educational: 'Save this post for your trip planning.',
  entertaining: 'Tag the friend you would drag along.',
};

/** A member's line, cleaned and cut at a word boundary. */
function quote(text: string, max: number): string {
  const plain = text
    .replace(/\s+/g, ' ')
    .replace(/#[\p{L}\p{N}_]+/gu, '')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,;:.-]+$/, '')}…`;
}

function facts(brief: ContentBrief): string[] {
  const { name, country, tourCount } = brief.destination;
  const season = SEASONS[brief.month] ?? 'spring';
  const lines: string[] = [];
  if (brief.strategy === 'blog_repurpose' && brief.blogPosts[0]) {
    lines.push(`New on the Roamly blog: “${brief.blogPosts[0].title}”.`);
    if (brief.blogPosts[0].excerpt) lines.push(quote(brief.blogPosts[0].excerpt, 180));
  }
  if (brief.strategy === 'seasonal_content') {
    lines.push(`${name} in ${season} has a rhythm of its own.`);
  }
  if (brief.strategy === 'multi_city_journey') {
    lines.push(
      `One stop of a ten-day, four-city journey: ${name}${country ? `, ${country}` : ''}.`,
    );
  }
  for (const note of brief.memberNotes.slice(0, 2)) {
    lines.push(`A Roamly traveller wrote: “${quote(note, 140)}”`);
  }
  if (tourCount > 0) {
    lines.push(`${tourCount.toLocaleString('en-US')} tours and experiences to choose from.`);
  }
  if (lines.length === 0) {
    lines.push(
      `${name}${country ? ` in ${country}` : ''} rewards travellers who wander without a plan.`,
    );
  }
  return lines;
}

export function writeLocally(brief: ContentBrief): ContentDraft {
  const place = brief.destination.name;
  const hashtags = hashtagsFor(brief, brief.hashtagCount);
  const hook = HOOKS[brief.tone](place);
  if (brief.platform === 'twitter') {
    const note = brief.memberNotes[0] ? ` “${quote(brief.memberNotes[0], 90)}”` : '';
    return { caption: `${hook}${note}`, hashtags };
  }
  const body = facts(brief);
  const branding = brief.brandingElements.length ? `\n\n${brief.brandingElements.join(' · ')}` : '';
  const caption = `${hook}\n\n${body.join('\n')}\n\n${CALLS[brief.tone]}${branding}`;
  return { caption, hashtags };
}

export function createLocalTextWriter(): SocialTextWriter {
  return { kind: 'local', write: async (brief) => writeLocally(brief) };
}
