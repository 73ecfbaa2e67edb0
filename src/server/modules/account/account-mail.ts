import { renderAccountEmail, type MailContent } from './account-email.tsx';

export type { MailContent };

const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hi,');

/** The e-mails of the account flows, built with react-email (HTML and plain text). */
export function verifyEmailMail({
  firstName,
  link,
}: {
  firstName: string | null;
  link: string;
}): Promise<MailContent> {
  return renderAccountEmail('Confirm your e-mail address', {
    heading: greeting(firstName),
    paragraphs: [
      'Please confirm that this is your e-mail address for Roamly.',
      "The link works once and for three days. If you didn't create a Roamly account, you can ignore this e-mail.",
    ],
    action: { label: 'Confirm my e-mail address', link },
  });
}

export function resetPasswordMail({
  firstName,
  link,
}: {
  firstName: string | null;
  link: string;
}): Promise<MailContent> {
  return renderAccountEmail('Reset your Roamly password', {
    heading: greeting(firstName),
    paragraphs: [
      'Someone (hopefully you) asked to reset the password of your Roamly account. Choose a new one with the button below.',
      "The link works once and for one hour. If it wasn't you, ignore this e-mail: your password stays as it is.",
    ],
    action: { label: 'Choose a new password', link },
  });
}

export function passwordChangedMail({
  firstName,
}: {
  firstName: string | null;
}): Promise<MailContent> {
  return renderAccountEmail('Your Roamly password was changed', {
    heading: greeting(firstName),
    paragraphs: [
      'The password of your Roamly account was just changed, and your other sessions were signed out.',
      "If that wasn't you, reset your password right away with 'Forgot password' on the sign-in page.",
    ],
  });
}
