import crypto from 'node:crypto';
import type { TCampaignPost } from '../../../contract/social-campaigns.ts';
import {
  PLATFORM_RULES,
  type SocialMedia,
  type TPublishTarget,
  type TSocialContentType,
} from '../../../contract/social-rules.ts';
import {
  findCampaign,
  insertCampaignPosts,
  listCampaignPosts,
  movePost,
  nextPostNumber,
  type CampaignPostRow,
  type CampaignRow,
} from '../../../db/queries/social-campaigns.ts';
import type { StoredImageCredit, StoredSocialMedia } from '../../../db/schema/social-campaigns.ts';
import type { ServiceContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import type {
  ContentBrief,
  ContentDraft,
  SocialTextWriter,
} from '../../providers/social-content/content.ts';
import { fitDraft } from '../../providers/social-content/fit-rules.ts';
import {
  composeCard,
  composePhoto,
  imageSizeFor,
  type ImageSize,
} from '../../providers/social-content/image-composer.ts';
import { writeLocally } from '../../providers/social-content/local-writer.ts';
import type { OpenAiImages } from '../../providers/social-content/openai-images.ts';
import {
  blogArticles,
  memberPhotos,
  pickDestination,
  type CampaignDestination,
  type MemberPhoto,
} from './campaign-sources.ts';
import { presentCampaignPost } from './campaigns.presenter.ts';
import { nextSlots } from './schedule-slots.ts';
import { readStored } from './stored-media.ts';

/**
 * Content generation (spec 3 §7 test-dalle; issue 26 §3). With a campaign: one post per target
 * platform × content type the platform publishes, each pending → generating → ready (or failed
 * with the rules it breaks), its text from the writer and its image composed from the campaign's
 * reference image or the best public member photos of the place, at the platform's shape, with
 * default times from the campaign's scheduling rules. Without a campaign: a test caption and
 * image, nothing stored but the image.
 */
export type ContentServices = { writer: SocialTextWriter; images: OpenAiImages | null };

type Source = { bytes: Buffer; credit: StoredImageCredit };

const MEMBER_PHOTO_LIMIT = 6;
const CAROUSEL_ITEMS = 3;

async function writeText(
  ctx: ServiceContext,
  services: ContentServices,
  brief: ContentBrief,
): Promise<ContentDraft> {
  if (services.writer.kind === 'local') return writeLocally(brief);
  try {
    return await services.writer.write(brief);
  } catch (error) {
    // The vendor is down or answered nonsense: the offline writer keeps the campaign going.
    ctx.log.warn({ err: error, writer: services.writer.kind }, 'social writer failed; local used');
    return writeLocally(brief);
  }
}

/** The campaign's reference image, then member photos of the place (each read once). */
async function loadSources(
  ctx: ServiceContext,
  campaign: Pick<CampaignRow, 'referenceImageUrl'> | null,
  photos: MemberPhoto[],
): Promise<Source[]> {
  const sources: Source[] = [];
  if (campaign?.referenceImageUrl) {
    try {
      sources.push({
        bytes: await readStored(ctx.storage, campaign.referenceImageUrl),
        credit: {
          author: 'Campaign reference image',
          username: null,
          licence: null,
          sourceUrl: null,
        },
      });
    } catch (error) {
      ctx.log.warn({ err: error }, 'campaign reference image unreadable');
    }
  }
  for (const photo of photos) {
    try {
      sources.push({
        bytes: await readStored(ctx.storage, photo.imageUrl),
        credit: {
          author: photo.author,
          username: null,
          licence: 'Shared on Roamly by the photographer',
          sourceUrl: `/posts/${photo.postId}`,
        },
      });
    } catch {
      // A member photo that is gone (deleted, remote) is simply not used.
    }
  }
  return sources;
}

const shapeOf = (size: ImageSize) =>
  size.width === size.height ? 'square' : size.width > size.height ? 'landscape' : 'portrait';

/** Composes and stores one image; answers its media entry and credit. */
async function composeOne(
  ctx: ServiceContext,
  services: ContentServices,
  {
    size,
    source,
    destination,
    key,
  }: {
    size: ImageSize;
    source: Source | null;
    destination: CampaignDestination;
    key: string;
  },
): Promise<{ media: StoredSocialMedia; credit: StoredImageCredit | null }> {
  let bytes: Buffer | null = null;
  let credit: StoredImageCredit | null = source?.credit ?? null;
  if (source) {
    bytes = await composePhoto(source.bytes, size, {
      title: destination.name,
      credit: source.credit.licence ? `Photo: ${source.credit.author}` : null,
    }).catch(() => null);
  }
  if (!bytes && services.images) {
    try {
      const drawn = await services.images.generate(
        `A travel photograph of ${destination.name}${destination.country ? `, ${destination.country}` : ''}: a recognisable view of the place, natural light, no text.`,
        shapeOf(size),
      );
      bytes = await composePhoto(drawn, size, { title: destination.name, credit: null });
      credit = {
        author: `OpenAI ${services.images.model}`,
        username: null,
        licence: 'AI-generated image',
        sourceUrl: null,
      };
    } catch (error) {
      ctx.log.warn({ err: error }, 'social image model failed; card used');
    }
  }
  if (!bytes) {
    bytes = await composeCard(size, { title: destination.name });
    credit = null;
  }
  const url = await ctx.storage.put(key, bytes, 'image/jpeg');
  return {
    media: {
      url,
      kind: 'image',
      width: size.width,
      height: size.height,
      altText: `${destination.name}`,
    },
    credit,
  };
}

/** The platform × content type pairs a campaign makes posts for (the platform must publish it). */
export function postPlan(
  platforms: readonly TPublishTarget[],
  types: readonly TSocialContentType[],
): { platform: TPublishTarget; contentType: TSocialContentType }[] {
  return platforms.flatMap((platform) =>
    types
      .filter((type) => PLATFORM_RULES[platform].contentTypes.includes(type))
      .map((contentType) => ({ platform, contentType })),
  );
}

async function generateForCampaign(
  ctx: ServiceContext,
  services: ContentServices,
  campaign: CampaignRow,
  asked: string | null,
) {
  const plan = postPlan(campaign.targetPlatforms, campaign.contentTypes);
  if (plan.length === 0) {
    throw badRequest(
      'None of the campaign’s content types can be published on its platforms (for example, X does not publish stories).',
    );
  }
  const destination = await pickDestination(ctx.db, {
    asked,
    description: campaign.description,
  });
  const [photos, articles] = await Promise.all([
    memberPhotos(ctx.db, destination, MEMBER_PHOTO_LIMIT),
    blogArticles(ctx.db, destination, 3),
  ]);
  const sources = await loadSources(ctx, campaign, photos);

  // Numbered and stored as pending first, so the operator sees them while they are written.
  const pending = await ctx.tx(async (tx) => {
    const first = await nextPostNumber(tx.db, campaign.id);
    return insertCampaignPosts(
      tx.db,
      plan.map((item, index) => ({
        campaignId: campaign.id,
        number: first + index,
        platform: item.platform,
        contentType: item.contentType,
        destination: destination.name,
        status: 'pending' as const,
      })),
    );
  });

  const existing = await listCampaignPosts(ctx.db, campaign.id);
  const taken = new Set(
    existing.flatMap((post) => (post.scheduledFor ? [post.scheduledFor.toISOString()] : [])),
  );
  const slots = nextSlots(campaign.schedulingRules, {
    after: new Date(),
    count: pending.length,
    taken,
  });
  const settings = campaign.contentSettings;
  const done: CampaignPostRow[] = [];
  let slot = 0;
  for (const [index, row] of pending.entries()) {
    const generating = await movePost(ctx.db, row.id, ['pending'], { status: 'generating' });
    if (!generating) continue;
    try {
      const when = slots[slot] ?? null;
      const brief: ContentBrief = {
        platform: row.platform,
        contentType: row.contentType,
        tone: settings.tone,
        strategy: campaign.strategy as ContentBrief['strategy'],
        destination,
        memberNotes: photos.map((photo) => photo.content).filter((text) => text.trim().length > 20),
        blogPosts: articles,
        hashtagCount: settings.includeHashtags ? settings.hashtagCount : 0,
        brandingElements: settings.brandingElements,
        month: (when ?? new Date()).getUTCMonth(),
      };
      const text = await writeText(ctx, services, brief);
      const media: StoredSocialMedia[] = [];
      const credits: StoredImageCredit[] = [];
      // A video needs a video generator (none is configured): the rules report it.
      if (
        row.contentType !== 'video' &&
        (PLATFORM_RULES[row.platform].mediaRequired || row.contentType !== 'text')
      ) {
        const count = row.contentType === 'carousel' ? CAROUSEL_ITEMS : 1;
        const size = imageSizeFor(row.platform, row.contentType);
        for (let item = 0; item < count; item += 1) {
          const source = sources.length ? sources[(index + item) % sources.length]! : null;
          // A carousel shows each photo once; with fewer photos than items, it is shorter.
          if (item > 0 && sources.length <= item) break;
          const composed = await composeOne(ctx, services, {
            size,
            source,
            destination,
            key: `social/campaign-${campaign.id}/post-${row.id}-${item + 1}-${crypto.randomBytes(4).toString('hex')}.jpg`,
          });
          media.push(composed.media);
          if (
            composed.credit &&
            !credits.some(
              (c) =>
                c.sourceUrl === composed.credit!.sourceUrl && c.author === composed.credit!.author,
            )
          ) {
            credits.push(composed.credit);
          }
        }
      }
      const fitted = fitDraft(row.platform, row.contentType, text, media as SocialMedia[]);
      const ok = fitted.problems.length === 0;
      const saved = await movePost(ctx.db, row.id, ['generating'], {
        status: ok ? 'ready' : 'failed',
        caption: fitted.draft.caption,
        hashtags: fitted.draft.hashtags,
        media,
        imageUrl: media[0]?.url ?? null,
        imageCredits: credits,
        problems: fitted.problems,
        error: ok ? null : fitted.problems.join(' '),
        retryable: false,
        scheduledFor: ok ? when : null,
      });
      if (ok && when) slot += 1;
      if (saved) done.push(saved);
    } catch (error) {
      ctx.log.error({ err: error, postId: row.id }, 'social content generation failed');
      const saved = await movePost(ctx.db, row.id, ['generating'], {
        status: 'failed',
        error: 'The content could not be generated. Try again.',
        retryable: false,
      });
      if (saved) done.push(saved);
    }
  }
  return { destination, posts: done };
}

export async function generateContent(
  ctx: ServiceContext,
  services: ContentServices,
  input: { campaignId?: number; destinationName?: string | null },
): Promise<{
  success: true;
  message: string;
  aiContent: { caption: string; hashtags: string[] };
  imageUrl: string | null;
  destination: string;
  scheduledPosts: TCampaignPost[];
}> {
  const asked = input.destinationName?.trim() || null;
  if (input.campaignId !== undefined) {
    const campaign = await findCampaign(ctx.db, input.campaignId);
    if (!campaign) throw notFound('Campaign not found');
    const { destination, posts } = await generateForCampaign(ctx, services, campaign, asked);
    const ready = posts.filter((post) => post.status === 'ready');
    const first = ready[0] ?? posts[0];
    return {
      success: true,
      message: `Generated ${posts.length} post${posts.length === 1 ? '' : 's'} about ${destination.name}: ${ready.length} ready${posts.length > ready.length ? `, ${posts.length - ready.length} breaking a platform rule` : ''}.`,
      aiContent: { caption: first?.caption ?? '', hashtags: first?.hashtags ?? [] },
      imageUrl: first?.imageUrl ?? null,
      destination: destination.name,
      scheduledPosts: posts.map(presentCampaignPost),
    };
  }
  // The test card: one Instagram-style caption and image, kept under social/test/.
  const destination = await pickDestination(ctx.db, { asked, description: null });
  const photos = await memberPhotos(ctx.db, destination, 1);
  const sources = await loadSources(ctx, null, photos);
  const text = await writeText(ctx, services, {
    platform: 'instagram',
    contentType: 'image',
    tone: 'inspirational',
    strategy: 'destination_highlights',
    destination,
    memberNotes: photos.map((photo) => photo.content),
    blogPosts: [],
    hashtagCount: 15,
    brandingElements: [],
    month: new Date().getUTCMonth(),
  });
  const image = await composeOne(ctx, services, {
    size: imageSizeFor('instagram', 'image'),
    source: sources[0] ?? null,
    destination,
    key: `social/test/${crypto.randomUUID()}.jpg`,
  });
  const fitted = fitDraft('instagram', 'image', text, [image.media]);
  return {
    success: true,
    message: `Test content generated for ${destination.name}.`,
    aiContent: fitted.draft,
    imageUrl: image.media.url,
    destination: destination.name,
    scheduledPosts: [],
  };
}
