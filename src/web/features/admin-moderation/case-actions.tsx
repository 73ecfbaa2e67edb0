import { useState } from 'react';
import {
  dismissCaseRoute,
  moderationCaseActionRoute,
  reopenCaseRoute,
  resolveCaseRoute,
  type TCaseAction,
  type TCaseDetail,
} from '../../../contract/moderation.ts';
import { toast } from '../../app/toasts/toast-store.ts';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select.tsx';
import { ConfirmReasonDialog } from '../admin/confirm-reason-dialog.tsx';
import { ACTION_TEXT } from './labels.ts';
import { useCaseMutation } from './queries.ts';

type Dialog = TCaseAction | 'resolve' | 'dismiss' | 'reopen' | null;

/** Suspension lengths offered from the queue; "for good" is null. */
const PERIODS: { label: string; days: number | null }[] = [
  { label: '1 day', days: 1 },
  { label: '3 days', days: 3 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: 'For good', days: null },
];

/** The content's actions apart from its author's, as the moderator thinks of them. */
const ACTION_GROUPS: { label: string; actions: readonly TCaseAction[] }[] = [
  { label: 'Content', actions: ['hide', 'unhide', 'delete', 'sensitive'] },
  { label: 'Author', actions: ['warn', 'limit', 'suspend'] },
];

const CLOSE_TEXT = {
  resolve: {
    title: 'Resolve this case',
    description:
      'The reports were right. Each reporter is told the team took action; your note stays in the case.',
    label: 'Resolve',
    done: 'Case resolved',
  },
  dismiss: {
    title: 'Dismiss this case',
    description: 'Nothing breaks the rules. Each reporter is told so; your note stays in the case.',
    label: 'Dismiss',
    done: 'Case dismissed',
  },
  reopen: {
    title: 'Reopen this case',
    description: 'It goes back into the queue and can be acted on again.',
    label: 'Reopen',
    done: 'Case reopened',
  },
} as const;

/**
 * The moderator's actions on a case: each asks for a reason (kept in the audit log) and leaves
 * the case open; Resolve and Dismiss close it with a note; Reopen brings a closed one back.
 */
export function CaseActions({ kase }: { kase: TCaseDetail }) {
  const [open, setOpen] = useState<Dialog>(null);
  const [period, setPeriod] = useState('7');
  const params = { caseId: kase.id };
  const act = useCaseMutation(moderationCaseActionRoute);
  const resolve = useCaseMutation(resolveCaseRoute);
  const dismiss = useCaseMutation(dismissCaseRoute);
  const reopen = useCaseMutation(reopenCaseRoute);
  const closers = { resolve, dismiss, reopen };
  const close = () => setOpen(null);

  const actionDialog = open && open in ACTION_TEXT ? (open as TCaseAction) : null;
  const closeDialog = open && open in CLOSE_TEXT ? (open as keyof typeof CLOSE_TEXT) : null;

  return (
    <div className="grid gap-3">
      {ACTION_GROUPS.map((group) => {
        const actions = kase.actions.filter((action) => group.actions.includes(action));
        if (actions.length === 0) return null;
        return (
          <div key={group.label} role="group" aria-label={`${group.label} actions`}>
            <p className="mb-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {group.label}
            </p>
            <div className="flex flex-wrap gap-2">
              {actions.map((action) => (
                <Button
                  key={action}
                  size="sm"
                  variant={ACTION_TEXT[action].danger ? 'danger' : 'outline'}
                  onClick={() => setOpen(action)}
                >
                  {ACTION_TEXT[action].label}
                </Button>
              ))}
            </div>
          </div>
        );
      })}
      <div
        className="flex flex-wrap gap-2 border-t border-line pt-3"
        role="group"
        aria-label="Close or reopen"
      >
        {kase.status === 'open' ? (
          <>
            <Button size="sm" onClick={() => setOpen('resolve')}>
              Resolve
            </Button>
            <Button size="sm" variant="outline" onClick={() => setOpen('dismiss')}>
              Dismiss
            </Button>
          </>
        ) : (
          <Button size="sm" variant="outline" onClick={() => setOpen('reopen')}>
            Reopen
          </Button>
        )}
      </div>

      <ConfirmReasonDialog
        open={actionDialog !== null}
        onClose={close}
        title={actionDialog ? ACTION_TEXT[actionDialog].title : ''}
        description={actionDialog ? ACTION_TEXT[actionDialog].description : ''}
        confirmLabel={actionDialog ? ACTION_TEXT[actionDialog].label : ''}
        variant={actionDialog && ACTION_TEXT[actionDialog].danger ? 'danger' : 'primary'}
        onConfirm={({ reason }) => {
          if (!actionDialog) return Promise.resolve();
          const days = period === 'forever' ? null : Number(period);
          return act
            .mutateAsync({
              params,
              body: {
                action: actionDialog,
                reason,
                ...(actionDialog === 'suspend' ? { days } : {}),
              },
            })
            .then(() => toast({ title: ACTION_TEXT[actionDialog].done, variant: 'success' }));
        }}
      >
        {actionDialog === 'suspend' ? (
          <SelectField
            label="For how long"
            value={period}
            onChange={(event) => setPeriod(event.target.value)}
          >
            {PERIODS.map((option) => (
              <option key={option.label} value={option.days === null ? 'forever' : option.days}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ) : null}
      </ConfirmReasonDialog>

      <ConfirmReasonDialog
        open={closeDialog !== null}
        onClose={close}
        title={closeDialog ? CLOSE_TEXT[closeDialog].title : ''}
        description={closeDialog ? CLOSE_TEXT[closeDialog].description : ''}
        confirmLabel={closeDialog ? CLOSE_TEXT[closeDialog].label : ''}
        reasonLabel="Note"
        reasonHint="Kept in the case and the audit log with your name; reporters don't see it."
        onConfirm={({ reason }) => {
          if (!closeDialog) return Promise.resolve();
          return closers[closeDialog]
            .mutateAsync({ params, body: { note: reason } })
            .then(() => toast({ title: CLOSE_TEXT[closeDialog].done, variant: 'success' }));
        }}
      />
    </div>
  );
}
