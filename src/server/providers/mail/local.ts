import { firstLink, type MailProvider } from './mail.ts';

/**
 * The embedded mailbox: the message is already stored in `mail_messages` (the operator's inbox
 * reads it there), so delivering means marking it sent and logging the link it carries, which
 * lets whoever runs the server follow a verification or reset link without any mail server.
 */
export function createEmbeddedMailProvider(): MailProvider {
  return {
    kind: 'embedded',
    async send(message, log) {
      log.info(
        {
          mailId: message.id,
          to: message.to,
          subject: message.subject,
          link: firstLink(message.text),
        },
        'E-mail delivered to the embedded mailbox',
      );
      return { providerMessageId: message.messageId ?? `embedded:${message.id}` };
    },
    async close() {},
  };
}
