import type { TSocialPlatform } from '../../../contract/social-rules.ts';
import type { SocialAuth } from './social.ts';
import { isObject, vendorJson } from './vendor-http.ts';

/**
 * Reads published posts' numbers from each platform's insights API (issue 26 §7), in the
 * vendors' documented shapes:
 * - X: `GET /2/tweets?ids=…&tweet.fields=public_metrics` → `public_metrics.like_count`,
 *   `reply_count`, `impression_count`.
 * - Instagram: `GET /{media-id}/insights?metric=reach,likes,comments` → `data[].name`,
 *   `data[].values[0].value`.
 * - Facebook Page post: `GET /{post-id}?fields=likes.summary(true).limit(0),comments.summary(true).limit(0)`
 *   (`summary.total_count`) and `GET /{post-id}/insights?metric=post_impressions_unique`.
 * - LinkedIn: `GET /rest/socialActions/{share-urn}` → `likesSummary.totalLikes`,
 *   `commentsSummary.aggregatedTotalComments` (LinkedIn gives no reach for a member's share).
 * - TikTok: `POST /v2/video/query/?fields=id,like_count,comment_count,view_count` with
 *   `{filters: {video_ids}}` → `data.videos[]`.
 * A post whose numbers could not be read is left out (its last numbers stay).
 */
export type PostMetrics = { likes: number; comments: number; reach: number };
export type InsightsUrls = { x: string; graph: string; linkedinApi: string; tiktok: string };

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const at = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);

function graphMetric(body: unknown, name: string): number {
  const data = at(body, 'data');
  if (!Array.isArray(data)) return 0;
  const entry = data.find((item) => isObject(item) && item.name === name);
  const values = at(entry, 'values');
  return Array.isArray(values) ? num(at(values[0], 'value')) : 0;
}

export async function readInsights(
  platform: TSocialPlatform,
  auth: SocialAuth,
  postIds: readonly string[],
  urls: InsightsUrls,
  options: { linkedinVersion: string; timeoutMs?: number },
): Promise<Map<string, PostMetrics>> {
  const found = new Map<string, PostMetrics>();
  if (postIds.length === 0) return found;
  const bearer = { authorization: `Bearer ${auth.accessToken}` };
  const timeoutMs = options.timeoutMs ?? 15_000;
  switch (platform) {
    case 'twitter': {
      // Up to 100 ids per request.
      for (let start = 0; start < postIds.length; start += 100) {
        const ids = postIds.slice(start, start + 100).join(',');
        const response = await vendorJson(
          `${urls.x}/2/tweets?ids=${encodeURIComponent(ids)}&tweet.fields=public_metrics`,
          { method: 'GET', headers: bearer, timeoutMs },
        );
        const data = at(response.body, 'data');
        if (response.status !== 200 || !Array.isArray(data)) continue;
        for (const tweet of data) {
          const metrics = at(tweet, 'public_metrics');
          found.set(String(at(tweet, 'id')), {
            likes: num(at(metrics, 'like_count')),
            comments: num(at(metrics, 'reply_count')),
            reach: num(at(metrics, 'impression_count')),
          });
        }
      }
      return found;
    }
    case 'instagram': {
      for (const id of postIds) {
        const response = await vendorJson(
          `${urls.graph}/${encodeURIComponent(id)}/insights?metric=reach,likes,comments`,
          { method: 'GET', headers: bearer, timeoutMs },
        );
        if (response.status !== 200) continue;
        found.set(id, {
          likes: graphMetric(response.body, 'likes'),
          comments: graphMetric(response.body, 'comments'),
          reach: graphMetric(response.body, 'reach'),
        });
      }
      return found;
    }
    case 'facebook': {
      for (const id of postIds) {
        const [counts, insights] = await Promise.all([
          vendorJson(
            `${urls.graph}/${encodeURIComponent(id)}?fields=${encodeURIComponent('likes.summary(true).limit(0),comments.summary(true).limit(0)')}`,
            { method: 'GET', headers: bearer, timeoutMs },
          ),
          vendorJson(
            `${urls.graph}/${encodeURIComponent(id)}/insights?metric=post_impressions_unique`,
            { method: 'GET', headers: bearer, timeoutMs },
          ),
        ]);
        if (counts.status !== 200) continue;
        found.set(id, {
          likes: num(at(counts.body, 'likes', 'summary', 'total_count')),
          comments: num(at(counts.body, 'comments', 'summary', 'total_count')),
          reach:
            insights.status === 200 ? graphMetric(insights.body, 'post_impressions_unique') : 0,
        });
      }
      return found;
    }
    case 'linkedin': {
      for (const id of postIds) {
        const response = await vendorJson(
          `${urls.linkedinApi}/rest/socialActions/${encodeURIComponent(id)}`,
          {
            method: 'GET',
            headers: {
              ...bearer,
              'linkedin-version': options.linkedinVersion,
              'x-restli-protocol-version': '2.0.0',
            },
            timeoutMs,
          },
        );
        if (response.status !== 200) continue;
        found.set(id, {
          likes: num(at(response.body, 'likesSummary', 'totalLikes')),
          comments: num(at(response.body, 'commentsSummary', 'aggregatedTotalComments')),
          reach: 0,
        });
      }
      return found;
    }
    case 'tiktok': {
      // Up to 20 ids per request.
      for (let start = 0; start < postIds.length; start += 20) {
        const response = await vendorJson(
          `${urls.tiktok}/v2/video/query/?fields=id,like_count,comment_count,view_count`,
          {
            method: 'POST',
            headers: bearer,
            json: { filters: { video_ids: postIds.slice(start, start + 20) } },
            timeoutMs,
          },
        );
        const videos = at(response.body, 'data', 'videos');
        if (response.status !== 200 || !Array.isArray(videos)) continue;
        for (const video of videos) {
          found.set(String(at(video, 'id')), {
            likes: num(at(video, 'like_count')),
            comments: num(at(video, 'comment_count')),
            reach: num(at(video, 'view_count')),
          });
        }
      }
      return found;
    }
  }
}
