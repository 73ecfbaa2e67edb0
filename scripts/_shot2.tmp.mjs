import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5079';
const paths = (process.env.PATHS ?? '/').split(',');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: Number(process.env.W ?? 412), height: 823 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  const r = await ctx.request.post(base + '/api/test-login', { data: { testKey: 'k' } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: js ? 'networkidle' : 'load' });
    await page.waitForTimeout(300);
    const name = p.replace(/[^a-z0-9]/gi, '_');
    await page.screenshot({ path: `/tmp/lh/${js ? 'app' : 'shell'}${process.env.W ?? ''}${name}.png` });
    const boxes = await page.evaluate(() => {
      const q = (s) => { const e = document.querySelector(s); if (!e) return null; const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round).join(','); };
      return { header: q('header'), banner: q('main section'), bottom: q('nav.fixed'), main: q('main') };
    });
    console.log(js ? 'app  ' : 'shell', p, JSON.stringify(boxes));
  }
  await ctx.close();
}
await browser.close();
