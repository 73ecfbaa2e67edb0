import type { FastifyInstance } from 'fastify';

/** Registered by app.ts; the activity routes are added here. */
export async function activityRoutes(_app: FastifyInstance) {}
