import type { TCaseAction, TCaseStatus, TReportTargetType } from '../../../contract/moderation.ts';

export const TARGET_LABEL: Record<TReportTargetType, string> = {
  post: 'Post',
  comment: 'Comment',
  user: 'Member',
  message: 'Message',
};

export const STATUS_TEXT: Record<TCaseStatus, string> = {
  open: 'Open',
  resolved: 'Resolved',
  dismissed: 'Dismissed',
};

/** The case history's audit verbs in words. */
export const HISTORY_TEXT: Record<string, string> = {
  'case.hide': 'Hid the content',
  'case.unhide': 'Showed the content again',
  'case.delete': 'Deleted the content',
  'case.sensitive': 'Marked it sensitive',
  'case.warn': 'Warned the author',
  'case.limit': 'Limited the author',
  'case.suspend': 'Suspended the author',
  'case.resolve': 'Resolved the case',
  'case.dismiss': 'Dismissed the case',
  'case.reopen': 'Reopened the case',
};

/** Each action's button, dialog and toast. */
export const ACTION_TEXT: Record<
  TCaseAction,
  { label: string; title: string; description: string; done: string; danger?: boolean }
> = {
  hide: {
    label: 'Hide',
    title: 'Hide this content',
    description: 'Nobody but its author will see it. You can show it again.',
    done: 'Content hidden',
  },
  unhide: {
    label: 'Show again',
    title: 'Show this content again',
    description: 'Everyone who could see it before will see it again.',
    done: 'Content shown again',
  },
  delete: {
    label: 'Delete',
    title: 'Delete this content',
    description: 'It is removed for good. The case and its reports stay.',
    done: 'Content deleted',
    danger: true,
  },
  sensitive: {
    label: 'Mark sensitive',
    title: 'Mark this post sensitive',
    description: 'The post is flagged as sensitive content.',
    done: 'Marked sensitive',
  },
  warn: {
    label: 'Warn author',
    title: 'Warn the author',
    description: 'The reason reaches them as a notice from the Roamly team.',
    done: 'Author warned',
  },
  limit: {
    label: 'Limit author',
    title: 'Limit the author',
    description: 'Their posts reach their followers only until the limit is lifted.',
    done: 'Author limited',
  },
  suspend: {
    label: 'Suspend author',
    title: 'Suspend the author',
    description: 'They are signed out everywhere and their posts and profile disappear.',
    done: 'Author suspended',
    danger: true,
  },
};

/** "4 min", "2 h 5 min", "3 d 4 h": the median time to first action. */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
