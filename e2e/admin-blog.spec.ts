import { expect, test, type Page } from '@playwright/test';
import { letScheduledTimeArrive, sendScheduledJobNow } from './database.ts';
import { expectNoSeriousA11yViolations, signInAsDemoAdmin, toastWithTitle } from './fixtures.ts';
import { screenshot } from './screenshot.ts';

/**
 * Issue 24 §4: an operator creates, edits, previews, publishes and schedules blog posts; a
 * signed-out visitor reads them. The admin screens live under /admin/seo (mounted by the SEO
 * screen's router). The scheduled post is published by the server's job (every minute; the spec
 * lets its time arrive and sends the job's run instead of waiting up to three minutes for both).
 */

const unique = Date.now().toString(36);

/** A `datetime-local` value `seconds` from now, in the browser's time zone. */
function localInputIn(page: Page, seconds: number) {
  return page.evaluate((ahead) => {
    const date = new Date(Date.now() + ahead * 1000);
    const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
    return local.toISOString().slice(0, 16);
  }, seconds);
}

async function writeContent(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Content' }).click();
  await page.keyboard.type(text);
}

test('an operator creates, edits, previews and publishes a post; a visitor reads it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signInAsDemoAdmin(page.context());
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/seo/blog/create');
  await expect(page.getByRole('heading', { name: 'Create Blog Post' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'blog creator 1280');

  // Preview needs a saved post; title and content are required.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(toastWithTitle(page, 'No Preview Available')).toBeVisible();
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(
    page.getByText('Please provide at least a title and content for the blog post.'),
  ).toBeVisible();

  const title = `Tram 28 at Dawn ${unique}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Excerpt').fill('Ride the yellow tram before the city wakes up.');
  await page.getByLabel('Category').selectOption('travel-tips');
  await page.getByLabel('Tags').fill('lisbon, trams, , mornings');
  await writeContent(page, 'Catch the first tram at Martim Moniz and sit on the right.');
  await screenshot(page, 'blog-create-1280');
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(toastWithTitle(page, 'Blog Post Created')).toBeVisible();
  const slug = `tram-28-at-dawn-${unique}`;
  await expect(page).toHaveURL(new RegExp(`/admin/seo/blog/edit/${slug}$`));
  await expect(page.getByRole('heading', { name: 'Edit Blog Post' })).toBeVisible();
  await expect(page.getByText(/^Created /)).toBeVisible();

  // A draft is not public; its signed preview link opens without signing in.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  const hidden = await reader.goto(`/blog/${slug}`);
  expect(hidden?.status()).toBe(404);
  await expect(reader.getByRole('heading', { name: 'Blog Post Not Found' })).toBeVisible();
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Preview' }).click();
  const previewTab = await opened;
  await previewTab.waitForURL(/preview=/);
  const previewUrl = previewTab.url();
  await previewTab.close();
  await reader.goto(previewUrl);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('Preview — this post is not published.')).toBeVisible();

  // Edit: a new title moves the slug; publish.
  const newTitle = `Tram 28 at Sunrise ${unique}`;
  await page.getByLabel('Title', { exact: true }).fill(newTitle);
  await page.getByLabel('Status').selectOption('published');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toastWithTitle(page, 'Blog Post Updated')).toBeVisible();
  const newSlug = `tram-28-at-sunrise-${unique}`;
  await expect(page).toHaveURL(new RegExp(`/admin/seo/blog/edit/${newSlug}$`));
  await screenshot(page, 'blog-edit-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'blog editor 390');
  await screenshot(page, 'blog-edit-390');

  // Signed out: the post, its views counted once, and the old address answers 301.
  const response = await reader.goto(`/blog/${newSlug}`);
  expect(response?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(reader.getByText('Travel Tips')).toBeVisible();
  await expect(reader.getByText('1 view')).toBeVisible();
  await expect(reader.getByText('#mornings')).toBeVisible();
  await expect(reader.getByRole('link', { name: 'Explore Destinations' })).toHaveAttribute(
    'href',
    '/explore',
  );
  await expect(reader).toHaveTitle(`${newTitle} | Roamly Blog`);
  await reader.reload();
  await expect(reader.getByText('1 view')).toBeVisible();
  await reader.setViewportSize({ width: 1280, height: 900 });
  await expectNoSeriousA11yViolations(reader, 'blog post 1280');
  await screenshot(reader, 'blog-post-1280');
  await reader.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(reader, 'blog post 390');
  await screenshot(reader, 'blog-post-390');
  const moved = await reader.request.get(`/blog/${slug}`, {
    headers: { accept: 'text/html' },
    maxRedirects: 0,
  });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`/blog/${newSlug}`);
  await reader.goto(`/blog/${slug}`);
  await expect(reader).toHaveURL(new RegExp(`/blog/${newSlug}$`));

  // The feed lists it.
  const feed = await reader.request.get('/blog/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/rss+xml');
  expect(await feed.text()).toContain(`<title>${newTitle}</title>`);

  // The SEO list shows it with its link to the public page.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/seo');
  await expect(page.getByRole('link', { name: newTitle, exact: true })).toHaveAttribute(
    'href',
    `/admin/seo/blog/edit/${newSlug}`,
  );
  await expect(page.getByRole('link', { name: `Open “${newTitle}” in a new tab` })).toHaveAttribute(
    'href',
    `/blog/${newSlug}`,
  );
  await visitor.close();
});

test('a scheduled post is published by the job when its time comes', async ({ page, browser }) => {
  await signInAsDemoAdmin(page.context());
  await page.goto('/admin/seo/blog/create');
  const title = `Lisbon After Dark ${unique}`;
  await page.getByLabel('Title', { exact: true }).fill(title);
  await writeContent(page, 'Fado in Alfama, then a late ginjinha.');
  await page.getByLabel('Status').selectOption('published');
  await page.getByLabel('Publish at').fill(await localInputIn(page, 120));
  await expect(page.getByText('Scheduled: the post goes out at this time.')).toBeVisible();
  await page.getByRole('button', { name: 'Create Blog Post' }).click();
  await expect(toastWithTitle(page, 'Blog Post Created')).toBeVisible();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();

  const slug = `lisbon-after-dark-${unique}`;
  const visitor = await browser.newContext();
  const status = async () => (await visitor.request.get(`/api/blog/posts/${slug}`)).status();
  expect(await status()).toBe(404);
  // Its time comes: the job's run (the scheduler's, every minute) publishes it.
  await letScheduledTimeArrive(slug);
  await sendScheduledJobNow('blog-publish-due');
  await expect.poll(status, { timeout: 15_000, intervals: [250] }).toBe(200);
  const reader = await visitor.newPage();
  await reader.goto(`/blog/${slug}`);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await visitor.close();
});
