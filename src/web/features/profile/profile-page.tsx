import { Lock, ShieldOff, UserX } from 'lucide-react';
import { useDeferredValue, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { TUserProfile } from '../../../contract/people.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import type { TSelfUser } from '../../../contract/users.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { buttonVariants } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { FollowProfileButton, OtherProfileActions, OwnProfileActions } from './profile-actions.tsx';
import { travelRows } from './profile-format.ts';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileTabs } from './profile-tabs.tsx';
import { useProfileQuery } from './queries.ts';
import { TravelProfile } from './travel-profile.tsx';

export const USER_NOT_FOUND_TITLE = 'User Not Found';
export const USER_NOT_FOUND_TEXT =
  "The user you're looking for doesn't exist or there was an error loading the profile.";

function UserNotFound() {
  return (
    <>
      <PageTitle title={USER_NOT_FOUND_TITLE} />
      <StatusMessage
        icon={<UserX className="size-10" />}
        tone="brand"
        title={USER_NOT_FOUND_TITLE}
        description={USER_NOT_FOUND_TEXT}
        actions={
          <>
            <Link to="/explore" data-button className={buttonVariants()}>
              Explore travellers
            </Link>
            <Link to="/profile" data-button className={buttonVariants({ variant: 'outline' })}>
              Your profile
            </Link>
          </>
        }
      />
    </>
  );
}

/** A notice in place of the tabs (private profile, blocked member). */
function Notice({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <Card
      aria-labelledby="profile-notice-title"
      radius="3xl"
      padding="none"
      className="grid justify-items-center px-6 py-12 text-center"
    >
      <span
        aria-hidden="true"
        className="mb-4 grid size-14 place-items-center rounded-full bg-brand-soft text-brand"
      >
        {icon}
      </span>
      <h2 id="profile-notice-title" className="font-display text-xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-2 max-w-sm text-sm text-ink-muted">{text}</p>
      <div className="mt-6">{action}</div>
    </Card>
  );
}

/** Under the header: the tabs, or why there are none. */
function ProfileBody({ profile }: { profile: TUserProfile }) {
  const name = userDisplayName(profile);
  if (profile.isBlocked) {
    return (
      <Notice
        icon={<ShieldOff className="size-7" />}
        title={`You blocked ${name}`}
        text="You don't see each other's posts, and they can't follow you, comment on your posts or message you."
        action={null}
      />
    );
  }
  if (profile.isRestricted) {
    return (
      <Notice
        icon={<Lock className="size-7" />}
        title="This profile is private"
        text={`Follow ${name} to see their posts and travel profile.`}
        action={<FollowProfileButton profile={profile} />}
      />
    );
  }
  return <ProfileTabs userId={profile.id} isSelf={profile.isSelf} />;
}

/**
 * /profile and /profile/{userId} (spec 1 §2 'Profile'): the own profile when there is no id or
 * the id is the member's own, anyone else's otherwise; 'User Not Found' when it cannot be loaded.
 */
export function ProfilePage({ user }: { user: TSelfUser }) {
  const { userId } = useParams();
  const id = userId ?? user.id;
  const query = useProfileQuery(id, user);
  // The answer draws the whole page at once: deferred, React renders it in short slices instead
  // of inside the query's update, one long task on a phone (see FeedList).
  const answered = useDeferredValue(!query.isPending);

  if (query.isPending || !answered) {
    return (
      <>
        <PageTitle title="Profile" />
        <Spinner page label="Loading profile…" />
      </>
    );
  }
  if (query.isError) return <UserNotFound />;

  const profile = query.data;
  const isSelf = profile.isSelf || profile.id === user.id;
  const actions = isSelf ? <OwnProfileActions /> : <OtherProfileActions profile={profile} />;
  const showTravel =
    !profile.isRestricted && !profile.isBlocked && (isSelf || travelRows(profile).length > 0);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6">
      <PageTitle title={userDisplayName(profile) || 'Profile'} />
      <ProfileHeader profile={{ ...profile, isSelf }} actions={actions} />
      <div
        className={
          showTravel
            ? 'grid grid-cols-1 items-start gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]'
            : 'grid grid-cols-1 items-start gap-6'
        }
      >
        {/* Posts come first in the page, so a phone shows them right under the header (as
            Instagram's profile does); from lg the About box takes the left column. */}
        <div
          className={
            showTravel
              ? 'min-w-0 lg:col-start-2 lg:row-start-1'
              : 'mx-auto w-full max-w-3xl min-w-0'
          }
        >
          <ProfileBody profile={{ ...profile, isSelf }} />
        </div>
        {showTravel ? (
          <aside
            aria-label="About"
            className="grid gap-6 lg:sticky lg:top-24 lg:col-start-1 lg:row-start-1"
          >
            <TravelProfile profile={{ ...profile, isSelf }} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}
