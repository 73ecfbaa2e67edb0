import { Body, Container, Head, Html } from '@react-email/components';
import { render } from '@react-email/render';

/**
 * The HTML that goes out for an operator's reply or new e-mail: their (already sanitized) body in
 * the same react-email document frame as every other Roamly mail — a doctype, a head with the
 * charset, one column at most 600 px wide — and nothing added to what they wrote. Sent keeps the
 * body as written.
 */
export function renderOperatorEmail(bodyHtml: string): Promise<string> {
  return render(
    <Html lang="en">
      <Head />
      <Body style={{ fontFamily: 'system-ui, sans-serif', fontSize: 15, lineHeight: '24px' }}>
        <Container style={{ maxWidth: 600, margin: '0 auto', padding: '16px 20px' }}>
          <div dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        </Container>
      </Body>
    </Html>,
  );
}
