import { eq, sql } from 'drizzle-orm';
import exifr from 'exifr';
import { describe, expect, it } from 'vitest';
import {
  createPostRoute,
  deletePostRoute,
  getPostRoute,
  userPostsRoute,
  YOUTUBE_CONSENT_MESSAGE,
  type TCreatePostBody,
} from '../../../contract/posts.ts';
import { uploadMediaRoute } from '../../../contract/uploads.ts';
import { findMedia } from '../../../db/queries/media.ts';
import { media, posts } from '../../../db/schema/index.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildPost } from '../../test/content-factories.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { BAD_FORM_MESSAGE, FILES_NOT_ACCEPTED_MESSAGE } from '../posts/post-form.ts';
import {
  ALREADY_ATTACHED_MESSAGE,
  FAILED_UPLOAD_MESSAGE,
  NOT_YOUR_UPLOAD_MESSAGE,
} from './media.service.ts';
import { fetchUpload, geotaggedJpeg, stageUpload } from './media-test-helpers.ts';

const { app, database } = await createTestApp();
await app.ready();
const { db } = database;
const author = await buildMember(database, { firstName: 'Maya' });
const other = await buildMember(database, { firstName: 'Sam' });

const create = (body: unknown, cookie = author.cookie) =>
  injectRoute(app, createPostRoute, {
    body: body as TCreatePostBody,
    cookie,
    remoteAddress: clientAddress(),
  });

const photo = async (userId = author.user.id, purpose: 'post' | 'profile' = 'post') =>
  stageUpload(app, {
    userId,
    bytes: await geotaggedJpeg({ width: 800, height: 600 }),
    ext: 'jpg',
    purpose,
  });
/** Bytes ffmpeg would refuse; these tests are about attaching, not frames. */
const video = (userId = author.user.id) =>
  stageUpload(app, { userId, bytes: Buffer.alloc(2048, 3), ext: 'mp4', enqueue: false });

