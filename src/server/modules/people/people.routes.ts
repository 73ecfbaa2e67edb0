import type { FastifyInstance } from 'fastify';

/** Registered by app.ts; the people routes are added here. */
export async function peopleRoutes(_app: FastifyInstance) {}
