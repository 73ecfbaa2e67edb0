/** The e-mails of the account flows: plain text first (what every client shows), simple HTML. */
export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const greeting = (firstName: string | null) => (firstName ? `Hi ${firstName},` : 'Hi,');

function layout(paragraphs: string[], action?: { label: string; link: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:10px 18px;background:#0f766e;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>\n<p style="color:#555;font-size:13px">Or paste this link into your browser: ${escapeHtml(action.link)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">\n${body}\n${button}\n<p style="color:#555;font-size:13px">— Roamly</p></body></html>`;
}

export function verifyEmailMail({
  firstName,
  link,
}: {
  firstName: string | null;
  link: string;
}): MailContent {
  const intro = 'Please confirm that this is your e-mail address for Roamly.';
  const expiry = 'The link works once and for three days.';
  const ignore = "If you didn't create a Roamly account, you can ignore this e-mail.";
  return {
    subject: 'Confirm your e-mail address',
    text: `${greeting(firstName)}\n\n${intro}\n\n${link}\n\n${expiry} ${ignore}\n\n— Roamly\n`,
    html: layout([greeting(firstName), intro, `${expiry} ${ignore}`], {
      label: 'Confirm my e-mail address',
      link,
    }),
  };
}

export function resetPasswordMail({
  firstName,
  link,
}: {
  firstName: string | null;
  link: string;
}): MailContent {
  const intro = 'Someone (hopefully you) asked to reset the password of your Roamly account.';
  const expiry = 'The link works once and for one hour.';
  const ignore = "If it wasn't you, ignore this e-mail: your password stays as it is.";
  return {
    subject: 'Reset your Roamly password',
    text: `${greeting(firstName)}\n\n${intro} Choose a new one here:\n\n${link}\n\n${expiry} ${ignore}\n\n— Roamly\n`,
    html: layout([greeting(firstName), intro, `${expiry} ${ignore}`], {
      label: 'Choose a new password',
      link,
    }),
  };
}

export function passwordChangedMail({ firstName }: { firstName: string | null }): MailContent {
  const intro =
    'The password of your Roamly account was just changed, and your other sessions were signed out.';
  const help =
    "If that wasn't you, reset your password right away with 'Forgot password' on the sign-in page.";
  return {
    subject: 'Your Roamly password was changed',
    text: `${greeting(firstName)}\n\n${intro}\n\n${help}\n\n— Roamly\n`,
    html: layout([greeting(firstName), intro, help]),
  };
}
