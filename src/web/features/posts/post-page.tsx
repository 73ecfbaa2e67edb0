import type { TSelfUser } from '../../../contract/users.ts';

/** /posts/:id: built by the feature (issue 6). */
export function PostPage(_props: { user: TSelfUser }) {
  return null;
}
