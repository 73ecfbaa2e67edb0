import {
  checkSocialPost,
  countCaption,
  composeCaption,
  PLATFORM_RULES,
  type SocialMedia,
  type TPublishTarget,
  type TSocialContentType,
} from '../../../contract/social-rules.ts';
import type { ContentDraft } from './content.ts';

/**
 * Makes a draft fit its platform's length and hashtag rules (the rules table of
 * contract/social-rules.ts): hashtags beyond the platform's maximum go first, then hashtags from
 * the end while the text is too long, then the caption is cut at a sentence or word. Rules it
 * cannot fix (a video post without a video) stay as problems: such a post is never 'ready'.
 */
export function fitDraft(
  platform: TPublishTarget,
  contentType: TSocialContentType,
  draft: ContentDraft,
  media: readonly SocialMedia[],
): { draft: ContentDraft; problems: string[] } {
  const rules = PLATFORM_RULES[platform];
  let hashtags = draft.hashtags.slice(0, rules.maxHashtags);
  let caption = draft.caption.trim();
  const length = () => countCaption(platform, composeCaption(caption, hashtags));
  while (length() > rules.maxLength && hashtags.length > 0) hashtags = hashtags.slice(0, -1);
  while (length() > rules.maxLength && caption.length > 0) {
    const over = length() - rules.maxLength;
    const target = Math.max(0, caption.length - over - 1);
    const cut = caption.slice(0, target);
    const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('\n'));
    const word = cut.lastIndexOf(' ');
    const end = sentence > target / 2 ? sentence + 1 : word > 0 ? word : target;
    caption = `${cut.slice(0, end).replace(/[\s,;:–-]+$/, '')}…`;
    if (end === 0) caption = '';
  }
  const fitted = { caption, hashtags };
  return {
    draft: fitted,
    problems: checkSocialPost(platform, { contentType, caption, hashtags, media }),
  };
}
