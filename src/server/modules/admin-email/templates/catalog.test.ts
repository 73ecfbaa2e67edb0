import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_IDS, PERSONALIZATION_FIELDS } from '../../../../contract/admin-email.ts';
import { listTemplates, renderTemplate } from './catalog.tsx';

const platformUrl = 'https://roamly.example';

describe('e-mail templates', () => {
  it('lists every template with variables from the spec’s personalisation fields', () => {
    const templates = listTemplates(platformUrl);
    expect(templates.map((t) => t.id)).toEqual([...EMAIL_TEMPLATE_IDS]);
    for (const template of templates) {
      expect(template.variables.length).toBeGreaterThan(0);
      for (const name of template.variables) expect(PERSONALIZATION_FIELDS).toContain(name);
    }
    expect(templates.find((t) => t.id === 'welcome')?.variables).toEqual([
      'firstName',
      'personalMessage',
      'platformUrl',
    ]);
  });

  it('renders HTML and plain text with the values given, escaping what the operator typed', async () => {
    const mail = await renderTemplate('welcome', {
      personalizations: { firstName: 'Zoë', personalMessage: 'See you <b>soon</b>' },
      platformUrl,
      unsubscribeUrl: 'https://roamly.example/api/email/unsubscribe?token=abc',
    });
    expect(mail.subject).toBe('Welcome to Roamly, Zoë!');
    expect(mail.html).toContain('Welcome to Roamly, Zoë!');
    expect(mail.html).toContain('See you &lt;b&gt;soon&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>soon</b>');
    expect(mail.html).toContain('href="https://roamly.example"');
    expect(mail.html).toContain('unsubscribe?token=abc');
    expect(mail.text).toContain('WELCOME TO ROAMLY, ZOË!');
    expect(mail.text).toContain('See you <b>soon</b>');
    expect(mail.text).not.toMatch(/<(p|table|a)\b/);
  });

  it('fills the digest’s lists line by line and uses samples for empty fields', async () => {
    const mail = await renderTemplate('monthly-digest', {
      personalizations: { monthYear: 'May 2026', topPosts: 'First\n- Second\n\n', firstName: '' },
      platformUrl,
    });
    expect(mail.subject).toBe('Your Roamly digest for May 2026');
    expect(mail.html).toContain('<li>First</li>');
    expect(mail.html).toContain('<li>Second</li>');
    expect(mail.text).toContain('Hi Alex');
    expect(mail.html).not.toContain('Unsubscribe');
  });

  it('announcement: the title is the subject and the action its button', async () => {
    const mail = await renderTemplate('announcement', {
      personalizations: {
        announcementTitle: 'Live video is here',
        actionUrl: 'https://roamly.example/live',
        actionText: 'Go live',
      },
      platformUrl,
    });
    expect(mail.subject).toBe('Live video is here');
    expect(mail.html).toContain('href="https://roamly.example/live"');
    expect(mail.text).toContain('Go live');
  });

  it('keeps the subject on one line whatever a personalization holds', async () => {
    const mail = await renderTemplate('welcome', {
      personalizations: { firstName: 'Ana\r\nBcc: someone@else.example' },
      platformUrl,
    });
    expect(mail.subject).toBe('Welcome to Roamly, Ana Bcc: someone@else.example!');
  });
});
