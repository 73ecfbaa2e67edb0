import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5079';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const w of [390, 1280]) for (const js of [false, true]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: 844 }, javaScriptEnabled: js });
  const page = await ctx.newPage();
  await page.goto(base + '/', { waitUntil: js ? 'networkidle' : 'load' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/lh/land-${js ? 'app' : 'shell'}-${w}.png` });
  console.log(w, js ? 'app  ' : 'shell', JSON.stringify(await page.evaluate(() => {
    const box = (s) => { const r = document.querySelector(s)?.getBoundingClientRect(); return r ? [r.x, r.y, r.width, r.height].map(Math.round).join(',') : null; };
    return { header: box('header'), hero: box('main section'), photo: box('main section img'), title: box('main section .font-display, main section h1') };
  })));
  await ctx.close();
}
await browser.close();
