import type { TEmailTemplateId, TPersonalizations } from '../../../contract/admin-email.ts';
import { messageIdFor } from '../../providers/mail/mail-domain.ts';
import type { OutgoingMail } from '../../providers/mail/mail.ts';
import { renderTemplate } from './templates/catalog.tsx';

/** Per-member values, put into the campaign's one rendering (React runs once, not 100k times). */
const FIELD_MARK = (name: string) => `ROAMLYFIELD${name}END`;
const MARKS = /ROAMLYFIELD(firstName|token)END/gi;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type CampaignRecipient = {
  userId: string;
  email: string;
  firstName: string | null;
  unsubscribeToken: string;
};

export type CampaignMessageBuilder = (recipient: CampaignRecipient) => OutgoingMail;

/** The public origin links in e-mail use (BASE_URL, else this server). */
export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * Renders a campaign's template once, with marks where each member's first name and unsubscribe
 * token go, and returns what builds one member's message from it: the same Message-ID for the
 * same (campaign, member) every time, and the RFC 8058 one-click unsubscribe headers.
 */
export async function prepareCampaignMessage({
  campaignId,
  templateId,
  personalizations,
  origin,
  from,
}: {
  campaignId: string;
  templateId: TEmailTemplateId;
  personalizations: TPersonalizations;
  origin: string;
  from: string;
}): Promise<CampaignMessageBuilder> {
  const rendered = await renderTemplate(templateId, {
    personalizations: { ...personalizations, firstName: FIELD_MARK('firstName') },
    platformUrl: origin,
    unsubscribeUrl: unsubscribeUrl(origin, FIELD_MARK('token')),
  });
  const fill = (template: string, values: Record<string, string>, html: boolean) =>
    template.replace(MARKS, (mark, name: string) => {
      const raw = values[name === 'token' || name === 'TOKEN' ? 'token' : 'firstName'] ?? '';
      // html-to-text upper-cases headings: keep the member's name in the same case.
      const value = mark === mark.toUpperCase() ? raw.toUpperCase() : raw;
      return html ? escapeHtml(value) : value;
    });
  return (recipient) => {
    const values = {
      firstName: recipient.firstName?.trim() || 'traveller',
      token: recipient.unsubscribeToken,
    };
    const link = unsubscribeUrl(origin, recipient.unsubscribeToken);
    return {
      id: `${campaignId}:${recipient.userId}`,
      from,
      to: recipient.email,
      subject: fill(rendered.subject, values, false),
      text: fill(rendered.text, values, false),
      html: fill(rendered.html, values, true),
      messageId: messageIdFor(`campaign.${campaignId}.${recipient.userId}`, from),
      headers: {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'Feedback-ID': `${campaignId}:campaign:roamly`,
      },
    };
  };
}
