import { toast } from '../../../app/toasts/toast-store.ts';
import { errorMessage } from '../../../lib/api.ts';
import { Card, CardHeader } from '../../../ui/card.tsx';
import { CopyTextButton } from '../../../ui/copy-text-button.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { useEmailDns } from './queries.ts';

/** The SPF, DKIM and DMARC records the sending domain should publish, ready to copy. */
export function DnsRecordsCard() {
  const dns = useEmailDns();
  return (
    <Card>
      <CardHeader
        title="Sending domain"
        description={
          dns.data
            ? `Publish these TXT records on ${dns.data.domain} so mail from it arrives (${
                dns.data.provider === 'smtp' ? 'sent through SMTP' : 'embedded mailbox'
              }${dns.data.dkimConfigured ? ', DKIM-signed' : ', not DKIM-signed yet'}).`
            : 'The DNS records mail delivery needs.'
        }
      />
      {dns.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(dns.error, 'The records could not be loaded.')}
        </p>
      ) : !dns.data ? (
        <Spinner label="Loading the records…" />
      ) : (
        <ul className="grid gap-3">
          {dns.data.records.map((record) => (
            <li key={record.purpose} className="rounded-xl border border-line p-4">
              <h3 className="font-semibold text-ink">
                {record.purpose} <span className="font-normal text-ink-muted">({record.type})</span>
              </h3>
              <p className="mt-1 text-sm break-all text-ink">
                <span className="text-ink-muted">Host: </span>
                <code>{record.host}</code>
              </p>
              <div className="mt-1 flex items-start gap-2">
                <code className="min-w-0 flex-1 rounded-lg bg-surface-muted p-2 text-xs break-all text-ink">
                  {record.value}
                </code>
                <CopyTextButton
                  value={record.value}
                  label={`Copy the ${record.purpose} value`}
                  onFailed={() =>
                    toast({
                      title: 'Could not copy',
                      description: 'Select the value and copy it by hand.',
                      variant: 'destructive',
                    })
                  }
                />
              </div>
              <p className="mt-1 text-xs text-ink-muted">{record.note}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
