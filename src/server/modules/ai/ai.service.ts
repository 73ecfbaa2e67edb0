import sharp from 'sharp';
import type {
  TAnalyzeMediaBody,
  TLatestVideoAnalysis,
  TMediaAnalysis,
} from '../../../contract/ai.ts';
import { MAX_AI_THUMBNAILS } from '../../../contract/media.ts';
import type { TPost } from '../../../contract/posts.ts';
import {
  findAuthorMediaByUrls,
  findLatestVideo,
  findOwnMediaByUrl,
  setPostAiSuggestions,
  type AiMediaRow,
} from '../../../db/queries/ai.ts';
import type { PostCardRow } from '../../../db/queries/posts.ts';
import type { MemberContext } from '../../context.ts';
import { badRequest, notFound } from '../../http-error.ts';
import { authorize } from '../../policies/authorize.ts';
import {
  CAPTION_COUNT,
  type AiProvider,
  type MediaAnalysis,
  type MediaSignals,
} from '../../providers/ai/ai.ts';
import { presentPost } from '../posts/posts.presenter.ts';
import { loadVisiblePost } from '../posts/posts.service.ts';
import { loadPreview, mediaSignals, storageKeyOf } from './media-signals.ts';

export const MEDIA_NOT_FOUND_MESSAGE = 'Media not found';
export const NO_VIDEO_MESSAGE = 'No video uploaded yet: upload a video, then run the test again';

/** The analysis as the contract returns it (which provider answered stays in the logs). */
function present(result: MediaAnalysis): TMediaAnalysis {
  return {
    description: result.description,
    location: result.location,
    tags: result.tags,
    travelInsights: result.travelInsights,
    captions: result.captions,
  };
}

/**
 * POST /api/ai/analyze-media: suggestions for one of the viewer's own uploads (someone else's
 * file answers 404 like a missing one: its EXIF place is private).
 */
export async function analyzeMedia(
  ctx: MemberContext,
  provider: AiProvider,
  input: { mediaUrl: string; mediaType: TAnalyzeMediaBody['mediaType'] },
): Promise<TMediaAnalysis> {
  const row = await findOwnMediaByUrl(ctx.db, { url: input.mediaUrl, userId: ctx.viewer.id });
  if (!row) throw notFound(MEDIA_NOT_FOUND_MESSAGE);
  if (row.kind !== input.mediaType) {
    throw badRequest(
      `This file is ${row.kind === 'image' ? 'an image' : 'a video'}, not ${input.mediaType === 'image' ? 'an image' : 'a video'}`,
    );
  }
  const result = await provider.analyzeMedia(await mediaSignals(ctx.storage, row, ctx.log), {
    log: ctx.log,
  });
  ctx.log.info({ mediaId: row.id, provider: result.provider }, 'AI media analysis');
  return present(result);
}

/** Crops a photo offers as thumbnails: square, portrait 4:5 and wide 16:9, framed on what stands out. */
const CROPS = [
  { width: 640, height: 640 },
  { width: 640, height: 800 },
  { width: 960, height: 540 },
] as const;

/** Larger originals are not decoded here (the display variant is a few hundred kilobytes). */
const MAX_CROP_SOURCE_BYTES = 64 * 1024 * 1024;

const aiThumbnailKey = (id: string, n: number) => `media/${id}-ai-${n}.jpg`;

/**
 * Up to three crops of the post's photo ('attention' finds the most salient region), stored as
 * media/<id>-ai-<n>.jpg and returned as names under /uploads/ (the aiThumbnails format). Sharp
 * writes no metadata unless asked, so no GPS leaves with them.
 */
async function photoThumbnails(ctx: MemberContext, keys: string[], id: string): Promise<string[]> {
  const objectKeys = keys.filter(Boolean);
  for (const key of objectKeys) {
    const object = await ctx.storage.get(key).catch(() => null);
    if (!object) continue;
    if (object.size > MAX_CROP_SOURCE_BYTES) {
      object.body.destroy();
      continue;
    }
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
      const base = sharp(Buffer.concat(chunks), { limitInputPixels: 100_000_000 }).rotate();
      const names: string[] = [];
      for (const [index, crop] of CROPS.entries()) {
        const data = await base
          .clone()
          .resize(crop.width, crop.height, { fit: 'cover', position: 'attention' })
          .jpeg({ quality: 82, progressive: true })
          .toBuffer();
        const name = aiThumbnailKey(id, index + 1);
        await ctx.storage.put(name, data, 'image/jpeg');
        names.push(name);
      }
      return names;
    } catch (error) {
      ctx.log.info({ err: error, key }, 'AI: thumbnails could not be made from this file');
    } finally {
      object.body.destroy();
    }
  }
  return [];
}

