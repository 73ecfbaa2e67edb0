import type { TSelfUser } from '../../../contract/users.ts';

/** /profile/:userId?: built by the feature (issue 6). */
export function ProfilePage(_props: { user: TSelfUser }) {
  return null;
}
