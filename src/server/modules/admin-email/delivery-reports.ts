import type { Db } from '../../../db/client.ts';
import {
  findLedgerRow,
  findMailMessageAddress,
  findSentMailboxAddress,
  markRecipientReported,
  type ReportedRecipient,
} from '../../../db/queries/email-reports.ts';
import { suppressAddress } from '../../../db/queries/email-suppressions.ts';
import type { DeliveryReport } from '../admin-inbox/delivery-report.ts';
import { recordSystemAudit } from '../audit/audit.ts';
import { overBounceLimit } from './auto-pause.ts';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** X-Roamly-Mail-Id of a campaign message: `<campaign>:<member>`; of any other mail: its row id. */
const CAMPAIGN_MAIL_ID = new RegExp(`^(${UUID}):(${UUID})$`, 'i');
const MAIL_ID = new RegExp(`^(${UUID})$`, 'i');
/** Message-IDs as messageIdFor makes them: `<campaign.<campaign>.<member>@…>`, `<<row id>@…>`. */
const CAMPAIGN_MESSAGE_ID = new RegExp(`^<campaign\\.(${UUID})\\.(${UUID})@`, 'i');
const ROW_MESSAGE_ID = new RegExp(`^<(${UUID})@`, 'i');

/** An address the report is about, with the campaign ledger row when the message was one. */
type Target = { email: string; recipient: ReportedRecipient | null };

const addressesIn = (list: string) =>
  list
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);

/** The report's addresses that the original message went to (all of them when it names none). */
function targetsAmong(report: DeliveryReport, toAddress: string): Target[] {
  const sentTo = addressesIn(toAddress);
  const named = report.recipients.filter((address) => sentTo.includes(address));
  const emails = report.recipients.length > 0 ? named : sentTo.length === 1 ? sentTo : [];
  return emails.map((email) => ({ email, recipient: null }));
}

/**
 * Finds what the report is about by the original's own headers (X-Roamly-Mail-Id, then
 * Message-ID), which name the exact message; the report's recipients only narrow that message's
 * addresses.
 */
async function resolveTargets(db: Db, report: DeliveryReport): Promise<Target[]> {
  const { mailId, messageId } = report.original;
  const campaign =
    (mailId && CAMPAIGN_MAIL_ID.exec(mailId)) || (messageId && CAMPAIGN_MESSAGE_ID.exec(messageId));
  if (campaign) {
    const row = await findLedgerRow(db, { campaignId: campaign[1]!, userId: campaign[2]! });
    if (row) return [{ email: row.email.toLowerCase(), recipient: row }];
  }
  const rowId = (mailId && MAIL_ID.exec(mailId)) || (messageId && ROW_MESSAGE_ID.exec(messageId));
  const mailTo = rowId ? await findMailMessageAddress(db, { id: rowId[1]! }) : undefined;
  if (mailTo) return targetsAmong(report, mailTo);
  const sentTo = messageId ? await findSentMailboxAddress(db, { messageId }) : undefined;
  if (sentTo) return targetsAmong(report, sentTo);
  // Nothing quoted names a message of ours. The receiver takes mail from anyone, so an address
  // alone is not enough: a forged report could suppress any member it names. Like Listmonk, act
  // only on reports that quote our own message identifiers; the report still lands in the inbox.
  return [];
}

/**
 * Acts on a permanent bounce or an abuse complaint that arrived as mail: the campaign row it is
 * about turns bounced or complained (so the auto-pause window counts it, and the campaign pauses
 * at once when that passes the limit), the address joins the suppression list, and the change is
 * audited as the system's. A second report about the same recipient changes nothing. Runs in the
 * transaction that stores the report, so a report is acted on exactly when it is stored.
 */
export async function applyDeliveryReport(
  db: Db,
  report: DeliveryReport,
  { reportMessageId }: { reportMessageId: string },
): Promise<{ matched: boolean; changed: number }> {
  const targets = await resolveTargets(db, report);
  const status = report.kind === 'bounce' ? 'bounced' : 'complained';
  const reason = report.kind === 'bounce' ? 'hard_bounce' : 'complaint';
  const detail = report.detail.slice(0, 500);
  let changed = 0;
  for (const { email, recipient } of targets) {
    const marked = recipient
      ? await markRecipientReported(db, { ...recipient, status, error: detail })
      : false;
    const suppressed = await suppressAddress(db, { email, reason, detail });
    if (!marked && !suppressed) continue;
    changed += 1;
    await recordSystemAudit(db, {
      action: report.kind === 'bounce' ? 'email.bounce' : 'email.complaint',
      objectType: 'email_address',
      objectId: email,
      reason: detail,
      before: null,
      after: {
        suppressed: reason,
        reportMessageId,
        ...(recipient
          ? { campaignId: recipient.campaignId, userId: recipient.userId, status }
          : {}),
      },
    });
    if (marked && recipient) await overBounceLimit(db, recipient.campaignId);
  }
  return { matched: targets.length > 0, changed };
}
