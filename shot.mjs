import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const spec of paths) {
  const [path, width, full] = spec.split('@');
  const page = await browser.newPage({ viewport: { width: Number(width || 1280), height: 900 } });
  await page.goto(base + path, { waitUntil: 'load' });
  const name = `/tmp/shot-${path.replace(/[^a-z0-9]/gi, '_')}-${width || 1280}.png`;
  await page.screenshot({ path: name, fullPage: full === 'full' });
  console.log(name);
  await page.close();
}
await browser.close();
