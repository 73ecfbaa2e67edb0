import { findPublicPostHead } from '../../../db/queries/page-head.ts';
import type { HeadResolver, PageHead } from './page-head.types.ts';
import { clipText, SITE_NAME } from './render.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A post permalink. Only a post everyone may see gets a rich head (its text, photo and a
 * SocialMediaPosting); any other post — followers-only, private, hidden, of a private profile —
 * gets the same generic head as a post that does not exist, so the head never tells a stranger
 * what it says or shows, nor that it exists.
 */
function genericPostHead(id: string): PageHead {
  return {
    title: `A post on ${SITE_NAME}`,
    description: `Sign in to ${SITE_NAME} to see travellers' posts.`,
    canonicalPath: `/posts/${id}`,
    ogType: 'article',
    image: null,
    jsonLd: [],
    noindex: true,
  };
}

export const postHead: HeadResolver = async ({ db, params, origin }) => {
  const id = params.id ?? '';
  if (!UUID.test(id)) return null;
  const post = await findPublicPostHead(db, { postId: id });
  if (!post) return genericPostHead(id.toLowerCase());
  const author = [post.author.firstName, post.author.lastName].filter(Boolean).join(' ').trim();
  const authorName = author || 'A Roamly traveller';
  const text = post.content.trim();
  const where = post.location?.trim() ? ` in ${post.location.trim()}` : '';
  const headline = clipText(text || `${authorName}'s post${where}`, 110);
  const canonicalPath = `/posts/${post.id}`;
  const image = post.imageUrl ? new URL(post.imageUrl, `${origin}/`).href : null;
  return {
    title: `${authorName} on ${SITE_NAME}: "${clipText(headline, 70)}"`,
    description: text || `${authorName} shared a post${where} on ${SITE_NAME}.`,
    canonicalPath,
    ogType: 'article',
    image: image ? { url: image, alt: `Photo by ${authorName}${where}` } : null,
    publishedAt: post.createdAt.toISOString(),
    modifiedAt: post.updatedAt.toISOString(),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'SocialMediaPosting',
        headline,
        ...(text ? { articleBody: clipText(text, 5000) } : {}),
        url: `${origin}${canonicalPath}`,
        datePublished: post.createdAt.toISOString(),
        dateModified: post.updatedAt.toISOString(),
        author: {
          '@type': 'Person',
          name: authorName,
          url: `${origin}/profile/${post.author.id}`,
        },
        ...(image ? { image } : {}),
        ...(post.location?.trim()
          ? { contentLocation: { '@type': 'Place', name: post.location.trim() } }
          : {}),
        interactionStatistic: [
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/LikeAction',
            userInteractionCount: post.likesCount,
          },
          {
            '@type': 'InteractionCounter',
            interactionType: 'https://schema.org/CommentAction',
            userInteractionCount: post.commentsCount,
          },
        ],
      },
    ],
  };
};
