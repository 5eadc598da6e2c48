import { createClient } from '@libsql/client';
import type { Page } from '@playwright/test';
import { expect, signIn, storeMember, test } from './fixtures.ts';
import { recordSpeech } from './speech.ts';

/** The contrast ratio of two sRGB colours (WCAG). */
function contrast(a: number[], b: number[]): number {
  const luminance = (rgb: number[]) => {
    const [r, g, b2] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b2!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The focused element's outline colour and the background it sits on. */
async function ringAndBackground(page: Page): Promise<{ ring: number[]; background: number[] }> {
  return page.evaluate(() => {
    const rgb = (text: string) => (text.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const focused = document.activeElement as HTMLElement;
    let node: HTMLElement | null = focused.parentElement;
    let background = 'rgb(255, 255, 255)';
    while (node) {
      const style = getComputedStyle(node);
      if (style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent') {
        background = style.backgroundColor;
        break;
      }
      if (style.backgroundImage.includes('gradient')) {
        // A gradient band: its lightest stop is the hardest case.
        const stops = style.backgroundImage.match(/rgb\([^)]+\)/g) ?? [];
        background = stops.sort((a, b) => rgb(b).reduce((s, v) => s + v, 0) - rgb(a).reduce((s, v) => s + v, 0))[0] ?? background;
        break;
      }
      node = node.parentElement;
    }
    return { ring: rgb(getComputedStyle(focused).outlineColor), background: rgb(background) };
  });
}

test('the focus ring stands out at 3:1 or more on light pages and dark bands', async ({ page }) => {
  await page.goto('/about-us');
  for (const target of [
    page.locator('main a').first(),
    page.locator('.site-footer a').first(),
    page.locator('.hero a, .hero button').first(),
  ]) {
    if ((await target.count()) === 0) continue;
    await target.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const { ring, background } = await ringAndBackground(page);
    expect(contrast(ring, background), `${await target.innerText()}: ring ${ring} on ${background}`).toBeGreaterThanOrEqual(3);
  }
  await page.goto('/business/1');
  await page.locator('.business-hero a').first().focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const hero = await ringAndBackground(page);
  expect(contrast(hero.ring, [29, 18, 24])).toBeGreaterThanOrEqual(3);
});

test('a malformed display cookie is read as no choice, never an error', async ({ playwright, baseURL }) => {
  for (const cookie of ['hg_display=%', 'hg_display=%E0%A4%A', 'hg_display="><script>alert(1)</script>', 'hg_display=text.%ZZ.contrast']) {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie } });
    for (const path of ['/about-us', '/events', '/accessibility']) {
      const response = await visitor.get(path);
      expect(response.status(), `${path} with ${cookie}`).toBe(200);
      expect(await response.text()).not.toContain('<script>alert(1)');
    }
    await visitor.dispose();
  }
});

