import crypto from 'node:crypto';

/**
 * AWS Signature Version 4 for one request (what PA-API 5 requires, service
 * `ProductAdvertisingAPI`). Implemented here rather than pulling the AWS SDK's signer for one
 * call; checked against AWS's published `get-vanilla` test vector in sigv4.test.ts.
 */
export type SigV4Input = {
  method: string;
  /** Absolute path, already URI-encoded ("/paapi5/searchitems"). */
  path: string;
  query?: string;
  /** Header names in any case; every one given is signed. Must include host. */
  headers: Record<string, string>;
  body: string;
  accessKey: string;
  secretKey: string;
  region: string;
  service: string;
  /** Defaults to now. */
  date?: Date;
};

const sha256Hex = (value: string) =>
  crypto.createHash('sha256').update(value, 'utf8').digest('hex');
const hmac = (key: crypto.BinaryLike, value: string) =>
  crypto.createHmac('sha256', key).update(value, 'utf8').digest();

/** "20150830T123600Z" */
export function amzDate(date: Date): string {
  return date.toISOString().replace(/[:-]|\.\d{3}/g, '');
}

/** The headers to send: the given ones plus X-Amz-Date and Authorization. */
export function signV4(
  input: SigV4Input,
): Record<string, string> & { authorization: string; 'x-amz-date': string } {
  const stamp = amzDate(input.date ?? new Date());
  const day = stamp.slice(0, 8);
  const headers = { ...input.headers, 'x-amz-date': stamp };
  const entries = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = entries.map(([name]) => name).join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    input.path,
    input.query ?? '',
    entries.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    sha256Hex(input.body),
  ].join('\n');
  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const signingKey = hmac(
    hmac(hmac(hmac(`AWS4${input.secretKey}`, day), input.region), input.service),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  return {
    ...headers,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKey}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}
