import type { FastifyInstance } from 'fastify';

/** Registered by app.ts; the search routes are added here. */
export async function searchRoutes(_app: FastifyInstance) {}
