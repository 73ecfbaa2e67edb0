import { BadgeCheck, CalendarDays, Link2, MapPin } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { coverPicture } from '../../../contract/cover-picture.ts';
import type { TUserProfile } from '../../../contract/people.ts';
import type { TStreamSession } from '../../../contract/streaming.ts';
import { userDisplayName, userInitials } from '../../../contract/user-names.ts';
import { buttonVariants } from '../../ui/button.tsx';
import { Photo } from '../../ui/photo.tsx';
import { LiveAvatarBadge, useUserLive } from '../live/live-avatar-badge.tsx';
import {
  AvatarUploadRing,
  CoverFallback,
  CoverUploadOverlay,
  PhotoHint,
  PhotoPickerButton,
} from './photo-controls.tsx';
import { PHOTO_HINT, usePhotoUpload } from './photo-upload.ts';
import {
  activityStatus,
  formatCount,
  joinedLabel,
  safeWebsite,
  websiteLabel,
} from './profile-format.ts';

/**
 * The cover photo, or a dusk-over-the-sea gradient when the member has none. It is the profile's
 * largest paint: fetched first, and a demo-world photo at the rendition that fits.
 */
function Cover({
  src,
  action,
  overlay,
}: {
  src: string | null;
  action?: ReactNode;
  overlay?: ReactNode;
}) {
  return (
    <div className="relative h-36 overflow-hidden bg-brand sm:h-52 lg:h-64">
      <Photo
        src={src}
        sources={coverSources(src)}
        fetchPriority="high"
        className="size-full object-cover"
        data-testid="profile-cover-image"
        fallback={<CoverFallback />}
      />
      {overlay}
      {action ? <div className="absolute right-3 bottom-3 z-10">{action}</div> : null}
    </div>
  );
}

/** The cover's renditions, as the server hints them for a public profile (contract/pictures.ts). */
function coverSources(src: string | null) {
  return src ? coverPicture(src).sources : [];
}

/** The own cover: Change Cover, the chosen picture at once, and 'Uploading...' over it. */
function OwnCover({ src }: { src: string | null }) {
  const upload = usePhotoUpload('cover');
  const hintId = useId();
  const { state } = upload;
  return (
    <Cover
      src={state.phase !== 'idle' && state.preview ? state.preview : src}
      overlay={
        state.phase !== 'idle' ? (
          <CoverUploadOverlay state={state} onCancel={upload.cancel} />
        ) : null
      }
      action={
        <>
          <PhotoPickerButton
            label="Change Cover"
            busy={upload.busy}
            onChoose={(file) => void upload.choose(file)}
            variant="light"
            hintId={hintId}
            tooltip={PHOTO_HINT}
            className="bg-white/90 shadow-md backdrop-blur hover:bg-white"
          />
          <PhotoHint id={hintId} />
        </>
      }
    />
  );
}

const AVATAR_CIRCLE =
  'grid size-24 shrink-0 place-items-center overflow-hidden rounded-full bg-brand font-display text-3xl font-semibold text-on-brand shadow-md ring-4 ring-surface sm:size-32 sm:text-4xl';

/** The big round picture on the cover's edge; initials when there is none or it fails. */
function AvatarPicture({ profile, src }: { profile: TUserProfile; src: string | null }) {
  return (
    <span aria-hidden="true" className={AVATAR_CIRCLE}>
      <Photo
        src={src}
        className="size-full object-cover"
        data-testid="profile-avatar-image"
        fallback={userInitials(profile)}
      />
    </span>
  );
}

function ProfileAvatar({
  profile,
  online,
  live,
  name,
}: {
  profile: TUserProfile;
  online: boolean;
  live: TStreamSession | null;
  name: string;
}) {
  return (
    <span className="relative inline-block">
      <AvatarPicture profile={profile} src={profile.profileImageUrl} />
      {live ? <LiveAvatarBadge session={live} name={name} /> : null}
      {online && !live ? (
        <span
          aria-hidden="true"
          data-testid="online-dot"
          className="absolute right-1.5 bottom-1.5 size-5 rounded-full bg-emerald-500 ring-4 ring-surface sm:right-2.5 sm:bottom-2.5"
        />
      ) : null}
    </span>
  );
}

