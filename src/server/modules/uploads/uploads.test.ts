import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  MAX_PROFILE_IMAGE_BYTES,
  MAX_UPLOAD_BYTES,
  UPLOAD_RATE_LIMIT,
} from '../../../contract/media.ts';
import { updateUserRoute } from '../../../contract/people.ts';
import {
  finalizeUploadRoute,
  uploadStatusRoute,
  uploadTokenRoute,
  videoProxyRoute,
} from '../../../contract/uploads.ts';
import { updateCurrentUserRoute } from '../../../contract/users.ts';
import { media } from '../../../db/schema/index.ts';
import { createServiceContext } from '../../context.ts';
import { createTestApp } from '../../test/app.ts';
import { waitForDisplayImage } from './uploads.service.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import {
  filesUnder,
  jpegBytes,
  mp4Bytes,
  multipartBody,
  postForm,
  type FormPart,
} from './upload-test-helpers.ts';

const { app, database, dataDir } = await createTestApp();
const uploadsDir = path.join(dataDir, 'uploads');

const mediaRow = async (id: string) => {
  const [row] = await database.db.select().from(media).where(eq(media.id, id));
  return row;
};
const idOf = (url: unknown) => /\/media\/([0-9a-f-]{36})/.exec(String(url))?.[1] ?? '';
const queuedJobs = async (mediaId: string) => {
  const result = await database.pool.query(
    `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'media-process' AND data->>'mediaId' = $1`,
    [mediaId],
  );
  return (result.rows[0] as { n: number }).n;
};

