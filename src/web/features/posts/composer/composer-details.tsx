import type { PostDraft } from './use-post-draft.ts';
import { LocationField } from '../location-field.tsx';
import { ComposerTagsField } from './composer-tags-field.tsx';

/** The place and the tags: the same fields in the dialog and on /create. */
export function ComposerDetails({
  ids,
  draft,
}: {
  ids: { location: string; tags: string };
  draft: PostDraft;
}) {
  return (
    <>
      <LocationField
        id={ids.location}
        location={draft.location}
        onLocationChange={draft.setLocation}
        onDestinationChosen={draft.setDestination}
      />
      <ComposerTagsField id={ids.tags} draft={draft} />
    </>
  );
}