/** The post's own upload, its signals and its thumbnail candidates. */
async function postMedia(
  ctx: MemberContext,
  post: PostCardRow,
): Promise<{ signals: MediaSignals | null; thumbnails: string[] }> {
  const urls = [post.imageUrl, post.videoUrl, ...post.media.map((item) => item.url)].filter(
    (url): url is string => typeof url === 'string',
  );
  const row: AiMediaRow | undefined = await findAuthorMediaByUrls(ctx.db, {
    urls,
    userId: post.userId,
  });
  if (row?.kind === 'video') {
    const frames = row.thumbnails.slice(0, MAX_AI_THUMBNAILS);
    const poster = storageKeyOf(row.posterUrl);
    return {
      signals: await mediaSignals(ctx.storage, row, ctx.log),
      thumbnails: frames.length > 0 ? frames : poster ? [poster] : [],
    };
  }
  if (row) {
    return {
      signals: await mediaSignals(ctx.storage, row, ctx.log),
      thumbnails: await photoThumbnails(
        ctx,
        [storageKeyOf(row.url), row.sourceKey].filter((key): key is string => !!key),
        row.id,
      ),
    };
  }
  // A photo stored here without an upload row (the demo world's posts): pixels only.
  const key = storageKeyOf(post.imageUrl);
  if (!key) return { signals: null, thumbnails: [] };
  return {
    signals: {
      kind: 'image',
      image: await loadPreview(ctx.storage, [key], ctx.log),
      latitude: null,
      longitude: null,
      takenAt: null,
      seed: key,
    },
    thumbnails: await photoThumbnails(ctx, [key], post.id),
  };
}

/**
 * POST /api/posts/:id/enhance: three AI captions and up to three thumbnails (a video's frames,
 * or crops of the photo) stored on the post; its author only.
 */
export async function enhancePost(
  ctx: MemberContext,
  provider: AiProvider,
  postId: string,
): Promise<TPost> {
  const post = await loadVisiblePost(ctx, ctx.viewer.id, postId);
  authorize(ctx.viewer, 'post.enhance', post);
  const { signals, thumbnails } = await postMedia(ctx, post);
  const result = await provider.enhancePost(
    {
      post: { content: post.content, location: post.location, tags: post.tags },
      media: signals,
      thumbnails,
    },
    { log: ctx.log },
  );
  await setPostAiSuggestions(ctx.db, {
    postId,
    aiCaptions: result.captions.slice(0, CAPTION_COUNT),
    aiThumbnails: result.thumbnails.slice(0, MAX_AI_THUMBNAILS),
  });
  ctx.log.info({ postId, provider: result.provider }, 'post enhanced');
  return presentPost(await loadVisiblePost(ctx, ctx.viewer.id, postId), ctx.viewer.id);
}

/** GET /api/test-ai-on-latest-video: the raw analysis of the viewer's latest video, or why not. */
export async function testAiOnLatestVideo(
  ctx: MemberContext,
  provider: AiProvider,
): Promise<TLatestVideoAnalysis> {
  const row = await findLatestVideo(ctx.db, { userId: ctx.viewer.id });
  if (!row) return { video: null, result: null, error: NO_VIDEO_MESSAGE, provider: provider.name };
  const video = {
    url: row.url,
    filename: row.originalName,
    createdAt: row.createdAt.toISOString(),
  };
  try {
    const result = await provider.analyzeMedia(await mediaSignals(ctx.storage, row, ctx.log), {
      log: ctx.log,
    });
    return { video, result: present(result), error: null, provider: result.provider };
  } catch (error) {
    ctx.log.error({ err: error, mediaId: row.id }, 'AI test on the latest video failed');
    return {
      video,
      result: null,
      error: 'AI analysis failed: the video could not be analysed',
      provider: provider.name,
    };
  }
}
