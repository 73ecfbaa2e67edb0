import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from './auth.service.ts';

/** The device a session is for, shown in the Sessions card. */
export function clientMeta(request: FastifyRequest): ClientMeta {
  return { userAgent: request.headers['user-agent'] ?? null, ipAddress: request.ip ?? null };
}