describe('POST /api/upload/media', () => {
  it('stores a photo privately, answers the display URL and queues its processing', async () => {
    const { user, cookie } = await buildMember(database);
    const jpeg = await jpegBytes();
    const response = await postForm(app, '/api/upload/media', [['file', jpeg, 'Lisbon trip.JPG']], {
      cookie,
    });
    expect(response.status).toBe(201);
    const id = idOf(response.body.url);
    expect(response.body).toEqual({
      url: `/uploads/media/${id}-display.jpg`,
      type: 'image',
      filename: `${id}-display.jpg`,
      size: jpeg.length,
    });
    const row = await mediaRow(id);
    expect(row).toMatchObject({
      userId: user.id,
      kind: 'image',
      purpose: 'post',
      status: 'processing',
      sourceKey: `private/media/${id}.jpg`,
      originalName: 'Lisbon trip.JPG',
      contentType: 'image/jpeg',
      size: jpeg.length,
      attachedAt: null,
    });
    expect(await filesUnder(uploadsDir)).toContain(`private/media/${id}.jpg`);
    expect(await queuedJobs(id)).toBe(1);
    // The file as received (EXIF and all) is never served.
    const direct = await app.inject({ url: `/uploads/private/media/${id}.jpg` });
    expect(direct.statusCode).toBe(404);
  });

  it('serves a video as stored, under a generated name', async () => {
    const { cookie } = await buildMember(database);
    const video = mp4Bytes(100_000);
    const response = await postForm(app, '/api/upload/media', [['file', video, '../../evil.mp4']], {
      cookie,
    });
    expect(response.status).toBe(201);
    const id = idOf(response.body.url);
    expect(response.body).toEqual({
      url: `/uploads/media/${id}.mp4`,
      type: 'video',
      filename: `${id}.mp4`,
      size: video.length,
    });
    expect((await mediaRow(id))?.originalName).toBe('evil.mp4');
    const served = await app.inject({ url: `/uploads/media/${id}.mp4` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(video)).toBe(true);
  });

  it.each<[string, FormPart]>([
    [
      'a text file named .jpg',
      ['file', Buffer.from('just some notes, not a photo'), 'photo.jpg', 'image/jpeg'],
    ],
    [
      'an HTML page sent as an image',
      [
        'file',
        Buffer.from('<!doctype html><script>alert(document.cookie)</script>'),
        'x.png',
        'image/png',
      ],
    ],
    [
      'an SVG',
      [
        'file',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'),
        'a.svg',
        'image/svg+xml',
      ],
    ],
    [
      'a zip named .mp4',
      ['file', Buffer.from('PK\u0003\u0004 zipped things here'), 'clip.mp4', 'video/mp4'],
    ],
  ])('refuses %s with 415, leaving no file and no row', async (_label, part) => {
    const { user, cookie } = await buildMember(database);
    const before = await filesUnder(uploadsDir);
    const response = await postForm(app, '/api/upload/media', [part], { cookie });
    expect(response.status).toBe(415);
    expect(response.message).toBe('Please upload images or videos only');
    expect(await filesUnder(uploadsDir)).toEqual(before);
    const rows = await database.db.select().from(media).where(eq(media.userId, user.id));
    expect(rows).toEqual([]);
  });

  it('refuses an empty file and a form without one', async () => {
    const { cookie } = await buildMember(database);
    const empty = await postForm(app, '/api/upload/media', [['file', Buffer.alloc(0), 'a.jpg']], {
      cookie,
    });
    expect(empty.status).toBe(400);
    expect(empty.message).toBe('The file is empty');
    const none = await postForm(app, '/api/upload/media', [['note', 'hi']], { cookie });
    expect(none.status).toBe(400);
    expect(none.message).toBe('Please choose a file to upload');
    const json = await app.inject({
      method: 'POST',
      url: '/api/upload/media',
      payload: { file: 'x' },
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ message: 'Send the file as multipart/form-data' });
  });

  it('leaves no file and no row when the body breaks off mid-file', async () => {
    const { user, cookie } = await buildMember(database);
    const { payload, contentType } = await multipartBody([['file', mp4Bytes(300_000), 'v.mp4']]);
    const before = await filesUnder(uploadsDir);
    const response = await app.inject({
      method: 'POST',
      url: '/api/upload/media',
      payload: payload.subarray(0, 200_000),
      headers: { 'content-type': contentType, cookie, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The upload was interrupted. Please try again.' });
    expect(await filesUnder(uploadsDir)).toEqual(before);
    expect(await database.db.select().from(media).where(eq(media.userId, user.id))).toEqual([]);
  });
});

describe('over a real connection', () => {
  /** Declares a body of `declared` bytes, sends only its first 12 KB, and reads the answer. */
  async function sendStart(declared: number) {
    const { cookie } = await buildMember(database);
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const boundary = 'roamlyboundary42';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.mp4"\r\n` +
        'Content-Type: video/mp4\r\n\r\n' +
        'not a video at all, only text; '.repeat(400),
    );
    return new Promise<{ status: number; connection: string; message: string }>(
      (resolve, reject) => {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/upload/media',
          headers: {
            cookie,
            'x-requested-with': 'XMLHttpRequest',
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': declared,
          },
        });
        request.on('response', (response) => {
          let body = '';
          response.on('data', (piece: Buffer) => (body += piece.toString()));
          response.on('end', () => {
            resolve({
              status: response.statusCode ?? 0,
              connection: String(response.headers.connection),
              message: String((JSON.parse(body) as { message?: string }).message),
            });
            request.destroy();
          });
        });
        request.on('error', reject);
        request.write(head);
      },
    );
  }

  it('answers a refused large upload before its body ends, and closes the connection', async () => {
    const answer = await sendStart(200 * 1024 * 1024);
    expect(answer).toEqual({
      status: 415,
      message: 'Please upload images or videos only',
      connection: 'close',
    });
  });

  it('refuses a body declared over 1 GB at once', async () => {
    const answer = await sendStart(MAX_UPLOAD_BYTES + 2 * 1024 * 1024);
    expect(answer).toEqual({
      status: 413,
      message: 'File size must be less than 1GB',
      connection: 'close',
    });
  });
});

describe('upload tokens', () => {
  it('a form without X-Requested-With needs a token issued to the same member', async () => {
    const alice = await buildMember(database);
    const bob = await buildMember(database);
    const file: FormPart = ['file', await jpegBytes(), 'a.jpg'];

    const bare = await postForm(app, '/api/upload/media', [file], {
      cookie: alice.cookie,
      xhr: false,
    });
    expect(bare.status).toBe(403);
    expect(bare.message).toBe('Upload token required');

    const issued = await injectRoute(app, uploadTokenRoute, { cookie: alice.cookie });
    expect(issued.status).toBe(200);
    expect(Date.parse(issued.body.expiresAt)).toBeGreaterThan(Date.now());
    const { token } = issued.body;

    // Token first (the order the web client uses) or after the file: both work.
    for (const parts of [
      [['token', token], file],
      [file, ['token', token]],
    ] as FormPart[][]) {
      const ok = await postForm(app, '/api/upload/media', parts, {
        cookie: alice.cookie,
        xhr: false,
      });
      expect(ok.status).toBe(201);
    }

    const before = await filesUnder(uploadsDir);
    for (const parts of [
      [['token', token], file],
      [file, ['token', token]],
    ] as FormPart[][]) {
      const stolen = await postForm(app, '/api/upload/media', parts, {
        cookie: bob.cookie,
        xhr: false,
      });
      expect(stolen.status).toBe(403);
      expect(stolen.message).toBe('Upload token is invalid or has expired');
    }
    const forged = await postForm(
      app,
      '/api/upload/media',
      [['token', `${Date.now() + 60_000}.${'A'.repeat(43)}`], file],
      {
        cookie: alice.cookie,
        xhr: false,
      },
    );
    expect(forged.status).toBe(403);
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });
});

describe('POST /api/upload-video', () => {
  it('takes videos only', async () => {
    const { cookie } = await buildMember(database);
    const video = await postForm(app, '/api/upload-video', [['file', mp4Bytes(), 'a.mov']], {
      cookie,
    });
    expect(video.status).toBe(201);
    expect(video.body.type).toBe('video');
    const photo = await postForm(app, '/api/upload-video', [['file', await jpegBytes(), 'a.mp4']], {
      cookie,
    });
    expect(photo.status).toBe(415);
    expect(photo.message).toBe('Please upload a video file (MP4, MOV, AVI, WEBM, M4V or 3GP)');
  });
});

describe('POST /api/upload/image (profile and cover photos)', () => {
  it('stores a profile or cover photo and says which', async () => {
    const { cookie } = await buildMember(database);
    const jpeg = await jpegBytes();
    const profile = await postForm(
      app,
      '/api/upload/image',
      [
        ['type', 'profile'],
        ['image', jpeg, 'me.jpg'],
      ],
      {
        cookie,
      },
    );
    expect(profile.status).toBe(201);
    expect(profile.body.message).toBe('Profile photo uploaded');
    expect(profile.body.url).toMatch(/^\/uploads\/media\/[0-9a-f-]{36}-display\.jpg$/);
    expect((await mediaRow(idOf(profile.body.url)))?.purpose).toBe('profile');

    // The type may also come after the image.
    const cover = await postForm(
      app,
      '/api/upload/image',
      [
        ['image', jpeg, 'c.jpg'],
        ['type', 'cover'],
      ],
      {
        cookie,
      },
    );
    expect(cover.status).toBe(201);
    expect(cover.body.message).toBe('Cover photo uploaded');
    expect((await mediaRow(idOf(cover.body.url)))?.purpose).toBe('cover');
  });

  it('can wait until the photo is servable, and refuses one the job could not read', async () => {
    const { cookie } = await buildMember(database);
    const ctx = createServiceContext(app.deps, { viewer: null, log: app.log });
    const upload = async (bytes: Buffer) =>
      postForm(
        app,
        '/api/upload/image',
        [
          ['type', 'profile'],
          ['image', bytes, 'me.jpg'],
        ],
        {
          cookie,
        },
      );
    const good = await upload(await jpegBytes());
    const waiting = waitForDisplayImage(ctx, idOf(good.body.url), 10_000);
    // Served at once (made on the spot), before the job wrote its variants.
    const before = await app.inject({ url: good.body.url as string });
    expect(before.statusCode).toBe(200);
    await app.deps.jobs.drain();
    await waiting;
    expect((await app.inject({ url: good.body.url as string })).statusCode).toBe(200);

    // JPEG magic bytes, then nothing a decoder can read.
    const broken = Buffer.concat([(await jpegBytes()).subarray(0, 64), Buffer.alloc(4096, 7)]);
    const bad = await upload(broken);
    expect(bad.status).toBe(201);
    const refused = expect(
      waitForDisplayImage(ctx, idOf(bad.body.url), 10_000),
    ).rejects.toMatchObject({
      statusCode: 415,
      message: 'Please choose a valid image file (JPG, PNG, GIF).',
    });
    await app.deps.jobs.drain();
    await refused;
  });

  it('refuses a photo over 10 MB, a video, and a missing type, leaving nothing', async () => {
    const { cookie } = await buildMember(database);
    const before = await filesUnder(uploadsDir);
    const big = Buffer.alloc(MAX_PROFILE_IMAGE_BYTES + 1, 0);
    (await jpegBytes()).copy(big);
    const tooBig = await postForm(
      app,
      '/api/upload/image',
      [
        ['type', 'cover'],
        ['image', big, 'big.jpg'],
      ],
      {
        cookie,
      },
    );
    expect(tooBig.status).toBe(413);
    expect(tooBig.message).toBe('Please choose a photo smaller than 10MB.');

    const video = await postForm(
      app,
      '/api/upload/image',
      [
        ['type', 'profile'],
        ['image', mp4Bytes(), 'me.jpg'],
      ],
      {
        cookie,
      },
    );
    expect(video.status).toBe(415);
    expect(video.message).toBe('Please choose a valid image file (JPG, PNG, GIF).');

    const noType = await postForm(
      app,
      '/api/upload/image',
      [['image', await jpegBytes(), 'me.jpg']],
      {
        cookie,
      },
    );
    expect(noType.status).toBe(400);
    expect(noType.message).toBe('Type must be profile or cover');
    const badType = await postForm(
      app,
      '/api/upload/image',
      [
        ['type', 'banner'],
        ['image', await jpegBytes(), 'me.jpg'],
      ],
      {
        cookie,
      },
    );
    expect(badType.status).toBe(400);
    expect(await filesUnder(uploadsDir)).toEqual(before);
  });

  it('a profile photo set through the profile endpoints must be the member’s own, and is kept', async () => {
    const alice = await buildMember(database);
    const bob = await buildMember(database);
    const upload = await postForm(
      app,
      '/api/upload/image',
      [
        ['type', 'profile'],
        ['image', await jpegBytes(), 'a.jpg'],
      ],
      {
        cookie: alice.cookie,
      },
    );
    const url = String(upload.body.url);

    const stolen = await injectRoute(app, updateCurrentUserRoute, {
      cookie: bob.cookie,
      body: { profileImageUrl: url },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.message).toBe('Please choose a photo you uploaded');
    const stolenCover = await injectRoute(app, updateUserRoute, {
      cookie: bob.cookie,
      params: { id: bob.user.id },
      body: { coverImageUrl: url },
    });
    expect(stolenCover.status).toBe(400);
    expect((await mediaRow(idOf(url)))?.attachedAt).toBeNull();

    const own = await injectRoute(app, updateCurrentUserRoute, {
      cookie: alice.cookie,
      body: { profileImageUrl: url },
    });
    expect(own.status).toBe(200);
    expect(own.body.profileImageUrl).toBe(url);
    expect((await mediaRow(idOf(url)))?.attachedAt).toBeInstanceOf(Date);

    // Files with no upload row (the demo world's photos) pass as before.
    const demo = await injectRoute(app, updateCurrentUserRoute, {
      cookie: alice.cookie,
      body: { coverImageUrl: '/uploads/demo/cover.jpg' },
    });
    expect(demo.status).toBe(200);
  });
});

describe('/uploads/* serving', () => {
  it('answers byte ranges, long caching and nosniff', async () => {
    const { cookie } = await buildMember(database);
    const video = mp4Bytes(50_000, 1);
    for (let i = 32; i < video.length; i += 1) video[i] = i % 251;
    const upload = await postForm(app, '/api/upload/media', [['file', video, 'v.mp4']], { cookie });
    const url = String(upload.body.url);

    const whole = await app.inject({ url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    // Not in a post yet: only the uploader's browser keeps it (it may become private).
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(whole.headers['content-length']).toBe(String(video.length));

    const middle = await app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${video.length}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(video.subarray(100, 200))).toBe(true);

    const open = await app.inject({ url, headers: { range: `bytes=${video.length - 10}-` } });
    expect(open.statusCode).toBe(206);
    expect(open.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);

    const suffix = await app.inject({ url, headers: { range: 'bytes=-7' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(video.subarray(video.length - 7))).toBe(true);

    const beyond = await app.inject({ url, headers: { range: `bytes=${video.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);

    const several = await app.inject({ url, headers: { range: 'bytes=0-1,5-6' } });
    expect(several.statusCode).toBe(200);
    expect(several.rawPayload.length).toBe(video.length);
  });

  it('never serves a missing file as cacheable, nor anything under private/', async () => {
    const missing = await app.inject({ url: '/uploads/media/nothing-display.jpg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    for (const url of ['/uploads/private/media/x.jpg', '/uploads/PRIVATE/media/x.jpg']) {
      expect((await app.inject({ url })).statusCode).toBe(404);
    }
  });
});

describe('members only, per-member limits', () => {
  it('answers 401 on every upload route without a session', async () => {
    const { payload, contentType } = await multipartBody([['file', mp4Bytes(), 'v.mp4']]);
    for (const url of [
      '/api/upload/media',
      '/api/upload-chunk',
      '/api/upload-video',
      '/api/upload/image',
    ]) {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType, 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(response.statusCode, url).toBe(401);
    }
    expect((await injectRoute(app, uploadTokenRoute)).status).toBe(401);
    expect(
      (await injectRoute(app, uploadStatusRoute, { params: { uploadId: 'abcdefgh12' } })).status,
    ).toBe(401);
    expect(
      (
        await injectRoute(app, finalizeUploadRoute, {
          body: { uploadId: 'abcdefgh12', fileName: 'a.mp4', fileType: 'video/mp4' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await injectRoute(app, videoProxyRoute, {
          query: { url: 'https://storage.googleapis.com/a.mp4' },
        })
      ).status,
    ).toBe(401);
  });

  it('limits uploads per member, not per address', async () => {
    const busy = await buildMember(database);
    const other = await buildMember(database);
    const statuses: number[] = [];
    for (let i = 0; i <= UPLOAD_RATE_LIMIT.max; i += 1) {
      statuses.push((await injectRoute(app, uploadTokenRoute, { cookie: busy.cookie })).status);
    }
    expect(statuses.slice(0, UPLOAD_RATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await injectRoute(app, uploadTokenRoute, { cookie: other.cookie })).status).toBe(200);
  });
});
