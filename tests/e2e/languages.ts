/**
 * Checks for a page in Spanish or French (issue 15, decision 024), shared by the language specs:
 * no interface text left in English, the right `lang` and alternates, and no serious or critical
 * accessibility violation.
 *
 * Untranslated text is found by comparison: every visible text, label, placeholder and alternative
 * text of the page in the other language that also appears, word for word, on the English page is
 * reported, unless it stands inside content that is honestly English (`lang="en"`: an owner's
 * description, an event's title until translated) or a name (`translate="no"`: businesses, people,
 * addresses). Texts without three letters in a row (numbers, times, symbols) and the names below are
 * the same in every language.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

type Locale = 'es' | 'fr';

/**
 * Words that are the same in English, Spanish and French on this site (names and loanwords), and
 * the map tiles' credit line, which the operator sets (MAP_TILE_ATTRIBUTION) in the provider's wording.
 */
export const SAME_IN_EVERY_LANGUAGE = new Set([
  '© OpenStreetMap contributors',
  'Harlem',
  'Harlem Week',
  'Premium',
  'Blog',
  'Harlem - A City Within A City',
  'EN',
  'ES',
  'FR',
  'English',
  'Español',
  'Français',
  'Instagram',
  'Facebook',
  'X',
  'OpenStreetMap',
  'Leaflet',
  'Stripe',
  'Email',
  'Menu',
  'Contact',
  'Notifications',
  'Restaurants',
  'Shopping',
  'Info',
  'Total',
  'Photos',
  'Instructions',
  'Date',
  'Description',
  'Actions',
  'Message',
  'Options',
  'Page',
  'Services',
  'Culture',
  'Type',
  'Source',
  'Sponsor',
  'Sponsors',
  'Podcast',
  'Site',
  'Transport',
  'Stop',
  'Pause',
  'Radio',
  'Jazz',
  'Gospel',
  'Brunch',
  'Soul Food',
  'Hip-Hop',
  'Tours',
  'Apollo Theater',
  'Marcus Garvey Park',
  'Central Harlem',
  'East Harlem',
  'Hamilton Heights',
  'Washington Heights',
  'El Barrio',
  'Sugar Hill',
  'Mount Morris',
]);

/** Every text a visitor sees or hears on the page, outside English content and names. */
async function interfaceTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const exempt = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        if (node.getAttribute('translate') === 'no') return true;
        const lang = node.getAttribute('lang');
        if (lang) return lang.toLowerCase().startsWith('en');
      }
      return false;
    };
    const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [hidden]') || exempt(parent)) continue;
      if (
        !parent.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true }) &&
        !parent.closest('dialog, [role="dialog"], details, nav')
      )
        continue;
      const text = clean(node.textContent);
      if (text) texts.push(text);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], img[alt], [title], input[type="submit"][value], input[type="button"][value]',
    )) {
      if (exempt(element)) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'value']) {
        if (name === 'value' && element.tagName !== 'INPUT') continue;
        const text = clean(element.getAttribute(name));
        if (text) texts.push(text);
      }
    }
    texts.push(clean(document.title));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.push(clean(description));
    return texts;
  });
}

/**
 * The texts of `path` in `locale` that are word for word on the English page (should be empty);
 * `sameWords` adds the page's own names; `prepare` brings both pages to the state to compare (a
 * tab opened, a dialog shown) after they load.
 */
export async function untranslatedTexts(
  page: Page,
  path: string,
  locale: 'es' | 'fr',
  sameWords: string[] = [],
  prepare?: (page: Page) => Promise<void>,
): Promise<string[]> {
  await page.goto(path);
  await prepare?.(page);
  const english = new Set(await interfaceTexts(page));
  await page.goto(localized(locale, path));
  await prepare?.(page);
  return englishAmong(await interfaceTexts(page), english, sameWords);
}

/** The texts of `other` also on the English page, once each, but for those the same in every language. */
function englishAmong(other: string[], english: Set<string>, sameWords: string[]): string[] {
  return [
    ...new Set(
      other.filter((text) => english.has(text) && /\p{L}{3}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text) && !sameWords.includes(text)),
    ),
  ];
}

export function localized(locale: 'es' | 'fr', path: string): string {
  return `/${locale}${path === '/' ? '' : path}`;
}

/** `<html lang>`, the canonical address and the four alternates of the page now open. */
export async function expectLanguageHead(page: Page, locale: 'es' | 'fr', { soft = false } = {}): Promise<void> {
  const check = soft ? expect.soft : expect;
  await check(page.locator('html')).toHaveAttribute('lang', locale);
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  check(alternates.sort(), `alternates of ${page.url()}`).toEqual(['en', 'es', 'fr', 'x-default']);
  await check(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${locale}(/|$|\\?)`));
}

/** Serious and critical axe violations of the page now open (WCAG 2.1 A and AA). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** What {@link expectPageInLanguages} checks, and how it brings the pages to the state to compare. */
export interface PageInLanguagesOptions {
  /** The page's own words that are the same in every language, or how to read them off the English page. */
  same?: string[] | ((englishPage: Page) => Promise<string[]>);
  /** Brings each page to the state to compare (a tab opened, a dialog shown) after it loads. */
  prepare?: (page: Page) => Promise<void>;
  locales?: readonly Locale[];
  /** Compare the texts with the English page and check the language's head (default true). */
  texts?: boolean;
  /** Run axe on each language's page (default true). */
  axe?: boolean;
  /** Run axe on the page as `prepare` left it rather than on a fresh load (default false). */
  axePrepared?: boolean;
  /** The page's own checks on each language's page, after the others. */
  andThen?: (page: Page, locale: Locale) => Promise<void>;
}

/**
 * The whole check of one page in every language, in one test: the English page is loaded once;
 * then, for each language, its page has no interface text left in English (as
 * {@link untranslatedTexts}), the language's head, and no serious or critical axe violation (with
 * reduced motion, once the network is idle). Failures are soft and name the address, so one run
 * reports every problem of every language. Axe runs on the page as loaded: when `prepare` changes
 * it, the page is loaded again for axe, unless `axePrepared`.
 */
export async function expectPageInLanguages(
  page: Page,
  path: string,
  { same = [], prepare, locales = ['es', 'fr'], texts = true, axe = true, axePrepared = false, andThen }: PageInLanguagesOptions = {},
): Promise<void> {
  // One test does the work of four (texts and axe in two languages): give it their time.
  test.info().setTimeout(test.info().timeout * (1 + locales.length));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let english = new Set<string>();
  let sameWords: string[] = [];
  if (texts) {
    await page.goto(path);
    await prepare?.(page);
    english = new Set(await interfaceTexts(page));
    sameWords = typeof same === 'function' ? await same(page) : same;
  }
  for (const locale of locales) {
    const address = localized(locale, path);
    await test.step(address, async () => {
      if (texts) {
        await page.goto(address);
        await prepare?.(page);
        expect.soft(englishAmong(await interfaceTexts(page), english, sameWords), `English left on ${address}`).toEqual([]);
        await expectLanguageHead(page, locale, { soft: true });
      }
      if (axe) {
        if (!texts || (prepare && !axePrepared)) await page.goto(address, { waitUntil: 'networkidle' });
        else await page.waitForLoadState('networkidle');
        expect.soft(await seriousViolations(page), `axe on ${address}`).toEqual([]);
      }
      await andThen?.(page, locale);
    });
  }
}
