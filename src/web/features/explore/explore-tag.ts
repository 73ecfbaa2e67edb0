import { useSearchParams } from 'react-router';
import { normalizeTag, POST_TAG_MAX_LENGTH } from '../../../contract/posts.ts';

/** The tag filter of the explore feed lives in the URL (`/explore?tag=beach`), so it can be shared. */
export function useExploreTag() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tag') ?? '';
  const tag = normalizeTag(raw).slice(0, POST_TAG_MAX_LENGTH) || undefined;
  const setTag = (next: string | undefined) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('tag', next);
        else updated.delete('tag');
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  return { tag, setTag };
}