/** The own avatar with a camera badge to change it, and a ring filling while it uploads. */
function OwnAvatar({
  profile,
  live,
  name,
}: {
  profile: TUserProfile;
  live: TStreamSession | null;
  name: string;
}) {
  const upload = usePhotoUpload('profile');
  const hintId = useId();
  const { state } = upload;
  return (
    <span className="relative inline-block">
      <AvatarPicture
        profile={profile}
        src={state.phase !== 'idle' && state.preview ? state.preview : profile.profileImageUrl}
      />
      {state.phase !== 'idle' ? <AvatarUploadRing progress={state.progress} /> : null}
      {live ? <LiveAvatarBadge session={live} name={name} placement="top" /> : null}
      <span className="absolute right-0 bottom-0 sm:right-1 sm:bottom-1">
        <PhotoPickerButton
          label="Change profile photo"
          iconOnly
          busy={upload.busy}
          onChoose={(file) => void upload.choose(file)}
          variant="outline"
          size="icon"
          hintId={hintId}
          tooltip={PHOTO_HINT}
          className="size-9 shadow-md"
        />
        <PhotoHint id={hintId} />
      </span>
    </span>
  );
}

function Stat({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex flex-col items-center sm:flex-row sm:items-baseline sm:gap-1.5">
      <dt className="order-2 text-sm text-ink-muted">{label}</dt>
      <dd className="order-1 text-lg font-semibold text-ink tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

/**
 * The top of a profile (spec 1 §2): cover, avatar, name, bio, location, joined date, website,
 * the Posts / Followers / Following counts, and the actions for this viewer.
 */
export function ProfileHeader({ profile, actions }: { profile: TUserProfile; actions: ReactNode }) {
  const name = userDisplayName(profile) || 'Traveller';
  const website = safeWebsite(profile.website);
  const status = profile.isSelf ? null : activityStatus(profile.lastActiveAt);
  // A red LIVE ring and badge (linking to the stream) while the member is live and watchable.
  const live = useUserLive(profile.id);
  return (
    <section
      aria-labelledby="profile-name"
      className="overflow-hidden rounded-3xl border border-line bg-surface shadow-sm"
    >
      {profile.isSelf ? (
        <OwnCover src={profile.coverImageUrl} />
      ) : (
        <Cover src={profile.coverImageUrl} />
      )}
      <div className="grid gap-5 px-5 pb-6 sm:grid-cols-[minmax(0,1fr)_auto] sm:px-8">
        <div className="min-w-0">
          <div className="-mt-12 sm:-mt-16">
            {profile.isSelf ? (
              <OwnAvatar profile={profile} live={live} name={name} />
            ) : (
              <ProfileAvatar
                profile={profile}
                online={status?.online ?? false}
                live={live}
                name={name}
              />
            )}
          </div>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <h1
              id="profile-name"
              className="font-display text-2xl font-semibold break-words text-ink sm:text-3xl"
            >
              {name}
            </h1>
            {profile.isPremium ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">
                <BadgeCheck aria-hidden="true" className="size-3.5" />
                Premium
              </span>
            ) : null}
          </div>
          {profile.bio ? (
            <p className="mt-2 max-w-2xl text-[15px] leading-relaxed break-words whitespace-pre-line text-ink">
              {profile.bio}
            </p>
          ) : null}
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-ink-muted">
            {status ? (
              <li className="inline-flex items-center gap-1.5" data-testid="profile-activity">
                <span
                  aria-hidden="true"
                  className={
                    status.online
                      ? 'size-2.5 rounded-full bg-emerald-500'
                      : 'size-2.5 rounded-full bg-line'
                  }
                />
                {status.label}
              </li>
            ) : null}
            {profile.location ? (
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">Location: </span>
                <span className="truncate">{profile.location}</span>
              </li>
            ) : null}
            <li className="inline-flex items-center gap-1.5">
              <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
              {joinedLabel(profile.createdAt)}
            </li>
            {website ? (
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <Link2 aria-hidden="true" className="size-4 shrink-0" />
                <a
                  href={website}
                  target="_blank"
                  rel="noopener noreferrer ugc"
                  className="truncate font-medium text-brand underline-offset-2 hover:underline"
                >
                  {websiteLabel(website)}
                  <span className="sr-only"> (website, opens in a new tab)</span>
                </a>
              </li>
            ) : null}
          </ul>
          <dl
            aria-label="Profile counts"
            className="mt-5 grid max-w-sm grid-cols-3 gap-2 rounded-2xl bg-surface-muted px-3 py-3 sm:flex sm:max-w-none sm:gap-6 sm:bg-transparent sm:p-0"
          >
            <Stat value={profile.postsCount} label="Posts" />
            <Stat value={profile.followersCount} label="Followers" />
            <Stat value={profile.followingCount} label="Following" />
          </dl>
        </div>
        <div className="flex flex-wrap items-start gap-2 sm:justify-end sm:pt-4">{actions}</div>
      </div>
    </section>
  );
}

/** Edit Profile goes to the profile form in Settings. */
export function EditProfileLink() {
  return (
    <Link to="/settings" data-button className={buttonVariants({ variant: 'outline', size: 'sm' })}>
      Edit Profile
    </Link>
  );
}
