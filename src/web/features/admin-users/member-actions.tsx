import { useState } from 'react';
import {
  changeMemberRoleRoute,
  deleteMemberRoute,
  limitMemberRoute,
  suspendMemberRoute,
  unlimitMemberRoute,
  unsuspendMemberRoute,
  warnMemberRoute,
  type TAdminMemberDetail,
} from '../../../contract/admin-users.ts';
import { ROLES, type TRole } from '../../../contract/limits.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select.tsx';
import { ConfirmReasonDialog } from '../admin/confirm-reason-dialog.tsx';
import { useMemberAction } from '../admin/queries.ts';

type Member = TAdminMemberDetail['member'];
type Dialog = 'role' | 'warn' | 'limit' | 'unlimit' | 'suspend' | 'unsuspend' | 'delete' | null;

/** Suspension lengths offered; "for good" is null. */
const PERIODS: { label: string; days: number | null }[] = [
  { label: '1 day', days: 1 },
  { label: '3 days', days: 3 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: 'For good', days: null },
];

/**
 * The admin's actions on a member page. Each opens a dialog that asks for a reason (the audit
 * log's), and the reversible ones show their reversal once they are in effect.
 */
export function MemberActions({ member }: { member: Member }) {
  const [open, setOpen] = useState<Dialog>(null);
  const [role, setRole] = useState<TRole>(member.role === 'member' ? 'moderator' : 'member');
  const [period, setPeriod] = useState('7');
  const params = { userId: member.id };
  const roleAction = useMemberAction(changeMemberRoleRoute);
  const warn = useMemberAction(warnMemberRoute);
  const limit = useMemberAction(limitMemberRoute);
  const unlimit = useMemberAction(unlimitMemberRoute);
  const suspend = useMemberAction(suspendMemberRoute);
  const unsuspend = useMemberAction(unsuspendMemberRoute);
  const remove = useMemberAction(deleteMemberRoute);
  const done = (title: string) => () => toast({ title, variant: 'success' });
  const close = () => setOpen(null);
  const deleting = member.status === 'deleting';
  const isAdmin = member.role === 'admin';

  if (deleting) {
    return (
      <p className="text-sm text-ink-muted">
        This account is being deleted; no action is possible.
      </p>
    );
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setOpen('role')}>
        Change role
      </Button>
      {isAdmin ? (
        <p className="w-full text-sm text-ink-muted">
          Admins can be warned, limited, suspended or deleted only after their role is changed.
        </p>
      ) : (
        <>
          <Button variant="outline" size="sm" onClick={() => setOpen('warn')}>
            Warn
          </Button>
          {member.limitedAt ? (
            <Button variant="outline" size="sm" onClick={() => setOpen('unlimit')}>
              Lift limit
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => setOpen('limit')}>
              Limit
            </Button>
          )}
          {member.suspendedAt ? (
            <Button variant="outline" size="sm" onClick={() => setOpen('unsuspend')}>
              Unsuspend
            </Button>
          ) : (
            <Button variant="danger" size="sm" onClick={() => setOpen('suspend')}>
              Suspend
            </Button>
          )}
          <Button variant="danger" size="sm" onClick={() => setOpen('delete')}>
            Delete account
          </Button>
        </>
      )}

      <ConfirmReasonDialog
        open={open === 'role'}
        onClose={close}
        title="Change role"
        description={`${member.name} is ${member.role} now. Admins can do everything; moderators read member pages and work the moderation queue.`}
        confirmLabel="Change role"
        onConfirm={({ reason }) =>
          roleAction.mutateAsync({ params, body: { reason, role } }).then(done('Role changed'))
        }
      >
        <SelectField
          label="New role"
          value={role}
          onChange={(event) => setRole(event.target.value as TRole)}
        >
          {ROLES.filter((value) => value !== member.role).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </SelectField>
      </ConfirmReasonDialog>
      <ConfirmReasonDialog
        open={open === 'warn'}
        onClose={close}
        title="Warn member"
        description="The member sees this text in their activity, as a notice from the Roamly team."
        reasonLabel="Message to the member"
        reasonHint="Kept in the audit log too. Be specific and kind."
        confirmLabel="Send warning"
        onConfirm={({ reason }) =>
          warn.mutateAsync({ params, body: { reason } }).then(done('Warning sent'))
        }
      />
      <ConfirmReasonDialog
        open={open === 'limit'}
        onClose={close}
        title="Limit member"
        description="Their posts will reach their followers only: explore, search and their profile hide them from everyone else."
        confirmLabel="Limit"
        onConfirm={({ reason }) =>
          limit.mutateAsync({ params, body: { reason } }).then(done('Member limited'))
        }
      />
      <ConfirmReasonDialog
        open={open === 'unlimit'}
        onClose={close}
        title="Lift limit"
        description="Their public posts reach everyone again."
        confirmLabel="Lift limit"
        onConfirm={({ reason }) =>
          unlimit.mutateAsync({ params, body: { reason } }).then(done('Limit lifted'))
        }
      />
      <ConfirmReasonDialog
        open={open === 'suspend'}
        onClose={close}
        title="Suspend member"
        description="They are signed out everywhere, cannot sign in, and their posts and profile are hidden from others until the suspension ends."
        confirmLabel="Suspend"
        variant="danger"
        onConfirm={({ reason }) =>
          suspend
            .mutateAsync({
              params,
              body: { reason, days: period === 'forever' ? null : Number(period) },
            })
            .then(done('Member suspended'))
        }
      >
        <SelectField
          label="For how long"
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
        >
          {PERIODS.map((option) => (
            <option
              key={option.label}
              value={option.days === null ? 'forever' : String(option.days)}
            >
              {option.label}
            </option>
          ))}
        </SelectField>
      </ConfirmReasonDialog>
      <ConfirmReasonDialog
        open={open === 'unsuspend'}
        onClose={close}
        title="Unsuspend member"
        description="They can sign in again and their posts and profile show as before."
        confirmLabel="Unsuspend"
        onConfirm={({ reason }) =>
          unsuspend.mutateAsync({ params, body: { reason } }).then(done('Suspension lifted'))
        }
      />
      <ConfirmReasonDialog
        open={open === 'delete'}
        onClose={close}
        title="Delete account"
        description="They are signed out and hidden at once; a background job then removes their posts, messages, files and account. This cannot be undone."
        confirmLabel="Delete account"
        variant="danger"
        confirmText={{ label: "Member's e-mail", expected: member.email }}
        onConfirm={({ reason }) =>
          remove
            .mutateAsync({ params, body: { reason, confirmEmail: member.email } })
            .then(done('Deletion started'))
        }
      />
    </div>
  );
}
