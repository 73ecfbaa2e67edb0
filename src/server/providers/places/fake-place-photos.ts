import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for Unsplash and Wikimedia Commons with their documented shapes:
 * - Unsplash `GET /search/photos?query=…` (Authorization `Client-ID <key>`, Accept-Version v1):
 *   `{total, total_pages, results: [{id, width, height, urls: {raw, full, regular, small, thumb},
 *   links: {self, html, download, download_location}, user: {id, username, name, links:
 *   {self, html}}}]}`, `X-Ratelimit-Limit` / `X-Ratelimit-Remaining` headers, 401 `{errors:
 *   ['OAuth error: The access token is invalid']}` for a wrong key and 403 'Rate Limit Exceeded'
 *   once the allowance is spent;
 * - Commons `GET /w/api.php?action=query&formatversion=2&generator=search&prop=imageinfo…`:
 *   `{batchcomplete: true, query: {pages: [{pageid, ns: 6, title, index, imagerepository,
 *   imageinfo: [{thumburl, thumbwidth, thumbheight, url, descriptionurl, mime, extmetadata:
 *   {Artist: {value, source}, LicenseShortName: {value}, LicenseUrl: {value}}}]}]}}` (no `query`
 *   without hits), and 429 with Retry-After when told to.
 */

export type FakeUnsplashPhoto = { id: string; name: string; username: string };
export type FakeCommonsFile = {
  title: string;
  artistHtml: string;
  licence: string | null;
  licenceUrl?: string;
  mime?: string;
};

export type FakePlacePhotos = {
  baseUrl: string;
  accessKey: string;
  requests: { url: string; headers: http.IncomingHttpHeaders }[];
  /** Results per query text (lower-cased); Commons searches end with ' filetype:bitmap'. */
  unsplash: Map<string, FakeUnsplashPhoto[]>;
  commons: Map<string, FakeCommonsFile[]>;
  /** Requests Unsplash still allows this hour. */
  unsplashRemaining: number;
  /** When set, Commons answers 429 with this Retry-After. */
  commonsRetryAfter: number | null;
  close(): Promise<void>;
};

function send(res: http.ServerResponse, status: number, body: unknown, headers = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

function unsplashResult(photo: FakeUnsplashPhoto) {
  const base = `https://images.unsplash.com/photo-${photo.id}`;
  return {
    id: photo.id,
    width: 6000,
    height: 4000,
    urls: {
      raw: `${base}?ixid=x`,
      full: `${base}?ixid=x&q=85&fm=jpg`,
      regular: `${base}?ixid=x&w=1080&fit=max`,
      small: `${base}?ixid=x&w=400&fit=max`,
      thumb: `${base}?ixid=x&w=200&fit=max`,
    },
    links: {
      self: `https://api.unsplash.com/photos/${photo.id}`,
      html: `https://unsplash.com/photos/${photo.id}`,
      download: `https://unsplash.com/photos/${photo.id}/download`,
      download_location: `https://api.unsplash.com/photos/${photo.id}/download`,
    },
    user: {
      id: `u-${photo.username}`,
      username: photo.username,
      name: photo.name,
      links: {
        self: `https://api.unsplash.com/users/${photo.username}`,
        html: `https://unsplash.com/@${photo.username}`,
      },
    },
  };
}

function commonsPage(file: FakeCommonsFile, index: number) {
  const name = file.title.replace(/^File:/, '').replace(/ /g, '_');
  return {
    pageid: 1000 + index,
    ns: 6,
    title: file.title,
    index: index + 1,
    imagerepository: 'local',
    imageinfo: [
      {
        thumburl: `https://upload.wikimedia.org/wikipedia/commons/thumb/a/ab/${name}/1280px-${name}`,
        thumbwidth: 1280,
        thumbheight: 853,
        url: `https://upload.wikimedia.org/wikipedia/commons/a/ab/${name}`,
        descriptionurl: `https://commons.wikimedia.org/wiki/${encodeURIComponent(file.title)}`,
        mime: file.mime ?? 'image/jpeg',
        extmetadata: {
          Artist: { value: file.artistHtml, source: 'commons-desc-page' },
          ...(file.licence
            ? { LicenseShortName: { value: file.licence, source: 'commons-desc-page' } }
            : {}),
          ...(file.licenceUrl
            ? { LicenseUrl: { value: file.licenceUrl, source: 'commons-desc-page' } }
            : {}),
        },
      },
    ],
  };
}

export async function startFakePlacePhotos(): Promise<FakePlacePhotos> {
  const fake = {
    accessKey: 'fake-unsplash-access-key',
    requests: [],
    unsplash: new Map(),
    commons: new Map(),
    unsplashRemaining: 50,
    commonsRetryAfter: null,
  } as unknown as FakePlacePhotos;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({ url: req.url ?? '', headers: req.headers });
    if (url.pathname === '/search/photos') {
      if (req.headers.authorization !== `Client-ID ${fake.accessKey}`) {
        send(res, 401, { errors: ['OAuth error: The access token is invalid'] });
        return;
      }
      if (fake.unsplashRemaining <= 0) {
        res.writeHead(403, { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': '0' });
        res.end('Rate Limit Exceeded');
        return;
      }
      fake.unsplashRemaining -= 1;
      const results = fake.unsplash.get((url.searchParams.get('query') ?? '').toLowerCase()) ?? [];
      send(
        res,
        200,
        {
          total: results.length,
          total_pages: results.length ? 1 : 0,
          results: results.map(unsplashResult),
        },
        { 'x-ratelimit-limit': '50', 'x-ratelimit-remaining': String(fake.unsplashRemaining) },
      );
      return;
    }
    if (url.pathname === '/w/api.php') {
      if (fake.commonsRetryAfter !== null) {
        send(
          res,
          429,
          { error: { code: 'ratelimited', info: 'You have exceeded your rate limit.' } },
          { 'retry-after': String(fake.commonsRetryAfter) },
        );
        return;
      }
      const files = fake.commons.get((url.searchParams.get('gsrsearch') ?? '').toLowerCase()) ?? [];
      send(
        res,
        200,
        files.length
          ? { batchcomplete: true, query: { pages: files.map(commonsPage) } }
          : { batchcomplete: true },
      );
      return;
    }
    send(res, 404, { errors: ['Not found'] });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
