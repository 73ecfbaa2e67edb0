import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:5079';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
await ctx.request.post(base + '/api/test-login', { data: { testKey: 'k' } });
await ctx.addInitScript(() => {
  window.__p = [];
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__p.push([e.entryType, e.name, Math.round(e.startTime), e.element ? e.element.tagName + ' ' + (e.element.getAttribute('data-first-paint-lcp') !== null ? 'SHELL' : '') + ' ' + e.size : '']))).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__p.push([e.entryType, e.url?.slice(-40), Math.round(e.startTime), e.element ? e.element.tagName + (e.element.closest('[data-first-paint]') ? ' SHELL ' : ' APP ') + e.size : '']))).observe({ type: 'largest-contentful-paint', buffered: true });
  const mo = new MutationObserver(() => { if (document.querySelector('script[data-roamly-entry]') && !window.__entryAt) window.__entryAt = Math.round(performance.now()); });
  document.addEventListener('DOMContentLoaded', () => mo.observe(document.body, { childList: true }));
});
for (let i = 0; i < 3; i++) {
  const page = await ctx.newPage();
  await page.goto(base + (process.env.P ?? '/'), { waitUntil: 'networkidle' });
  console.log(JSON.stringify(await page.evaluate(() => ({ p: window.__p, entry: window.__entryAt }))));
  await page.close();
}
await browser.close();
