import type { FastifyInstance } from 'fastify';

/** Registered by app.ts; the posts routes are added here. */
export async function postsRoutes(_app: FastifyInstance) {}
