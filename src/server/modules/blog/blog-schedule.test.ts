import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  blogPostsRoute,
  createBlogPostRoute,
  publicBlogPostRoute,
  updateBlogPostRoute,
} from '../../../contract/blog.ts';
import { blogPosts } from '../../../db/schema/index.ts';
import type { JobDeps } from '../../jobs/define.ts';
import { noopHandlers } from '../../jobs/jobs-test-helpers.ts';
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts';
import { enabledSchedules } from '../../jobs/registry.ts';
import { clientAddress, createTestApp } from '../../test/app.ts';
import { buildMember } from '../../test/factories.ts';
import { injectRoute } from '../../test/inject.ts';
import { blogPublishDueJob } from './blog-publish-due.ts';

const log = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const { app, database } = await createTestApp();
const db = database.db;
const admin = await buildMember(database, { role: 'admin' });
const asAdmin = { cookie: admin.cookie };

const started: JobQueue[] = [];
afterEach(() => Promise.all(started.splice(0).map((queue) => queue.stop())));

/** A server's queue starting: working, with this configuration's schedules (as jobs-plugin). */
async function serverStart(): Promise<JobQueue> {
  const queue = createJobQueue({ pool: database.pool, work: true, cronCheckSeconds: 1 });
  const handler = blogPublishDueJob.create({ db, log } as unknown as JobDeps);
  await queue.start({ handlers: { ...noopHandlers(), 'blog-publish-due': handler }, log });
  started.push(queue);
  await queue.schedule(enabledSchedules(app.deps.config));
  return queue;
}

const publicStatus = async (slug: string) =>
  (
    await injectRoute(app, publicBlogPostRoute, {
      params: { slug },
      query: {},
      remoteAddress: clientAddress(),
    })
  ).status;

async function schedule(title: string, publishAt: Date) {
  const response = await injectRoute(app, createBlogPostRoute, {
    ...asAdmin,
    body: {
      title,
      content: '<p>Fado in the Alfama, then a late ginjinha.</p>',
      category: 'guides',
      status: 'published',
      publishAt: publishAt.toISOString(),
    },
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('scheduled publishing', () => {
  it('a publish time in the future stores the post as scheduled, invisible until then', async () => {
    const post = await schedule('Autumn in Kyoto', new Date(Date.now() + 3600_000));
    expect(post).toMatchObject({ status: 'scheduled', published_at: null, schedule_missed: false });
    expect(await publicStatus(post.slug)).toBe(404);
    // Back to draft clears the schedule.
    const back = await injectRoute(app, updateBlogPostRoute, {
      ...asAdmin,
      params: { id: post.id },
      body: {
        title: post.title,
        content: post.content,
        category: 'guides',
        status: 'draft',
        publish_at: post.publish_at,
      },
    });
    expect(back.body).toMatchObject({ status: 'draft', publish_at: null });
  });

  it(
    'a post that fell due while the server was down is published on the next start, exactly once',
    { timeout: 60_000 },
    async () => {
      // The server is down (no worker): the post falls due and nobody publishes it.
      const post = await schedule('Winter in Lapland', new Date(Date.now() + 1500));
      await sleep(2000);
      expect(await publicStatus(post.slug)).toBe(404);

      // Two instances start at once (a restart of a two-instance deployment).
      await Promise.all([serverStart(), serverStart()]);
      await expect
        .poll(() => publicStatus(post.slug), { timeout: 20_000, interval: 250 })
        .toBe(200);
      // Running the job again (a retry, the next minute) finds nothing to do.
      const again = await blogPublishDueJob.create({ db, log } as unknown as JobDeps)(
        {},
        { id: 'manual', retryCount: 0, retryLimit: 0 },
      );
      expect(again).toMatchObject({ published: 0 });
      const audits = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'blog.publish' AND object_id = ${post.id}`,
      );
      expect(audits.rows[0]?.n).toBe(1);
      const [row] = await db
        .select()
        .from(blogPosts)
        .where(sql`${blogPosts.id} = ${post.id}`);
      expect(row?.status).toBe('published');
      // The article's date is the scheduled time, not when the job happened to run.
      expect(row?.publishedAt?.toISOString()).toBe(post.publish_at);
    },
  );

  it('raises the missed-schedule alarm in the admin list when a scheduled post is overdue', async () => {
    const late = await schedule('Spring in Provence', new Date(Date.now() + 3600_000));
    // The job has not run for ten minutes (a stopped worker): the post is overdue.
    await db.execute(
      sql`UPDATE blog_posts SET publish_at = now() - interval '10 minutes' WHERE id = ${late.id}`,
    );
    const list = await injectRoute(app, blogPostsRoute, asAdmin);
    expect(list.body.missedSchedules).toBe(1);
    expect(list.body.posts.find((post) => post.id === late.id)).toMatchObject({
      status: 'scheduled',
      schedule_missed: true,
    });
  });
});
