import type { RefObject } from 'react';
import { POST_CONTENT_MAX_LENGTH } from '../../../../contract/posts.ts';
import { userInitials } from '../../../../contract/user-names.ts';
import type { TSelfUser } from '../../../../contract/users.ts';
import { Avatar } from '../../../ui/avatar.tsx';

/** The post's text beside the author's avatar, with its count; Ctrl/⌘+Enter shares. */
export function ComposerTextField({
  id,
  user,
  label,
  value,
  onChange,
  textareaRef,
}: {
  id: string;
  user: TSelfUser | null | undefined;
  label: string;
  value: string;
  onChange: (value: string) => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  return (
    <div className="flex gap-3">
      {user ? (
        <Avatar src={user.profileImageUrl} initials={userInitials(user)} className="mt-1" />
      ) : null}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <textarea
          id={id}
          ref={textareaRef}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
          maxLength={POST_CONTENT_MAX_LENGTH}
          placeholder="Where did you go? What surprised you? Any tips for the next traveller?"
          aria-describedby={`${id}-count`}
          className="min-h-36 w-full resize-y rounded-xl border border-line bg-surface px-3.5 py-2.5 text-base text-ink placeholder:text-ink-muted"
        />
        <p id={`${id}-count`} className="text-right text-xs text-ink-muted">
          {value.length.toLocaleString('en')} / {POST_CONTENT_MAX_LENGTH.toLocaleString('en')}
        </p>
      </div>
    </div>
  );
}
