import { describe, expect, it } from 'vitest';
import { readDeliveryReport } from './delivery-report.ts';

const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');

function report(type: string, parts: string) {
  return crlf(`From: postmaster@mx.example
To: hello@roamly.example
Subject: Report
Message-ID: <r1@mx.example>
MIME-Version: 1.0
Content-Type: multipart/report; boundary="b"; report-type=${type}

preamble
--b
Content-Type: text/plain

Human-readable part.
${parts}
--b--
epilogue
`);
}

describe('reading delivery status notifications and feedback reports', () => {
  it('takes only the recipients that failed permanently, with the diagnostic', () => {
    const status = `Reporting-MTA: dns; mx.example

Final-Recipient: rfc822; Gone@Member.example
Action: failed
Status: 5.1.1
Diagnostic-Code: smtp; 550 5.1.1 user unknown

Final-Recipient: rfc822; slow@member.example
Action: delayed
Status: 4.4.7
`;
    const raw = report(
      'delivery-status',
      `--b
Content-Type: message/delivery-status
Content-Transfer-Encoding: base64

${Buffer.from(crlf(status)).toString('base64')}
--b
Content-Type: message/rfc822

From: Roamly <hello@roamly.example>
Message-ID:
 <campaign.a.b@roamly.example>
X-ROAMLY-MAIL-ID: a:b

Body`,
    );
    expect(readDeliveryReport(raw)).toEqual({
      kind: 'bounce',
      recipients: ['gone@member.example'],
      original: { messageId: '<campaign.a.b@roamly.example>', mailId: 'a:b' },
      detail: 'smtp; 550 5.1.1 user unknown',
    });
  });

  it('ignores delays, 4.x.x failures, other feedback types and ordinary mail', () => {
    const dsn = (action: string, status: string) =>
      report(
        'delivery-status',
        `--b
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example

Final-Recipient: rfc822; a@member.example
Action: ${action}
Status: ${status}`,
      );
    expect(readDeliveryReport(dsn('delayed', '4.4.1'))).toBeNull();
    expect(readDeliveryReport(dsn('failed', '4.2.2'))).toBeNull();
    expect(readDeliveryReport(dsn('failed', '5.2.2'))?.kind).toBe('bounce');
    const feedback = (type: string) =>
      report(
        'feedback-report',
        `--b
Content-Type: message/feedback-report

Feedback-Type: ${type}
Version: 1
Original-Rcpt-To: <a@member.example>`,
      );
    expect(readDeliveryReport(feedback('not-spam'))).toBeNull();
    expect(readDeliveryReport(feedback('abuse'))).toEqual({
      kind: 'complaint',
      recipients: ['a@member.example'],
      original: { messageId: null, mailId: null },
      detail: 'Abuse complaint',
    });
    expect(readDeliveryReport(crlf('Subject: Hello\n\nJust a letter.'))).toBeNull();
  });
});
