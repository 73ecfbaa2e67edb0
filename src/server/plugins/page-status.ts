import type { FastifyRequest } from 'fastify';
import { destinationSlug } from '../../contract/destinations.ts';
import { DESTINATION_PAGE_TYPES, matchPage } from '../../contract/page-routes.ts';
import { SESSION_COOKIE } from '../../contract/limits.ts';
import { SHARE_TOKEN_PATTERN } from '../../contract/trips.ts';
import type { Db } from '../../db/client.ts';
import {
  blogPageExists,
  destinationPageExists,
  postPageExists,
  profilePageExists,
  sharedTripPageExists,
  streamPageExists,
} from '../../db/queries/pages.ts';
import { findLiveSession } from '../../db/queries/sessions.ts';
import { hashSessionToken } from '../modules/auth/session-token.ts';
import { mayStillWatch } from '../modules/streaming/streaming.service.ts';
import { blogPreviewPageExists } from '../modules/blog/blog-public.ts';
import { currentBlogRuntime } from '../modules/blog/blog-runtime.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Types a destination address may carry: the page's own, and `hotels`, which redirects. */
const DESTINATION_TYPES: ReadonlySet<string> = new Set([...DESTINATION_PAGE_TYPES, 'hotels']);

/**
 * Who is asking, for pages whose existence depends on the viewer (a followers-only post). The
 * session plugin reads cookies for the API only, so HTML requests look the session up here, and
 * only when a page needs it.
 */
async function viewerIdOf(db: Db, request: FastifyRequest): Promise<string | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const session = await findLiveSession(db, { tokenHash: hashSessionToken(token) });
  return session?.user.id ?? null;
}

/**
 * The status of the SPA's page at `pathname`: 404 for a path the app does not route (its 404
 * page) and for a page whose subject does not exist for this viewer (an unknown or hidden
 * profile or post, a destination outside the catalogue, a live stream the viewer may not watch,
 * a share link that is off), 200 otherwise.
 */
export async function pageStatus(
  db: Db,
  request: FastifyRequest,
  pathname: string,
): Promise<200 | 404> {
  const match = matchPage(pathname);
  if (!match) return 404;
  const { params } = match;
  switch (match.route.subject) {
    case undefined:
      return 200;
    case 'user': {
      if (params.userId === undefined) return 200;
      if (!UUID.test(params.userId)) return 404;
      const viewerId = await viewerIdOf(db, request);
      return (await profilePageExists(db, { userId: params.userId, viewerId })) ? 200 : 404;
    }
    case 'post': {
      if (!params.id || !UUID.test(params.id)) return 404;
      const viewerId = await viewerIdOf(db, request);
      return (await postPageExists(db, { postId: params.id, viewerId })) ? 200 : 404;
    }
    case 'destination': {
      if (params.type !== undefined && !DESTINATION_TYPES.has(params.type)) return 404;
      const slug = destinationSlug(params.location ?? '');
      if (!slug) return 404;
      return (await destinationPageExists(db, { slug })) ? 200 : 404;
    }
    case 'stream': {
      const sessionId = params.sessionId ?? '';
      if (!UUID.test(sessionId)) return 404;
      const viewerId = await viewerIdOf(db, request);
      const found = viewerId
        ? await mayStillWatch(db, { sessionId, memberId: viewerId })
        : await streamPageExists(db, { sessionId });
      return found ? 200 : 404;
    }
    case 'sharedTrip':
      // A token no link can have (a NUL byte, say) is not worth a query that would refuse it.
      if (!SHARE_TOKEN_PATTERN.test(params.token ?? '')) return 404;
      return (await sharedTripPageExists(db, { token: params.token ?? '' })) ? 200 : 404;
    case 'blog': {
      const slug = params.slug ?? '';
      // eslint-disable-next-line no-control-regex -- a NUL byte no slug has, refused before SQL
      if (!slug || slug.length > 100 || /[\u0000-\u001f]/.test(slug)) return 404;
      if (await blogPageExists(db, { slug })) return 200;
      // A draft opens through its signed preview link only.
      const query = request.query as Record<string, unknown> | undefined;
      const preview = typeof query?.preview === 'string' ? query.preview : null;
      if (!preview) return 404;
      const secret = currentBlogRuntime()?.secret ?? null;
      return (await blogPreviewPageExists(db, { slug, preview, secret })) ? 200 : 404;
    }
  }
}
