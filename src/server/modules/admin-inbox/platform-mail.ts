import { HELP_TOPIC_LABELS, type THelpTopic } from '../../../contract/help.ts';
import type { ServiceContext } from '../../context.ts';
import { ingestMail } from './ingest.ts';

/**
 * The platform's own messages (Help Center requests, 'Partner With Us' enquiries) as mail in the
 * admin inbox: from the sender's typed address, so the operator's reply goes straight to them.
 * The Message-ID derives from the stored message, so storing it twice is a no-op.
 */
export async function deliverHelpMessageToInbox(
  ctx: ServiceContext,
  message: {
    id: string;
    name: string;
    email: string;
    topic: THelpTopic;
    message: string;
    priority: boolean;
    createdAt: Date;
  },
): Promise<void> {
  const label = HELP_TOPIC_LABELS[message.topic];
  await ingestMail(
    { db: ctx.db, storage: ctx.storage, log: ctx.log },
    {
      source: 'platform',
      messageId: `<help-${message.id}@platform.roamly.invalid>`,
      from: { address: message.email, name: message.name },
      to: ctx.mail.from,
      subject: `${message.priority ? '[Priority] ' : ''}Help Center: ${label}`,
      text: message.message,
      date: message.createdAt,
    },
  );
}
