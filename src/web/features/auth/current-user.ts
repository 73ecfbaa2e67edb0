import { getCurrentUserRoute } from '../../../contract/users.ts';
import { api } from '../../lib/api.ts';

/** GET /api/auth/user, in its own chunk: only signed-in visitors load the contract for it. */
export function fetchCurrentUser() {
  return api(getCurrentUserRoute);
}
