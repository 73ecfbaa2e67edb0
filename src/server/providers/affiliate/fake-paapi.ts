/**
 * Test-only: a local PA-API 5 SearchItems endpoint. It checks what Amazon checks — POST to
 * /paapi5/searchitems, X-Amz-Target, Content-Encoding amz-1.0, X-Amz-Date, and an
 * AWS4-HMAC-SHA256 Authorization whose credential scope names the region and
 * ProductAdvertisingAPI and whose signature is right for the secret — and answers with the
 * documented shapes: SearchResult.Items, the NoResults error, InvalidSignature (401) and
 * TooManyRequests (429). Every request is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaapiItem } from './paapi.ts';
import { PAAPI_PATH, PAAPI_SERVICE, PAAPI_TARGET } from './paapi.ts';
import { signV4 } from './sigv4.ts';

export type FakePaapi = {
  baseUrl: string;
  host: string;
  accessKey: string;
  secretKey: string;
  region: string;
  requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  /** Items answered for a SearchIndex (none: the NoResults error). */
  items: Map<string, PaapiItem[]>;
  /** The next request is refused with TooManyRequests. */
  throttleNext(): void;
  close(): Promise<void>;
};

const errorBody = (code: string, message: string) =>
  JSON.stringify({
    __type: 'com.amazon.paapi5#ErrorData',
    Errors: [{ __type: 'com.amazon.paapi5#ErrorData', Code: code, Message: message }],
  });

export async function startFakePaapi({
  accessKey = 'AKIAFAKEPAAPI',
  secretKey = 'fake-paapi-secret',
  region = 'us-east-1',
  host = 'webservices.amazon.com',
}: {
  accessKey?: string;
  secretKey?: string;
  region?: string;
  host?: string;
} = {}): Promise<FakePaapi> {
  const requests: FakePaapi['requests'] = [];
  const items = new Map<string, PaapiItem[]>();
  let throttle = false;

  function signatureProblem(req: http.IncomingMessage, raw: string): string | null {
    const auth = req.headers.authorization ?? '';
    const match =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!match) return 'The Authorization header is missing or malformed.';
    const [, key, day, scopeRegion, service, signed, signature] = match;
    const date = String(req.headers['x-amz-date'] ?? '');
    if (!/^\d{8}T\d{6}Z$/.test(date) || date.slice(0, 8) !== day) return 'X-Amz-Date is missing.';
    if (key !== accessKey) return 'The Access Key ID is not recognised.';
    if (scopeRegion !== region || service !== PAAPI_SERVICE) return 'Wrong credential scope.';
    const names = signed!.split(';');
    for (const required of ['content-encoding', 'host', 'x-amz-date', 'x-amz-target']) {
      if (!names.includes(required)) return `${required} is not signed.`;
    }
    const headers: Record<string, string> = {};
    for (const name of names) {
      if (name === 'x-amz-date') continue;
      headers[name] = name === 'host' ? host : String(req.headers[name] ?? '');
    }
    const iso = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`;
    const expected = signV4({
      method: req.method ?? 'POST',
      path: PAAPI_PATH,
      headers,
      body: raw,
      accessKey,
      secretKey,
      region,
      service: PAAPI_SERVICE,
      date: new Date(iso),
    }).authorization;
    return expected.endsWith(`Signature=${signature}`)
      ? null
      : 'The request signature does not match.';
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const send = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, errorBody('InvalidParameterValue', 'The body is not JSON.'));
      }
      requests.push({ headers: req.headers, body });
      if (req.method !== 'POST' || req.url !== PAAPI_PATH) {
        return send(404, errorBody('UnrecognizedClient', 'Unknown operation path.'));
      }
      if (req.headers['x-amz-target'] !== PAAPI_TARGET) {
        return send(400, errorBody('InvalidParameterValue', 'X-Amz-Target is wrong.'));
      }
      if (req.headers['content-encoding'] !== 'amz-1.0') {
        return send(400, errorBody('IncompleteSignature', 'Content-Encoding must be amz-1.0.'));
      }
      const problem = signatureProblem(req, raw);
      if (problem) return send(401, errorBody('InvalidSignature', problem));
      if (throttle) {
        throttle = false;
        return send(
          429,
          errorBody('TooManyRequests', 'The request was denied due to request throttling.'),
        );
      }
      if (!body.PartnerTag || body.PartnerType !== 'Associates' || !body.Marketplace) {
        return send(
          400,
          errorBody('InvalidPartnerTag', 'The partner tag is invalid or not present.'),
        );
      }
      const found = items.get(String(body.SearchIndex)) ?? [];
      if (found.length === 0) {
        return send(
          404,
          JSON.stringify({
            Errors: [
              {
                __type: 'com.amazon.paapi5#ErrorData',
                Code: 'NoResults',
                Message: 'No results found for your request.',
              },
            ],
          }),
        );
      }
      const count = Number(body.ItemCount ?? 10);
      return send(
        200,
        JSON.stringify({
          SearchResult: {
            Items: found.slice(0, count),
            SearchURL: `https://www.amazon.com/s?k=${encodeURIComponent(String(body.Keywords))}`,
            TotalResultCount: found.length,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    host,
    accessKey,
    secretKey,
    region,
    requests,
    items,
    throttleNext: () => {
      throttle = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A documented-shape item for the fake. */
export function paapiItem(
  asin: string,
  title: string,
  price: number,
  extra: Partial<PaapiItem> = {},
): PaapiItem {
  return {
    ASIN: asin,
    DetailPageURL: `https://www.amazon.com/dp/${asin}?tag=roamly-20&linkCode=ogi&th=1&psc=1`,
    Images: {
      Primary: { Large: { URL: `https://m.media-amazon.com/images/I/${asin}._SL500_.jpg` } },
    },
    ItemInfo: {
      Title: { DisplayValue: title },
      ByLineInfo: { Brand: { DisplayValue: 'Acme Travel' } },
      Features: { DisplayValues: ['Lightweight and durable', 'Two-year warranty'] },
    },
    Offers: {
      Listings: [
        {
          Price: { Amount: price, Currency: 'USD', DisplayAmount: `$${price}` },
          SavingBasis: { Amount: price + 10, Currency: 'USD', DisplayAmount: `$${price + 10}` },
          DeliveryInfo: { IsPrimeEligible: true },
        },
      ],
    },
    ...extra,
  };
}
