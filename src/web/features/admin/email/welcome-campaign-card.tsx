import { useState } from 'react';
import { sendWelcomeAllRoute, type TSendWelcomeResult } from '../../../../contract/admin-email.ts';
import { toast } from '../../../app/toasts/toast-store.ts';
import { api, errorMessage } from '../../../lib/api.ts';
import { Button } from '../../../ui/button.tsx';
import { Card, CardHeader } from '../../../ui/card.tsx';
import { Field } from '../../../ui/field.tsx';
import { Textarea } from '../../../ui/input.tsx';
import { ConfirmReasonDialog } from '../confirm-reason-dialog.tsx';
import { CampaignList } from './campaign-progress.tsx';
import { useWelcomeAll } from './queries.ts';

/** Spec 3 §8: the toast of a campaign that could not start. */
export const CAMPAIGN_START_FAILED = 'Failed to start email campaign. Please try again.';

const count = (n: number) => n.toLocaleString('en-US');

function Exclusions({ result }: { result: TSendWelcomeResult }) {
  const { excluded } = result;
  const rows: [string, number][] = [
    ['Unsubscribed', excluded.unsubscribed],
    ['Bounced or complained', excluded.bounced],
    ['E-mail not verified', excluded.unverified],
    ['Already welcomed', excluded.alreadyWelcomed],
    ['Suspended or being deleted', excluded.inactive],
  ];
  return (
    <div className="grid gap-2 text-sm">
      <p className="text-base text-ink">
        <strong>{count(result.recipientCount)}</strong> member
        {result.recipientCount === 1 ? '' : 's'} will receive the welcome e-mail.
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-ink-muted">
        {rows.map(([label, n]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-medium text-ink">{count(n)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Send welcome to all (spec 3 §2, §5): a dry run counts who receives it and who is left out, the
 * confirm prompt asks for a reason (audited), then the campaign runs as a job whose progress
 * shows below.
 */
export function WelcomeCampaignCard() {
  const start = useWelcomeAll();
  const [dryRun, setDryRun] = useState<TSendWelcomeResult | null>(null);
  const [counting, setCounting] = useState(false);
  const [personalMessage, setPersonalMessage] = useState('');

  const count = async () => {
    setCounting(true);
    try {
      setDryRun(await api(sendWelcomeAllRoute, { body: { dryRun: true } }));
    } catch (error) {
      toast({
        title: CAMPAIGN_START_FAILED,
        description: errorMessage(error, 'The server did not answer.'),
        variant: 'destructive',
      });
    } finally {
      setCounting(false);
    }
  };

  const confirm = async ({ reason }: { reason: string }) => {
    try {
      const result = await start.mutateAsync({
        body: {
          dryRun: false,
          reason,
          personalizations: personalMessage.trim()
            ? { personalMessage: personalMessage.trim() }
            : {},
        },
      });
      toast({
        title: result.success ? 'Welcome campaign started' : 'Nothing to send',
        description: result.message,
        variant: result.success ? 'success' : 'default',
      });
      setPersonalMessage('');
    } catch (error) {
      toast({
        title: CAMPAIGN_START_FAILED,
        description: errorMessage(error, 'The server did not answer.'),
        variant: 'destructive',
      });
      throw error;
    }
  };

  return (
    <Card>
      <CardHeader
        title="Welcome campaign"
        description="Sends the welcome e-mail to every member who has not had it, once each."
        action={
          <Button onClick={() => void count()} disabled={counting}>
            {counting ? 'Counting…' : 'Send welcome email to all'}
          </Button>
        }
      />
      <CampaignList />
      <ConfirmReasonDialog
        open={dryRun !== null}
        onClose={() => setDryRun(null)}
        title="Send the welcome e-mail to all?"
        description={dryRun ? <Exclusions result={dryRun} /> : null}
        confirmLabel={dryRun ? `Send to ${dryRun.recipientCount.toLocaleString('en-US')}` : 'Send'}
        onConfirm={confirm}
      >
        <Field label="Personal message (optional)" hint="Added to every welcome e-mail.">
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={5000}
              value={personalMessage}
              onChange={(event) => setPersonalMessage(event.target.value)}
            />
          )}
        </Field>
      </ConfirmReasonDialog>
    </Card>
  );
}
