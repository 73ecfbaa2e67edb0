import type { TAdminMemberStatus } from '../../../contract/admin-users.ts';

export const STATUS_LABEL: Record<TAdminMemberStatus, string> = {
  active: 'Active',
  limited: 'Limited',
  suspended: 'Suspended',
  deleting: 'Being deleted',
};

export const STATUS_CLASS: Record<TAdminMemberStatus, string> = {
  active: 'bg-brand-soft text-brand-strong',
  limited: 'bg-accent-soft text-ink',
  suspended: 'bg-danger text-on-danger',
  deleting: 'bg-ink text-surface',
};

/** "27 Nov 2026" in the operator's locale. */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/** "27 Nov 2026, 21:40". */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}
