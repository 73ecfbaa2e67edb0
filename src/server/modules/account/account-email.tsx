import { render } from '@react-email/render';
import { ActionButton, EmailLayout, Paragraph } from '../admin-email/templates/email-layout.tsx';

/** An account e-mail as the mailer queues it: subject, plain text and HTML. */
export type MailContent = { subject: string; text: string; html: string };

type AccountEmailProps = {
  heading: string;
  paragraphs: string[];
  action?: { label: string; link: string };
};

/** The frame of the account flows' e-mails: a greeting, a few sentences, maybe one button. */
function AccountEmail({ heading, paragraphs, action }: AccountEmailProps) {
  return (
    <EmailLayout preview={paragraphs[0] ?? heading} heading={heading}>
      {paragraphs.map((paragraph) => (
        <Paragraph key={paragraph}>{paragraph}</Paragraph>
      ))}
      {action ? (
        <>
          <ActionButton href={action.link}>{action.label}</ActionButton>
          <Paragraph>Or paste this link into your browser: {action.link}</Paragraph>
        </>
      ) : null}
      <Paragraph>— Roamly</Paragraph>
    </EmailLayout>
  );
}

/** Renders one account e-mail's HTML and plain-text parts from the same React tree. */
export async function renderAccountEmail(
  subject: string,
  props: AccountEmailProps,
): Promise<MailContent> {
  const element = <AccountEmail {...props} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject, text, html };
}
