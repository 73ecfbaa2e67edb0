/**
 * The domain of a sender such as `Roamly <hello@roamly.example>`: Message-IDs are made on it
 * (receivers check them against the sending domain) and DKIM signs for it by default.
 */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  const domain = address.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+$/.test(domain) ? domain : 'localhost';
}

/** A Message-ID on the sending domain; `key` names the message (a row id, campaign and member). */
export function messageIdFor(key: string, from: string): string {
  return `<${key.replace(/[^A-Za-z0-9.-]/g, '.')}@${mailDomain(from)}>`;
}