test('display settings apply from the first byte of every page, rendered or built ahead, and follow a member to another device', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/');
  await page.locator('.site-footer').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility');
  await page.getByLabel('Larger text').check();
  await page.getByLabel('High contrast').check();
  await page.getByLabel('Reduce motion').check();
  await page.getByRole('button', { name: 'Save display settings' }).click();
  await expect(page.getByText('Display settings saved')).toBeVisible();
  await expect(page.getByLabel('Larger text')).toBeChecked();
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-text', 'large');
  await expect(html).toHaveAttribute('data-contrast', 'high');
  await expect(html).toHaveAttribute('data-motion', 'reduce');
  // The attributes are parsed before the page's stylesheets have loaded (they block painting, not this check).
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('19px');

  // Drawn in by the server, so nothing flashes: the HTML itself carries them, for a rendered page
  // and for one built ahead (served by the static server).
  for (const path of ['/events', '/about-us']) {
    const body = await (await page.request.get(path)).text();
    expect(body, path).toMatch(/<html lang="en"[^>]*data-text="large"[^>]*data-contrast="high"/);
  }
  await page.goto('/about-us');
  expect(await page.evaluate(() => getComputedStyle(document.body).color)).toBe('rgb(0, 0, 0)');

  // Back to the defaults: no cookie, plain pages.
  await page.goto('/accessibility');
  for (const label of ['Larger text', 'High contrast', 'Reduce motion']) await page.getByLabel(label).uncheck();
  await page.getByRole('button', { name: 'Save display settings' }).click();
  await expect(page.getByText('Display settings saved')).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'hg_display')).toBeUndefined();
  expect(await (await page.request.get('/about-us')).text()).toContain('<html lang="en">');

  // A member's choices are stored and come back when they sign in elsewhere.
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  const account = await storeMember(db, 'Lena');
  await signIn(page.request, account);
  await page.goto('/settings#display');
  await page.getByLabel('Larger text').check();
  await page.getByLabel('Show Listen buttons').uncheck();
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByRole('button', { name: 'Save display settings' }).click();
  await expect(page.getByText('on this device and in your account')).toBeVisible();
  const stored = (
    await db.execute({
      sql: 'select p.accessibility_settings, p.audio_enabled, p.voice_gender from user_language_preferences p join users u on u.id = p.user_id where u.email = ?',
      args: [account.email],
    })
  ).rows[0]!;
  expect(JSON.parse(String(stored.accessibility_settings))).toEqual({ reduceMotion: false, largerText: true, highContrast: false });
  expect([Number(stored.audio_enabled), stored.voice_gender]).toEqual([0, 'male']);
  db.close();

  const elsewhere = await browser.newContext({ baseURL });
  const other = await elsewhere.newPage();
  await other.goto('/about-us');
  await expect(other.locator('html')).not.toHaveAttribute('data-text', 'large');
  await signIn(other.request, account);
  await other.goto('/about-us');
  await expect(other.locator('html')).toHaveAttribute('data-text', 'large');
  await expect(other.locator('html')).toHaveAttribute('data-audio', 'off');
  await elsewhere.close();
});

test('Listen reads a neighborhood guide and a business aloud with the device voice, in a chosen voice, and hides when turned off', async ({
  page,
}) => {
  // The browser's speech engine, recorded: what is spoken, in which language and voice.
  const spoken = await recordSpeech(page, [
    { name: 'Samantha', lang: 'en-US' },
    { name: 'Daniel', lang: 'en-GB' },
  ]);
  /** What the press starts saying: the reader is fetched on the first press, then speaks. */
  const saidAfterPress = async () => {
    await expect.poll(async () => (await spoken()).length).toBeGreaterThan(0);
    return spoken();
  };

  await page.goto('/neighborhoods/central-harlem');
  const listen = page.getByRole('button', { name: 'Listen: read the Central Harlem guide aloud' });
  await listen.click();
  const guide = await saidAfterPress();
  expect(guide[0]).toMatchObject({ lang: 'en-US', voice: 'Samantha' });
  expect(guide.map((item) => item.text).join(' ')).toContain('Central Harlem');
  expect(guide.map((item) => item.text).join(' ')).not.toContain('All Businesses in CB');
  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  expect(await page.evaluate(() => speechSynthesis.paused)).toBe(true);
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(listen).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Stopped reading.' })).toBeAttached();

  // A business page, read from its name, in the male voice the visitor chose.
  await page.goto('/accessibility');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByRole('button', { name: 'Save display settings' }).click();
  await page.goto('/business/1');
  await page.getByRole('button', { name: /^Listen: read about / }).click();
  const business = await saidAfterPress();
  expect(business[0]).toMatchObject({ voice: 'Daniel' });
  expect(business[0]!.text).toMatch(/^Apollo Theater\./);
  await page.evaluate(() => (speechSynthesis as unknown as { finish: () => void }).finish());
  await expect(page.getByRole('status').filter({ hasText: 'Finished reading.' })).toBeAttached();

  // Turned off in the settings: no Listen anywhere.
  await page.goto('/accessibility');
  await page.getByLabel('Show Listen buttons').uncheck();
  await page.getByRole('button', { name: 'Save display settings' }).click();
  await page.goto('/business/1');
  await expect(page.locator('listen-aloud button')).toBeHidden();
});
