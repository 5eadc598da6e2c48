import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:4912';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const errors = [];
for (const [path, width, out] of [['/fr/events?view=calendar', 390, '/tmp/cal-390.png'], ['/events?view=calendar', 1280, '/tmp/cal-1280.png'], ['/es/tours/1', 390, '/tmp/tour-390.png']]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${path}: ${m.text()}`));
  await page.goto(B + path);
  await page.waitForTimeout(2000);
  await page.screenshot({ path: out, fullPage: false });
  await ctx.close();
}
console.log('console errors:', errors);
await browser.close();
