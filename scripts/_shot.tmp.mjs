import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:5079';
const paths = (process.env.PATHS ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
const page = await ctx.newPage();
if (!process.env.ANON) {
  const r = await page.request.post(base + '/api/test-login', { data: { testKey: 'k' } });
  console.log('login', r.status());
}
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const name = p.replace(/[^a-z0-9]/gi, '_');
  await page.screenshot({ path: `/tmp/lh/${process.env.TAG ?? 'x'}${name}.png` });
  if (process.env.DUMP) {
    const html = await page.evaluate(() => document.getElementById('root').innerHTML);
    (await import('node:fs')).writeFileSync(`/tmp/lh/${name}.html`, html);
  }
}
await browser.close();
