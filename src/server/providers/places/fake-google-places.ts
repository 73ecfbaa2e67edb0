import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google Places API (New) with its documented shapes:
 * - `POST /v1/places:searchText` with a JSON `{textQuery}` body, the `X-Goog-Api-Key` header and
 *   a required `X-Goog-FieldMask` header; answers `{places: [{id, photos: [{name, widthPx,
 *   heightPx, authorAttributions: [{displayName, uri, photoUri}]}]}]}` (or `{}` with no match);
 * - `GET /v1/places/{id}/photos/{ref}/media?maxWidthPx=…&skipHttpRedirect=true` answering
 *   `{name, photoUri}`;
 * - errors as `{error: {code, message, status}}` (400 INVALID_ARGUMENT, 403 PERMISSION_DENIED).
 * Tests choose the places per query text and what the media step answers.
 */

export type FakePlace = {
  id: string;
  photos: { reference: string; author?: string; authorUri?: string }[];
};

export type FakeGooglePlaces = {
  baseUrl: string;
  apiKey: string;
  requests: { method: string; url: string; fieldMask: string | undefined; body: unknown }[];
  /** Places answered for a text query (compared lower-cased); others get `{}`. */
  places: Map<string, FakePlace[]>;
  /** The photoUri the media step answers (default an lh3.googleusercontent.com URL). */
  photoUri: (photoName: string) => string;
  /** Forces the next answers to this HTTP status with Google's error body. */
  failWith: number | null;
  close(): Promise<void>;
};

const STATUS_NAMES: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
};

export async function startFakeGooglePlaces(): Promise<FakeGooglePlaces> {
  const apiKey = 'places-test-key';
  const fake: Omit<FakeGooglePlaces, 'baseUrl' | 'close'> = {
    apiKey,
    requests: [],
    places: new Map(),
    photoUri: (photoName) =>
      `https://lh3.googleusercontent.com/places/${photoName.split('/').pop() ?? 'x'}=s1600-w1600`,
    failWith: null,
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = null;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        body = raw;
      }
      const fieldMask = request.headers['x-goog-fieldmask'];
      fake.requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        fieldMask: typeof fieldMask === 'string' ? fieldMask : undefined,
        body,
      });
      const send = (status: number, payload: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
        response.end(JSON.stringify(payload));
      };
      const fail = (code: number, message: string) =>
        send(code, { error: { code, message, status: STATUS_NAMES[code] ?? 'UNKNOWN' } });

      if (request.headers['x-goog-api-key'] !== apiKey) {
        fail(403, 'The request is missing a valid API key.');
        return;
      }
      if (fake.failWith !== null) {
        fail(fake.failWith, 'Forced failure');
        return;
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'POST' && url.pathname === '/v1/places:searchText') {
        if (typeof fieldMask !== 'string' || !fieldMask) {
          fail(400, 'FieldMask is a required parameter. See how to provide it...');
          return;
        }
        const textQuery =
          typeof body === 'object' && body !== null && 'textQuery' in body
            ? String((body as { textQuery: unknown }).textQuery)
            : '';
        if (!textQuery) {
          fail(400, 'Empty text_query.');
          return;
        }
        const places = fake.places.get(textQuery.toLowerCase());
        if (!places) {
          send(200, {});
          return;
        }
        send(200, {
          places: places.map((place) => ({
            id: place.id,
            photos: place.photos.map((photo) => ({
              name: `places/${place.id}/photos/${photo.reference}`,
              widthPx: 4032,
              heightPx: 3024,
              authorAttributions: photo.author
                ? [
                    {
                      displayName: photo.author,
                      uri: photo.authorUri ?? '//maps.google.com/maps/contrib/1234567890',
                      photoUri: '//lh3.googleusercontent.com/a-/author=s100-p-k-no-mo',
                    },
                  ]
                : [],
              flagContentUri:
                'https://www.google.com/local/imagery/report/?cb_client=maps_api_places',
              googleMapsUri: 'https://www.google.com/maps/place//data=!3m4!1e2',
            })),
          })),
        });
        return;
      }
      const media = /^\/v1\/(places\/[\w-]+\/photos\/[\w-]+)\/media$/.exec(url.pathname);
      if (request.method === 'GET' && media?.[1]) {
        const width = Number(url.searchParams.get('maxWidthPx'));
        if (!Number.isInteger(width) || width < 1 || width > 4800) {
          fail(400, 'maxWidthPx must be between 1 and 4800.');
          return;
        }
        if (url.searchParams.get('skipHttpRedirect') !== 'true') {
          response.writeHead(302, { location: fake.photoUri(media[1]) });
          response.end();
          return;
        }
        send(200, { name: `${media[1]}/media`, photoUri: fake.photoUri(media[1]) });
        return;
      }
      fail(404, 'Method not found.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeGooglePlaces;
}
