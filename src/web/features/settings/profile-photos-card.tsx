import { Camera, ImagePlus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { Button } from '../../ui/button.tsx';
import { Card, CardHeader } from '../../ui/card.tsx';
import { Photo } from '../../ui/photo.tsx';
import {
  AvatarUploadRing,
  CoverFallback,
  PhotoHint,
  PhotoPickerButton,
} from '../profile/photo-controls.tsx';
import { usePhotoUpload, type PhotoUploadState } from '../profile/photo-upload.ts';
import { UploadProgress } from '../uploads/upload-progress.tsx';

function shown(state: PhotoUploadState, saved: string | null): string | null {
  return state.phase !== 'idle' && state.preview ? state.preview : saved;
}

/**
 * Settings → Profile: the profile photo and the cover photo (spec 1 §2 'Settings'), each changed
 * with the same checks, progress and toasts as on the profile page, or removed.
 */
export function ProfilePhotosCard({ user }: { user: TSelfUser }) {
  const photo = usePhotoUpload('profile');
  const cover = usePhotoUpload('cover');
  const hintId = useId();
  const active = photo.state.phase !== 'idle' ? photo : cover.state.phase !== 'idle' ? cover : null;

  return (
    <Card aria-labelledby="profile-photos-title">
      <CardHeader
        id="profile-photos-title"
        title="Profile photos"
        description="Your picture and cover, as travellers see them on your profile."
        icon={<Camera className="size-5" />}
      />
      <div className="overflow-hidden rounded-2xl border border-line bg-surface-muted">
        <div className="relative h-28 sm:h-36">
          <Photo
            src={shown(cover.state, user.coverImageUrl)}
            className="size-full object-cover"
            fallback={<CoverFallback />}
            data-testid="settings-cover-image"
          />
          {cover.state.phase !== 'idle' ? (
            <div aria-hidden="true" className="media-shimmer absolute inset-0 bg-black/30" />
          ) : null}
        </div>
        <div className="-mt-10 flex items-start gap-3 px-4 pb-4 sm:-mt-12">
          <span className="relative inline-block shrink-0">
            <span
              aria-hidden="true"
              className="grid size-20 place-items-center overflow-hidden rounded-full bg-brand font-display text-2xl font-semibold text-on-brand shadow-md ring-4 ring-surface sm:size-24"
            >
              <Photo
                src={shown(photo.state, user.profileImageUrl)}
                className="size-full object-cover"
                fallback={userInitials(user)}
                data-testid="settings-avatar-image"
              />
            </span>
            {photo.state.phase !== 'idle' ? (
              <AvatarUploadRing progress={photo.state.progress} />
            ) : null}
          </span>
          <div className="min-w-0 pt-12 sm:pt-14">
            <p className="truncate font-display text-lg font-semibold text-ink">
              {userDisplayName(user) || 'Traveller'}
            </p>
            <p className="text-xs text-ink-muted">How your profile header looks</p>
          </div>
        </div>
      </div>

      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <PhotoRow
          title="Profile photo"
          changeLabel="Change photo"
          removeLabel="Remove photo"
          hasPicture={Boolean(user.profileImageUrl)}
          upload={photo}
          otherBusy={cover.busy}
          hintId={hintId}
        />
        <PhotoRow
          title="Cover photo"
          changeLabel="Change Cover"
          removeLabel="Remove cover"
          hasPicture={Boolean(user.coverImageUrl)}
          upload={cover}
          otherBusy={photo.busy}
          hintId={hintId}
        />
      </div>
      <PhotoHint id={hintId} className="mt-3 text-xs text-ink-muted" />

      {active && active.state.phase !== 'idle' ? (
        <UploadProgress
          className="mt-4"
          percent={active.state.progress}
          fileName={active.state.fileName}
          label="Uploading..."
          onCancel={active.state.phase === 'uploading' ? active.cancel : undefined}
        />
      ) : null}
    </Card>
  );
}

function PhotoRow({
  title,
  changeLabel,
  removeLabel,
  hasPicture,
  upload,
  otherBusy,
  hintId,
}: {
  title: string;
  changeLabel: string;
  removeLabel: string;
  hasPicture: boolean;
  upload: ReturnType<typeof usePhotoUpload>;
  otherBusy: boolean;
  hintId: string;
}) {
  const [removing, setRemoving] = useState(false);
  return (
    <div className="grid gap-2 rounded-2xl border border-line p-3.5">
      <p className="text-sm font-semibold text-ink">{title}</p>
      <div className="flex flex-wrap gap-2">
        <PhotoPickerButton
          label={changeLabel}
          busy={upload.busy || removing}
          onChoose={(file) => void upload.choose(file)}
          variant="secondary"
          hintId={hintId}
          icon={<ImagePlus aria-hidden="true" className="size-4" />}
        />
        {hasPicture ? (
          <Button
            size="sm"
            variant="ghost"
            disabled={upload.busy || removing || otherBusy}
            onClick={() => {
              setRemoving(true);
              void upload.remove().finally(() => setRemoving(false));
            }}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {removeLabel}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
