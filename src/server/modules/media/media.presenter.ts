import type { TPostMedia } from '../../../contract/media.ts';
import type { StoredPostMedia } from '../../../db/schema/index.ts';

/**
 * One item of a post's stored media list as every viewer sees it. Items stored before media had
 * a blur-up placeholder lack the key; they get null (the card shows its shimmer), so the response
 * always has the field the contract and its compiled serializer require.
 */
export function presentPostMedia(item: StoredPostMedia): TPostMedia {
  return {
    id: item.id,
    url: item.url,
    type: item.type,
    status: item.status,
    width: item.width,
    height: item.height,
    variants: item.variants,
    posterUrl: item.posterUrl,
    durationSeconds: item.durationSeconds,
    placeholder: item.placeholder ?? null,
  };
}
