import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type {
  TEmailTemplate,
  TEmailTemplateId,
  TPersonalizationField,
  TPersonalizations,
} from '../../../../contract/admin-email.ts';
import { AnnouncementEmail } from './announcement.tsx';
import { MonthlyDigestEmail } from './monthly-digest.tsx';
import { WelcomeEmail } from './welcome.tsx';

type Values = Record<TPersonalizationField, string>;

type TemplateDef = {
  name: string;
  description: string;
  variables: readonly TPersonalizationField[];
  subject(values: Values): string;
  element(values: Values, unsubscribeUrl: string | undefined): ReactElement;
};

/**
 * The operator's templates, as code: each names the personalisation fields it reads (the list
 * the API gives, the form the test send shows) and renders HTML and plain text from them.
 */
const TEMPLATES: Record<TEmailTemplateId, TemplateDef> = {
  welcome: {
    name: 'Welcome',
    description: 'Greets a member and points them at the platform; the welcome campaign sends it.',
    variables: ['firstName', 'personalMessage', 'platformUrl'],
    subject: (v) => `Welcome to Roamly, ${v.firstName}!`,
    element: (v, unsubscribeUrl) => (
      <WelcomeEmail
        firstName={v.firstName}
        platformUrl={v.platformUrl}
        personalMessage={v.personalMessage}
        unsubscribeUrl={unsubscribeUrl}
      />
    ),
  },
  'monthly-digest': {
    name: 'Monthly digest',
    description: 'The month’s top destination, top posts and community highlights.',
    variables: [
      'firstName',
      'monthYear',
      'topDestination',
      'destinationDescription',
      'topPosts',
      'communityHighlights',
      'platformUrl',
    ],
    subject: (v) => `Your Roamly digest for ${v.monthYear}`,
    element: (v, unsubscribeUrl) => <MonthlyDigestEmail {...v} unsubscribeUrl={unsubscribeUrl} />,
  },
  announcement: {
    name: 'Announcement',
    description: 'News from the Roamly team with one call to action.',
    variables: ['firstName', 'announcementTitle', 'announcementBody', 'actionUrl', 'actionText'],
    subject: (v) => v.announcementTitle,
    element: (v, unsubscribeUrl) => <AnnouncementEmail {...v} unsubscribeUrl={unsubscribeUrl} />,
  },
};

/** What a preview shows (and a test send uses) for a field the operator left empty. */
export function sampleValues(platformUrl: string, now = new Date()): Values {
  return {
    firstName: 'Alex',
    personalMessage: '',
    platformUrl,
    monthYear: now.toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    topDestination: 'Lisbon',
    destinationDescription:
      'Sunny miradouros, tiled façades and pastéis de nata: Lisbon was the most posted city this month.',
    topPosts: 'Sunrise over the Alfama rooftops\nA hidden beach near Sintra\nTram 28, end to end',
    communityHighlights: '1,200 new travellers joined\nThe Lisbon meet-up filled up in a day',
    announcementTitle: 'Trips you can plan together',
    announcementBody:
      'You can now invite friends to a trip and plan every day of it together.\n\nTry it on your next journey.',
    actionUrl: `${platformUrl.replace(/\/$/, '')}/trips`,
    actionText: 'Plan a trip',
  };
}

export function isTemplateId(id: string): id is TEmailTemplateId {
  return Object.hasOwn(TEMPLATES, id);
}

export function listTemplates(platformUrl: string): TEmailTemplate[] {
  const samples = sampleValues(platformUrl);
  return (Object.keys(TEMPLATES) as TEmailTemplateId[]).map((id) => {
    const def = TEMPLATES[id];
    return {
      id,
      name: def.name,
      subject: def.subject(samples),
      description: def.description,
      variables: [...def.variables],
    };
  });
}

export type RenderedEmail = { subject: string; html: string; text: string };

/**
 * Renders a template: the fields given override the samples (empty ones count as not given), so
 * a preview or a test always reads as a whole e-mail.
 */
export async function renderTemplate(
  id: TEmailTemplateId,
  {
    personalizations,
    platformUrl,
    unsubscribeUrl,
  }: { personalizations: TPersonalizations; platformUrl: string; unsubscribeUrl?: string },
): Promise<RenderedEmail> {
  const def = TEMPLATES[id];
  const values = sampleValues(platformUrl);
  for (const [key, value] of Object.entries(personalizations)) {
    if (value) values[key as TPersonalizationField] = value;
  }
  const element = def.element(values, unsubscribeUrl);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  // One line: a personalization's line breaks must never reach the Subject header.
  const subject = def.subject(values).replace(/\s+/g, ' ').trim().slice(0, 200);
  return { subject, html, text };
}
