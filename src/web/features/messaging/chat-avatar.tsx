import { clsx } from 'clsx';
import type { TChatUser } from '../../../contract/messaging.ts';
import { userInitials } from '../../../contract/user-names.ts';
import { Avatar } from '../../ui/avatar.tsx';
import { useIsOnline } from './live-state.ts';

/** A member's picture with a green dot while they are online (when they share it). */
export function ChatAvatar({
  user,
  size = 'md',
  className,
  avatarClassName,
}: {
  user: TChatUser;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Extra classes for the picture itself (e.g. `size-12!` between the standard sizes). */
  avatarClassName?: string;
}) {
  const online = useIsOnline(user.id);
  return (
    <span className={clsx('relative inline-flex shrink-0', className)}>
      <Avatar
        src={user.profileImageUrl}
        initials={userInitials(user)}
        size={size}
        className={avatarClassName}
      />
      {online ? (
        <span
          aria-hidden="true"
          data-testid="online-dot"
          className={clsx(
            'absolute right-0 bottom-0 rounded-full bg-[#1f9d55] ring-2 ring-surface',
            size === 'lg' ? 'size-4' : 'size-3',
          )}
        />
      ) : null}
    </span>
  );
}
