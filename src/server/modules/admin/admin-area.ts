import type { RouteDef } from '../../../contract/route.ts';

const moderatorRoutes = new Set<string>();

const keyOf = (method: string, path: string) => `${method} ${path}`;

/**
 * Opens an /api/admin route to moderators (the moderation queue, read-only member pages). Every
 * other admin route stays admins-only by default, so a new operator route cannot leak to
 * moderators by being forgotten here. Call it where the route is registered.
 */
export function openToModerators(route: RouteDef): void {
  moderatorRoutes.add(keyOf(route.method, route.path));
}

/** Whether the route a request matched (its declared path) is open to moderators. */
export function isOpenToModerators(method: string, routePath: string | undefined): boolean {
  return routePath !== undefined && moderatorRoutes.has(keyOf(method, routePath));
}
