import type { FastifyInstance } from 'fastify';
import {
  activityUnreadRoute,
  listActivityRoute,
  markActivityReadRoute,
} from '../../../contract/activity.ts';
import { addRoute } from '../../http/route.ts';
import { activityUnreadCount, listActivity, markActivityRead } from './activity.service.ts';

/** The bell: what happened to the member (follows, likes and comments), its badge, and "seen". */
export async function activityRoutes(app: FastifyInstance) {
  addRoute(app, listActivityRoute, { auth: 'user' }, async ({ ctx }) => listActivity(ctx));
  addRoute(app, activityUnreadRoute, { auth: 'user' }, async ({ ctx }) => activityUnreadCount(ctx));
  addRoute(app, markActivityReadRoute, { auth: 'user' }, async ({ ctx }) => markActivityRead(ctx));
}
