import { publishDueBlogPosts, pruneBlogViews } from '../../../db/queries/blog.ts';
import { defineJob } from '../../jobs/define.ts';
import { recordSystemAudit } from '../audit/audit.ts';

/**
 * Scheduled publishing (issue 24 §4; Ghost #8485, #22821: scheduled posts that never went out).
 * Every minute, and once at every start (the queue sends each scheduled job when it sets the
 * schedules), so a post that fell due while the server was down goes out on the next start. The
 * status guard of `publishDueBlogPosts` publishes each post exactly once, whichever instance or
 * retry runs; the audit row commits with it.
 */
export const blogPublishDueJob = defineJob({
  name: 'blog-publish-due',
  policy: { retryLimit: 2, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  schedule: { cron: '* * * * *', everySeconds: 60 },
  create:
    ({ db, bus }) =>
    async () => {
      const published = await db.transaction(async (tx) => {
        const rows = await publishDueBlogPosts(tx);
        for (const row of rows) {
          await recordSystemAudit(tx, {
            action: 'blog.publish',
            objectType: 'blog_post',
            objectId: row.id,
            reason: 'The scheduled publish time arrived',
            before: { status: 'scheduled', publishAt: row.publishAt?.toISOString() ?? null },
            after: { status: 'published' },
          });
        }
        return rows;
      });
      // The sitemap and the cached heads follow (after the commit).
      for (const row of published) {
        await bus.publish({
          type: 'public-page.changed',
          path: `/blog/${row.slug}`,
          fromPath: null,
          sitemap: 'blog',
        });
      }
      const pruned = await pruneBlogViews(db);
      return { published: published.length, prunedViews: pruned };
    },
});
