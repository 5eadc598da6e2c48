import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const base = 'http://127.0.0.1:4400';
for (const [name, width] of [['desk', 1280], ['phone', 390]]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
  await page.goto(base + '/auth');
  await page.getByLabel('Email').first().fill('owner@harlemguide.example');
  await page.getByLabel('Password').first().fill('harlem-owner-2026');
  await page.getByRole('button', { name: /sign in/i }).first().click();
  await page.waitForTimeout(1500);
  await page.goto(base + '/business-dashboard');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/od-${name}-overview.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Edit Business' }).click();
  await page.waitForTimeout(2000);
  console.log(name, 'url', page.url(), 'height', await page.evaluate(() => document.body.scrollHeight));
  await page.screenshot({ path: `/tmp/od-${name}-edit.png`, fullPage: true });
  await page.close();
}
await browser.close();
