import { useQueryClient } from '@tanstack/react-query';
import {
  Ban,
  Flag,
  Link2,
  MessageCircle,
  MoreHorizontal,
  ShieldOff,
  UserMinus,
  UserPlus,
} from 'lucide-react';
import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TUserProfile } from '../../../contract/people.ts';
import { userDisplayName } from '../../../contract/user-names.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { errorMessage } from '../../lib/api.ts';
import { Button, buttonVariants } from '../../ui/button.tsx';
import { useFollowToggle } from '../home/follow.ts';
import { DeferredMenu } from '../../ui/deferred-menu.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { copyText } from '../../lib/copy-text.ts';
import { CreatePostButton } from '../posts/create-post-button.tsx';
import { ReportTargetDialog } from '../reports/report-button.tsx';
import { EditProfileLink } from './profile-header.tsx';
import { profileKeys, useBlockMutation } from './queries.ts';

const MENU_ITEM =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-brand-soft data-[highlighted]:text-brand-strong';

/** Own profile: Edit Profile and Create Post (Change Cover sits on the cover). */
export function OwnProfileActions() {
  return (
    <>
      <EditProfileLink />
      <CreatePostButton size="sm" />
    </>
  );
}

/**
 * Follow / Unfollow for another member: flips at once (button and follower count), rolls back
 * with 'Failed to update follow status', and re-reads the profile for the server's counts.
 */
export function FollowProfileButton({ profile }: { profile: TUserProfile }) {
  const follow = useFollowToggle();
  const queryClient = useQueryClient();
  const name = userDisplayName(profile);
  const following = profile.isFollowing;
  return (
    <Button
      size="sm"
      variant={following ? 'outline' : 'primary'}
      aria-disabled={follow.isPending || undefined}
      data-follow-state={following ? 'following' : 'not-following'}
      className="min-w-28"
      onClick={() => {
        if (follow.isPending) return;
        follow.mutate(
          { id: profile.id },
          {
            onSettled: () =>
              queryClient.invalidateQueries({ queryKey: profileKeys.profile(profile.id) }),
          },
        );
      }}
    >
      {following ? (
        <UserMinus aria-hidden="true" className="size-4" />
      ) : (
        <UserPlus aria-hidden="true" className="size-4" />
      )}
      {following ? 'Unfollow' : 'Follow'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}

/** What blocking does, said before the member confirms. */
function BlockExplanation({ name }: { name: string }) {
  return (
    <ul className="grid list-disc gap-1.5 pl-5 text-sm text-ink-muted">
      <li>You won't see each other's posts, comments or profile details.</li>
      <li>{name} can't follow you, comment on your posts or message you.</li>
      <li>If you follow each other, both follows are removed.</li>
      <li>{name} isn't told. You can unblock them any time in Settings → Privacy.</li>
    </ul>
  );
}

/**
 * Another member's actions: Follow / Unfollow, Message, and a '…' menu with Block (after a
 * confirmation that explains it) or Unblock, and a copy of the profile link.
 */
export function OtherProfileActions({ profile }: { profile: TUserProfile }) {
  const name = userDisplayName(profile);
  const [confirming, setConfirming] = useState(false);
  const [reporting, setReporting] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const block = useBlockMutation();

  const run = (nextBlocked: boolean) =>
    block.mutate(
      { id: profile.id, block: nextBlocked },
      {
        onSuccess: () => {
          setConfirming(false);
          toast({
            title: nextBlocked ? `${name} blocked` : `${name} unblocked`,
            description: nextBlocked
              ? 'You can unblock them from their profile or in Settings → Privacy.'
              : undefined,
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: nextBlocked ? 'Failed to block' : 'Failed to unblock',
            description: errorMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
      },
    );

  const copyLink = async () => {
    const copied = await copyText(`${window.location.origin}/profile/${profile.id}`);
    toast(
      copied
        ? { title: 'Link copied', variant: 'success' }
        : { title: 'Copy failed', description: 'Copy the address bar instead.' },
    );
  };

  return (
    <>
      {profile.isBlocked ? (
        <Button size="sm" variant="outline" onClick={() => run(false)} disabled={block.isPending}>
          <ShieldOff aria-hidden="true" className="size-4" />
          Unblock
        </Button>
      ) : (
        <>
          <FollowProfileButton profile={profile} />
          <Link
            to={`/messages?user=${encodeURIComponent(profile.id)}`}
            data-button
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Message
          </Link>
        </>
      )}
      <DeferredMenu
        triggerProps={{
          ref: trigger,
          'aria-label': `More options for ${name}`,
          className: buttonVariants({ variant: 'outline', size: 'icon', className: 'size-9' }),
        }}
        trigger={<MoreHorizontal aria-hidden="true" className="size-5" />}
      >
        {(Menu) => (
          <Menu.Portal>
            <Menu.Content
              align="end"
              sideOffset={8}
              // The block confirmation takes focus; the menu must not pull it back to its trigger.
              onCloseAutoFocus={(event) => {
                if (confirming || reporting) event.preventDefault();
              }}
              className="menu-content z-50 w-56 rounded-2xl border border-line bg-surface p-2 shadow-xl"
            >
              <Menu.Item className={MENU_ITEM} onSelect={() => void copyLink()}>
                <Link2 aria-hidden="true" className="size-4" />
                Copy profile link
              </Menu.Item>
              <Menu.Item className={MENU_ITEM} onSelect={() => setReporting(true)}>
                <Flag aria-hidden="true" className="size-4" />
                Report {name}
              </Menu.Item>
              <Menu.Separator className="my-1 h-px bg-line" />
              {profile.isBlocked ? (
                <Menu.Item className={MENU_ITEM} onSelect={() => run(false)}>
                  <ShieldOff aria-hidden="true" className="size-4" />
                  Unblock {name}
                </Menu.Item>
              ) : (
                <Menu.Item
                  className={`${MENU_ITEM} text-danger data-[highlighted]:bg-danger-soft data-[highlighted]:text-danger`}
                  onSelect={() => setConfirming(true)}
                >
                  <Ban aria-hidden="true" className="size-4" />
                  Block {name}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Portal>
        )}
      </DeferredMenu>
      <ModalDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        size="sm"
        title={`Block ${name}?`}
        busy={block.isPending}
        returnFocus={trigger.current}
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => setConfirming(false)}
              disabled={block.isPending}
            >
              Cancel
            </Button>
            <Button variant="danger" onClick={() => run(true)} disabled={block.isPending}>
              <Ban aria-hidden="true" className="size-4" />
              {block.isPending ? 'Blocking...' : 'Block'}
            </Button>
          </>
        }
      >
        <BlockExplanation name={name} />
      </ModalDialog>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportTargetDialog
            target={{ type: 'user', userId: profile.id }}
            returnFocus={trigger.current}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
