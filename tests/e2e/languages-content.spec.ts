/**
 * People's texts in Spanish and French (decision 024): a business page and an event page show
 * their untranslated texts as English, with the note beside them in the page's language. Those
 * pages belong to other areas: here only what this area draws is compared with English; the
 * business page's head and axe are checked whole. The translation editor's and the review queue's
 * words are message keys, checked in each language by tests/unit/i18n.test.ts (issue 32); the
 * editor and the queue at work by content-translations.spec.ts.
 */
import { createClient } from '@libsql/client';
import { expect, test, type Page } from '@playwright/test';
import { expectLanguageHead, localized, SAME_IN_EVERY_LANGUAGE, seriousViolations } from './languages';

// A business and an event the seed has not translated (it translates the most-visited businesses and the coming month's events).
let businessId = 0;
let eventId = 0;
test.beforeAll(async () => {
  const db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
  businessId = Number(
    (
      await db.execute(
        "select id from businesses where is_active = 1 and description is not null and description != '' and not exists (select 1 from translations where translation_key = 'business:' || businesses.id || ':description') order by id limit 1",
      )
    ).rows[0].id,
  );
  eventId = Number(
    (
      await db.execute(
        "select id from events where is_active = 1 and description is not null and description != '' and starts_at > unixepoch() and not exists (select 1 from translations where translation_key = 'event:' || events.id || ':title') order by id limit 1",
      )
    ).rows[0]?.id ?? 0,
  );
  if (!eventId)
    eventId = Number(
      (
        await db.execute(
          "select id from events where is_active = 1 and description is not null and not exists (select 1 from translations where translation_key = 'event:' || events.id || ':title') order by id limit 1",
        )
      ).rows[0].id,
    );
  db.close();
});

/** Visible texts, labels and alternative texts inside `selector`, outside English content and names. */
async function sectionTexts(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((roots) => {
    const texts: string[] = [];
    const exempt = (element: Element | null): boolean => {
      for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
        if (node.getAttribute('translate') === 'no') return true;
        const lang = node.getAttribute('lang');
        if (lang) return lang.toLowerCase().startsWith('en');
      }
      return false;
    };
    for (const root of roots) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text && node.parentElement && !exempt(node.parentElement)) texts.push(text);
      }
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
        if (exempt(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'title']) {
          const text = element.getAttribute(name)?.trim();
          if (text) texts.push(text);
        }
      }
    }
    return texts;
  });
}

/** The texts of this area's part (`selector`) of `path` in `locale` that are word for word in its English version. */
async function untranslatedIn(page: Page, path: string, locale: 'es' | 'fr', selector: string): Promise<string[]> {
  await page.goto(path);
  const english = new Set(await sectionTexts(page, selector));
  await page.goto(localized(locale, path));
  const other = await sectionTexts(page, selector);
  expect(other.length, `${selector} on ${localized(locale, path)}`).toBeGreaterThan(0);
  return [...new Set(other.filter((text) => english.has(text) && /\p{L}{3}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text)))];
}

const NOTE = { es: 'Texto original en inglés', fr: 'Texte original en anglais' } as const;

// Each test opens a page twice and runs axe: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('business and event pages in es and fr show untranslated texts as English, with the note in the page’s language', async ({ page }) => {
  for (const locale of ['es', 'fr'] as const) {
    expect(await untranslatedIn(page, `/business/${businessId}`, locale, 'p.lead')).toEqual([]);
    await expect(page.locator('p.lead .original-note')).toHaveText(NOTE[locale]);
    await expect(page.locator('p.lead [lang="en"]')).toHaveCount(1);
    await expectLanguageHead(page, locale);
    expect(await seriousViolations(page)).toEqual([]);
    // An event's page: its title as English without a note, its description with one (its axe with the events pages).
    expect(await untranslatedIn(page, `/events/${eventId}`, locale, '.evd-about p')).toEqual([]);
    await expect(page.locator('.evd-about .original-note')).toHaveText(NOTE[locale]);
    await expect(page.locator('h1 [lang="en"]')).toHaveCount(1);
    await expect(page.locator('h1 .original-note')).toHaveCount(0);
  }
});