/** The create page's submission: a multipart form of text fields (files were uploaded first). */
async function submitForm(
  fields: Record<string, string | Blob>,
  { cookie = author.cookie }: { cookie?: string } = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const encoded = new Response(form);
  const response = await app.inject({
    method: 'POST',
    url: createPostRoute.path,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie },
    remoteAddress: clientAddress(),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

const postRow = async (id: string) => (await db.select().from(posts).where(eq(posts.id, id)))[0];

describe('creating a post with uploads', () => {
  it("attaches the author's own upload and shows it as processing, then ready after the job", async () => {
    const upload = await photo();
    const response = await create({ content: 'Lisbon light', imageUrl: upload.url });
    expect(response.status, response.message).toBe(201);
    expect(response.body).toMatchObject({
      imageUrl: upload.url,
      videoUrl: null,
      media: [
        {
          id: upload.id,
          url: upload.url,
          type: 'image',
          status: 'processing',
          variants: [],
          posterUrl: null,
          placeholder: null,
        },
      ],
    });
    expect(await findMedia(db, { id: upload.id })).toMatchObject({ postId: response.body.id });
    expect((await findMedia(db, { id: upload.id }))?.attachedAt).toBeInstanceOf(Date);

    await app.deps.jobs.drain();
    const after = await injectRoute(app, getPostRoute, {
      params: { id: response.body.id },
      cookie: other.cookie,
    });
    expect(after.body.media).toEqual([
      expect.objectContaining({ id: upload.id, status: 'ready', width: 600, height: 800 }),
    ]);
    expect(after.body.media[0]?.variants.map((v) => v.url)).toContain(upload.url);
    // The blur-up placeholder travels with the post's copy of the item.
    expect(after.body.media[0]?.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(JSON.stringify(after.body)).not.toMatch(/latitude|Canon|private\//);
    expect((await fetchUpload(app, upload.url)).status).toBe(200);
  });

  it('works end to end with the upload endpoint: upload, post, process, served without GPS', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([new Uint8Array(await geotaggedJpeg())], { type: 'image/jpeg' }),
      'IMG_0001.JPG',
    );
    const encoded = new Response(form);
    const uploaded = await app.inject({
      method: 'POST',
      url: uploadMediaRoute.path,
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: {
        'content-type': encoded.headers.get('content-type') ?? '',
        'x-requested-with': 'XMLHttpRequest',
        cookie: author.cookie,
      },
      remoteAddress: clientAddress(),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = uploaded.json<{ url: string }>();
    // Not processed yet, yet already served: made on the spot without the EXIF (first-rendition.ts).
    const early = await fetchUpload(app, url);
    expect(early.status).toBe(200);
    expect(await exifr.gps(early.body).catch(() => undefined)).toBeUndefined();

    const created = await create({ content: 'Straight from the camera', imageUrl: url });
    expect(created.status, created.message).toBe(201);
    expect(created.body.media[0]?.status).toBe('processing');
    await app.deps.jobs.drain();

    const served = await fetchUpload(app, url);
    expect(served.status).toBe(200);
    expect(await exifr.gps(served.body).catch(() => undefined)).toBeUndefined();
    const post = await injectRoute(app, getPostRoute, {
      params: { id: created.body.id },
      cookie: author.cookie,
    });
    expect(post.body.media[0]).toMatchObject({ status: 'ready', width: 1200, height: 2400 });
  });

  it("refuses someone else's upload, a profile photo and an unknown /uploads file alike", async () => {
    const theirs = await photo(other.user.id);
    const profile = await photo(author.user.id, 'profile');
    for (const imageUrl of [theirs.url, profile.url, '/uploads/media/made-up-display.jpg']) {
      const response = await create({ content: 'Not mine', imageUrl });
      expect(response.status, imageUrl).toBe(400);
      expect(response.message).toBe(NOT_YOUR_UPLOAD_MESSAGE);
    }
    expect((await findMedia(db, { id: theirs.id }))?.postId).toBeNull();
  });

  it('refuses an upload that is already part of another post, and writes nothing', async () => {
    const upload = await photo();
    expect((await create({ content: 'First', imageUrl: upload.url })).status).toBe(201);
    const before = await db.$count(posts);
    const second = await create({ content: 'Second', media: [{ url: upload.url, type: 'image' }] });
    expect(second.status).toBe(400);
    expect(second.message).toBe(ALREADY_ATTACHED_MESSAGE);
    expect(await db.$count(posts)).toBe(before);
  });

  it('two posts racing for one upload: exactly one gets it', async () => {
    const upload = await photo();
    const results = await Promise.all([
      create({ content: 'Race A', imageUrl: upload.url }),
      create({ content: 'Race B', imageUrl: upload.url }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    const winner = results.find((r) => r.status === 201);
    expect((await findMedia(db, { id: upload.id }))?.postId).toBe(winner?.body.id);
  });

  it('refuses an upload whose processing failed', async () => {
    const upload = await stageUpload(app, {
      userId: author.user.id,
      bytes: Buffer.from('not an image'),
      ext: 'jpg',
    });
    await app.deps.jobs.drain();
    const response = await create({ content: 'Broken', imageUrl: upload.url });
    expect(response.status).toBe(400);
    expect(response.message).toBe(FAILED_UPLOAD_MESSAGE);
  });

  it('keeps demo photos and allowed external hosts working without upload rows', async () => {
    const demo = await create({ content: 'Demo', imageUrl: '/uploads/demo/posts/kyoto-1.jpg' });
    expect(demo.status, demo.message).toBe(201);
    expect(demo.body).toMatchObject({ imageUrl: '/uploads/demo/posts/kyoto-1.jpg', media: [] });
    const external = await create({
      content: 'External',
      videoUrl: 'https://res.cloudinary.com/demo/video/upload/falls.mp4',
    });
    expect(external.status, external.message).toBe(201);
  });

  it('takes several files in the order given: imageUrl and videoUrl are the first of each', async () => {
    const [a, b, clip] = [await photo(), await photo(), await video()];
    const response = await create({
      content: 'Two photos and a clip',
      youtubeConsent: true,
      media: [
        { url: clip.url, type: 'video', filename: 'clip.mp4' },
        { url: b.url, type: 'image' },
        { url: a.url, type: 'image' },
      ],
    });
    expect(response.status, response.message).toBe(201);
    expect(response.body.imageUrl).toBe(b.url);
    expect(response.body.videoUrl).toBe(clip.url);
    expect(response.body.media.map((m) => [m.id, m.type])).toEqual([
      [clip.id, 'video'],
      [b.id, 'image'],
      [a.id, 'image'],
    ]);
  });

  it("takes an upload's kind from the server, not from the client's label", async () => {
    const clip = await video();
    const response = await create({
      content: 'Labelled wrong',
      media: [{ url: clip.url, type: 'image' }],
    });
    expect(response.status, response.message).toBe(201);
    expect(response.body).toMatchObject({ imageUrl: null, videoUrl: clip.url });
  });
});

describe('the YouTube consent rule (spec 1 §5)', () => {
  it('refuses a video sent with youtubeConsent false', async () => {
    const clip = await video();
    const response = await create({ content: 'Clip', videoUrl: clip.url, youtubeConsent: false });
    expect(response.status).toBe(400);
    expect(response.message).toBe(YOUTUBE_CONSENT_MESSAGE);
    expect((await findMedia(db, { id: clip.id }))?.postId).toBeNull();
  });

  it('accepts consent false without a video (the page always sends it) and stores the consent', async () => {
    const withoutVideo = await create({
      content: 'Photo',
      imageUrl: (await photo()).url,
      youtubeConsent: false,
    });
    expect(withoutVideo.status, withoutVideo.message).toBe(201);
    const clip = await video();
    const consented = await create({ content: 'Clip', videoUrl: clip.url, youtubeConsent: true });
    expect(consented.status, consented.message).toBe(201);
    expect((await postRow(consented.body.id))?.youtubeConsent).toBe(true);
    // Without YouTube credentials nothing is queued: the consent is only stored.
    const { rows } = await database.pool.query(
      "SELECT 1 FROM pgboss.job WHERE name = 'youtube-publish' AND data->>'postId' = $1",
      [consented.body.id],
    );
    expect(rows).toHaveLength(0);
  });

  it("the dialog's body without the field posts a video as before", async () => {
    const clip = await video();
    const response = await create({ content: 'Dialog clip', videoUrl: clip.url });
    expect(response.status, response.message).toBe(201);
    expect((await postRow(response.body.id))?.youtubeConsent).toBe(false);
  });
});

describe("the create page's multipart form", () => {
  it('is read into the same body: booleans, JSON travel categories and media, free-text tags', async () => {
    const upload = await photo();
    const response = await submitForm({
      content: 'Sintra by train',
      location: 'Sintra, Portugal',
      tags: '#palace #hills',
      privacy: 'followers',
      allowComments: 'false',
      saveToHighlights: 'true',
      youtubeConsent: 'false',
      travelCategories: JSON.stringify({ photos: true, tips: true, hotels: false }),
      media: JSON.stringify([{ url: upload.url, type: 'image', filename: 'sintra.jpg' }]),
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      content: 'Sintra by train',
      location: 'Sintra, Portugal',
      tags: ['palace', 'hills'],
      privacy: 'followers',
      allowComments: false,
      imageUrl: upload.url,
    });
    const row = await postRow(String(response.body.id));
    expect(row).toMatchObject({
      saveToHighlights: true,
      youtubeConsent: false,
      travelCategories: ['photos', 'tips'],
    });
    expect(row?.media.map((m) => m.id)).toEqual([upload.id]);
  });

  it('applies the consent rule to the form too', async () => {
    const clip = await video();
    const response = await submitForm({
      content: 'Clip',
      youtubeConsent: 'false',
      media: JSON.stringify([{ url: clip.url, type: 'video', filename: 'clip.mp4' }]),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(YOUTUBE_CONSENT_MESSAGE);
  });

  it.each([
    [{ content: 'x', media: '[{"url":' }, 'Media must be valid JSON'],
    [{ content: 'x', travelCategories: '{photos:true}' }, 'Travel categories must be valid JSON'],
    [{ content: 'x', allowComments: 'maybe' }, /Allow comments/],
    [{ content: '   ' }, 'Please add some content to your post'],
    [{ content: 'x', media: '[{"url":"/uploads/a.png","type":"sound"}]' }, /image or video/],
  ])('refuses %o with a 400 and a sentence', async (fields, expected) => {
    const response = await submitForm(fields);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(expected);
  });

  it('refuses files in the form (they are uploaded first)', async () => {
    const response = await submitForm({
      content: 'x',
      file: new Blob(['hello'], { type: 'image/jpeg' }),
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(FILES_NOT_ACCEPTED_MESSAGE);
  });

  it('answers a broken multipart body with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: createPostRoute.path,
      payload: '--xyz\r\nContent-Disposition: form-data; name="content"\r\n\r\nhalf',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz', cookie: author.cookie },
      remoteAddress: clientAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: BAD_FORM_MESSAGE });
  });

  it('is members only', async () => {
    const response = await submitForm({ content: 'x' }, { cookie: '' });
    expect(response.status).toBe(401);
  });

  it('other post routes do not take multipart bodies', async () => {
    const body = new FormData();
    body.append('content', 'edited');
    const encoded = new Response(body);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/posts/00000000-0000-4000-8000-00000000dead',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '', cookie: author.cookie },
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('deleting a post', () => {
  it('deletes its uploads: rows and every file', async () => {
    const upload = await photo();
    const created = await create({ content: 'Gone soon', imageUrl: upload.url });
    await app.deps.jobs.drain();
    const variants = (await findMedia(db, { id: upload.id }))?.variants ?? [];
    expect(variants).toHaveLength(4);
    for (const variant of variants) expect((await fetchUpload(app, variant.url)).status).toBe(200);

    const deleted = await injectRoute(app, deletePostRoute, {
      params: { id: created.body.id },
      cookie: author.cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await findMedia(db, { id: upload.id })).toBeUndefined();
    for (const variant of variants) expect((await fetchUpload(app, variant.url)).status).toBe(404);
  });

  it('removes the AI thumbnails made for the post, and nothing outside media/', async () => {
    const created = await create({ content: 'Enhanced', imageUrl: (await photo()).url });
    const ai = `media/${created.body.id}-ai-1.jpg`;
    await app.deps.storage.put(ai, Buffer.from('jpeg'), 'image/jpeg');
    await app.deps.storage.put('demo/keep.jpg', Buffer.from('jpeg'), 'image/jpeg');
    await db
      .update(posts)
      .set({ aiThumbnails: [ai, 'demo/keep.jpg'] })
      .where(eq(posts.id, created.body.id));
    await injectRoute(app, deletePostRoute, {
      params: { id: created.body.id },
      cookie: author.cookie,
    });
    expect(await app.deps.storage.stat(ai)).toBeNull();
    expect(await app.deps.storage.stat('demo/keep.jpg')).not.toBeNull();
  });

  it("leaves other posts' uploads alone", async () => {
    const keep = await photo();
    const kept = await create({ content: 'Keep', imageUrl: keep.url });
    const drop = await create({ content: 'Drop', imageUrl: (await photo()).url });
    await injectRoute(app, deletePostRoute, {
      params: { id: drop.body.id },
      cookie: author.cookie,
    });
    expect(await findMedia(db, { id: keep.id })).toMatchObject({ postId: kept.body.id });
    expect(await db.$count(media, eq(media.postId, kept.body.id))).toBe(1);
  });
});

describe('posts stored before media had a blur-up placeholder', () => {
  it('are served with placeholder null, by the post route and the compiled feed serializer', async () => {
    const post = await buildPost(db, { userId: author.user.id, content: 'Stored long ago' });
    // posts.media as it was written then: the item has no placeholder key at all.
    const old = {
      id: 'old-item',
      url: '/uploads/media/old-display.jpg',
      type: 'image',
      status: 'ready',
      width: 1600,
      height: 1200,
      variants: [{ url: '/uploads/media/old-display.jpg', width: 1600, format: 'jpeg' }],
      posterUrl: null,
      durationSeconds: null,
    };
    await db.execute(
      sql`UPDATE posts SET media = ${JSON.stringify([old])}::jsonb WHERE id = ${post.id}`,
    );

    const one = await injectRoute(app, getPostRoute, {
      params: { id: post.id },
      cookie: other.cookie,
    });
    expect(one.status, one.message).toBe(200);
    expect(one.body.media).toEqual([{ ...old, placeholder: null }]);

    const page = await injectRoute(app, userPostsRoute, {
      params: { id: author.user.id },
      query: {},
      cookie: other.cookie,
    });
    expect(page.status, page.message).toBe(200);
    const listed = page.body.items.find((item) => item.id === post.id);
    expect(listed?.media).toEqual([{ ...old, placeholder: null }]);
  });
});
