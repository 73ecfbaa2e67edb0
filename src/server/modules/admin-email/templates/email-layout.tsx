import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { ReactNode } from 'react';

const colors = { ink: '#1f2937', muted: '#6b7280', brand: '#0f766e', line: '#e5e7eb' };

/**
 * The frame of every Roamly e-mail: a preview line, one column at most 600 px wide (what mail
 * clients render reliably), the content, and a footer with the unsubscribe link when the mail is
 * a campaign's.
 */
export function EmailLayout({
  preview,
  heading,
  children,
  unsubscribeUrl,
}: {
  preview: string;
  heading: string;
  children: ReactNode;
  unsubscribeUrl?: string;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f6f7f9', fontFamily: 'system-ui, sans-serif' }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', padding: '24px 20px' }}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: colors.brand, margin: 0 }}>
            Roamly
          </Text>
          <Section style={{ backgroundColor: '#ffffff', borderRadius: 12, padding: '8px 24px' }}>
            <Heading as="h1" style={{ fontSize: 22, color: colors.ink }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Text style={{ fontSize: 12, color: colors.muted, margin: 0 }}>
            You are receiving this because you have a Roamly account.
            {unsubscribeUrl ? (
              <>
                {' '}
                <Link href={unsubscribeUrl} style={{ color: colors.muted }}>
                  Unsubscribe
                </Link>
              </>
            ) : null}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: 15, lineHeight: '24px', color: colors.ink }}>{children}</Text>;
}

export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.brand,
          color: '#ffffff',
          borderRadius: 8,
          padding: '12px 20px',
          fontWeight: 600,
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** A multi-line field (top posts, highlights) as a list, one item per non-empty line. */
export function LineList({ text }: { text: string }) {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/^[-*•]\s*/, '').trim())
    .filter(Boolean);
  return (
    <ul style={{ paddingLeft: 20, color: colors.ink, fontSize: 15, lineHeight: '24px' }}>
      {lines.map((line, index) => (
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

/** A paragraph per blank-line-separated block of text the operator typed. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((block) => block.trim())
        .filter(Boolean)
        .map((block, index) => (
          <Paragraph key={index}>{block}</Paragraph>
        ))}
    </>
  );
}
