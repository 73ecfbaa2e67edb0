import type { FastifyRequest } from 'fastify';
import type { ProfileRow } from '../../../db/queries/users.ts';
import { forbidden, unauthorized } from '../../http-error.ts';

/** Only the admin role may use the operator area. */
export function canAccessAdmin(user: Pick<ProfileRow, 'role'>): boolean {
  return user.role === 'admin';
}

/** 401 for anonymous visitors and 403 for members, before any admin handler runs. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorized();
  if (!canAccessAdmin(request.auth.user)) throw forbidden('Admin access required');
}
