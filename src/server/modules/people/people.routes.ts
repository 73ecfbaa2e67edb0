import type { FastifyInstance } from 'fastify';
import {
  FOLLOW_RATE_LIMIT,
  blockUserRoute,
  followUserRoute,
  getUserRoute,
  journeyStatsRoute,
  listBlockedUsersRoute,
  suggestedUsersRoute,
  unblockUserRoute,
  updateUserRoute,
} from '../../../contract/people.ts';
import { addRoute } from '../../http/route.ts';
import { blockUser, listBlocks, unblockUser } from './blocks.service.ts';
import { toggleFollow } from './follow.service.ts';
import { editProfile, getProfile, journeyStats, suggestUsers } from './people.service.ts';

/** Profiles, follows, suggestions, blocks and the member's journey stats. */
export async function peopleRoutes(app: FastifyInstance) {
  // Registered before /api/users/:id; find-my-way prefers the static segment either way. On
  // every home view: written by the compiled serializer, as the feed pages are.
  addRoute(
    app,
    suggestedUsersRoute,
    { auth: 'user', fastSerializer: true },
    async ({ ctx, query }) => suggestUsers(ctx, { limit: query.limit }),
  );
  addRoute(app, getUserRoute, { auth: 'user' }, async ({ ctx, params }) =>
    getProfile(ctx, { userId: params.id }),
  );
  addRoute(app, updateUserRoute, { auth: 'user' }, async ({ ctx, params, body }) =>
    editProfile(ctx, { userId: params.id, changes: body }),
  );
  addRoute(
    app,
    followUserRoute,
    { auth: 'user', rateLimit: FOLLOW_RATE_LIMIT },
    async ({ ctx, params }) => toggleFollow(ctx, { userId: params.id }),
  );
  addRoute(app, blockUserRoute, { auth: 'user' }, async ({ ctx, params }) =>
    blockUser(ctx, { userId: params.id }),
  );
  addRoute(app, unblockUserRoute, { auth: 'user' }, async ({ ctx, params }) =>
    unblockUser(ctx, { userId: params.id }),
  );
  addRoute(app, listBlockedUsersRoute, { auth: 'user' }, async ({ ctx }) => listBlocks(ctx));
  addRoute(app, journeyStatsRoute, { auth: 'user' }, async ({ ctx, params }) =>
    journeyStats(ctx, { userId: params.id }),
  );
}
