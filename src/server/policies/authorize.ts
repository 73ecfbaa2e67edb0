import type { Viewer } from '../context.ts';
import { forbidden, notFound, unauthorized } from '../http-error.ts';
import { actions, type ActionName, type ResourceOf } from './actions.ts';

/**
 * The one authorization gate: looks the action up, asks its pure policy function and throws
 * 401 (nobody signed in for a members-only action), 404 (actions that must not reveal that the
 * resource exists) or 403. Services call it before they load more or change anything.
 */
export function authorize<A extends ActionName>(
  viewer: Viewer | null,
  action: A,
  resource: ResourceOf<A>,
): void {
  const rule = actions[action];
  if (rule.members && !viewer) throw unauthorized();
  // The table types each policy by its action; indexing by a generic key loses that pairing.
  const allowed = (rule.policy as (viewer: Viewer | null, resource: ResourceOf<A>) => boolean)(
    viewer,
    resource,
  );
  if (allowed) return;
  throw rule.deny === 404 ? notFound(rule.message) : forbidden(rule.message);
}

/** The same check as a boolean, for presenters that hide rather than refuse. */
export function can<A extends ActionName>(
  viewer: Viewer | null,
  action: A,
  resource: ResourceOf<A>,
): boolean {
  const rule = actions[action];
  if (rule.members && !viewer) return false;
  return (rule.policy as (viewer: Viewer | null, resource: ResourceOf<A>) => boolean)(
    viewer,
    resource,
  );
}
