import type { TSeoContent } from '../../../contract/seo.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * Whether the content answer says the catalogue does not know the place (no destination code,
 * or a location naming no place at all): the server answers such an address with 404, so the
 * page shows the 404 page too. Pending and failing answers leave the page to its own states.
 */
export function isUnknownPlace(content: { data?: TSeoContent; error: Error | null }): boolean {
  if (content.data) return content.data.destination.code === null;
  return content.error instanceof ApiError && content.error.status === 400;
}
