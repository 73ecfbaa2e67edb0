import type { TSelfUser } from '../../../contract/users.ts';

/** /explore: built by the feature (issue 6). */
export function ExplorePage(_props: { user: TSelfUser }) {
  return null;
}
