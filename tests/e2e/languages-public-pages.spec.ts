/**
 * Every public page of the sitemap in Spanish and French (decision 024, issue 32), as the server
 * sends it, without a browser: it answers, its `<html lang>` is the language, and none of its
 * interface text (text, labels, placeholders, alternative texts, title and description) is word
 * for word the English page's, outside English content (`lang="en"`) and names (`translate="no"`).
 * The browser checks of each area (languages-*.spec.ts) draw one page with its scripts, its
 * hidden states and axe; this walks the rest of the public pages for a fraction of their cost.
 */
import { JSDOM } from 'jsdom';
import { SITEMAP_PAGES } from '#lib/domain/sitemap.ts';
import { expect, test } from './fixtures.ts';
import { localized, SAME_IN_EVERY_LANGUAGE } from './languages';

/**
 * Names and words the frame or a page shows the same in every language: the share menu's
 * networks, the office's address and email, the notifications region's label, the spam trap's
 * label (off screen), a web address's start, the travel trade's badges, and the layout's default
 * description (the frame's, in English for now).
 */
const SAME = new Set([
  ...SAME_IN_EVERY_LANGUAGE,
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
  'Notifications (F8)',
  'Leave this empty',
  'https://',
  'VIP',
  'PRO',
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
]);
/** Words of one language that are also English: French "Explorer" (the footer's heading) is the English loyalty tier's name. */
const SAME_BY_CHANCE = { es: [] as string[], fr: ['Explorer'] };
/** The festival's page title is its name and year, the same in every language. */
const NAMES = /^Harlem Week \d{4} \| Harlem$/;

/**
 * The interface texts of a page's HTML, outside scripts, hidden parts, English content and names;
 * with its title and description unless they are a record's own words (`head` false).
 */
function interfaceTexts(html: string, head: boolean): { lang: string | null; texts: Set<string> } {
  const { document, NodeFilter } = new JSDOM(html).window;
  const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const exempt = (element: Element | null): boolean => {
    for (let node = element; node && node !== document.documentElement; node = node.parentElement) {
      if (node.getAttribute('translate') === 'no') return true;
      const lang = node.getAttribute('lang');
      if (lang) return lang.toLowerCase().startsWith('en');
    }
    return false;
  };
  const texts = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, template, [hidden]') || exempt(parent)) continue;
    const text = clean(node.textContent);
    if (text) texts.add(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [placeholder], img[alt], [title], input[type="submit"][value]')) {
    if (exempt(element) || element.closest('template')) continue;
    for (const name of ['aria-label', 'placeholder', 'alt', 'title', 'value']) {
      if (name === 'value' && element.tagName !== 'INPUT') continue;
      const text = clean(element.getAttribute(name));
      if (text) texts.add(text);
    }
  }
  if (head) {
    texts.add(clean(document.title));
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) texts.add(clean(description));
  }
  return { lang: document.documentElement.getAttribute('lang'), texts };
}

/**
 * A record of each kind the sitemap lists beside its fixed pages (the seed's): their title and
 * description are the record's name and words as written, which the head cannot mark as English.
 */
const RECORDS = ['/business/4', '/events/1', '/neighborhoods/central-harlem', '/news/where-bebop-was-born', '/property/1'];

test('every public page answers in Spanish and French with no English interface text left', async ({ request }) => {
  test.setTimeout(180_000);
  for (const path of [...SITEMAP_PAGES, ...RECORDS]) {
    const englishAnswer = await request.get(path);
    expect.soft(englishAnswer.status(), path).toBe(200);
    const head = !RECORDS.includes(path);
    const english = interfaceTexts(await englishAnswer.text(), head).texts;
    for (const locale of ['es', 'fr'] as const) {
      const address = localized(locale, path);
      const answer = await request.get(address);
      expect.soft(answer.status(), address).toBe(200);
      const { lang, texts } = interfaceTexts(await answer.text(), head);
      expect.soft(lang, `<html lang> of ${address}`).toBe(locale);
      const left = [...texts].filter(
        (text) =>
          english.has(text) && /\p{L}{3}/u.test(text) && !SAME.has(text) && !SAME_BY_CHANCE[locale].includes(text) && !NAMES.test(text),
      );
      expect.soft(left, `English left on ${address}`).toEqual([]);
    }
  }
});
