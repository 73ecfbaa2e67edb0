import { deleteUserSessions } from '../../../db/queries/sessions.ts';
import type { MemberContext } from '../../context.ts';

/**
 * "Sign out everywhere": ends every session of the member, this one included. It is the button
 * for a lost phone or a shared computer, where the member wants no doubt left; signing out only
 * the other devices is what a password change does, and the Sessions card ends them one by one.
 */
export async function signOutEverywhere(ctx: MemberContext): Promise<{ signedOut: number }> {
  return { signedOut: await deleteUserSessions(ctx.db, { userId: ctx.viewer.id }) };
}
