import { Check, UserPlus } from 'lucide-react';
import { Button, type ButtonSize } from '../../ui/button.tsx';
import { useFollowToggle } from './follow.ts';

/**
 * Follow / Following toggle for one member. The state is the cached `isFollowing`, flipped
 * optimistically by useFollowToggle; clicks while the last one is on its way are ignored (the
 * button stays focusable, unlike a disabled one).
 */
export function FollowButton({
  userId,
  name,
  isFollowing,
  size = 'sm',
  className,
}: {
  userId: string;
  /** Who, for the accessible name: "Follow Ana Lima" / "Following Ana Lima". */
  name: string;
  isFollowing: boolean;
  size?: ButtonSize;
  className?: string;
}) {
  const follow = useFollowToggle();
  return (
    <Button
      size={size}
      variant={isFollowing ? 'outline' : 'primary'}
      aria-disabled={follow.isPending || undefined}
      data-follow-state={isFollowing ? 'following' : 'not-following'}
      className={className}
      onClick={() => {
        if (follow.isPending) return;
        follow.mutate({ id: userId });
      }}
    >
      {isFollowing ? (
        <Check aria-hidden="true" className="size-4" />
      ) : (
        <UserPlus aria-hidden="true" className="size-4" />
      )}
      {isFollowing ? 'Following' : 'Follow'}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
