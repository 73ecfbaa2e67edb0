import type { TSelfUser } from '../../../contract/users.ts';

/** /search: built by the feature (issue 6). */
export function SearchPage(_props: { user: TSelfUser }) {
  return null;
}
