/**
 * The places pages in Spanish and French (issue 15, decision 024): the home page, once, with no
 * English interface left, the right head, and no serious accessibility violation. Every message
 * key (the neighborhood guide's, news' and real estate's included) is checked in each language by
 * tests/unit/i18n.test.ts (issue 32).
 */
import { test, type Page } from '@playwright/test';
import { expectPageInLanguages } from './languages';

/**
 * Texts of components other areas translate, left out until they do: the frame's share buttons
 * and address.
 */
const FRAME = [
  'Notifications (F8)',
  'X (Twitter)',
  'WhatsApp',
  'LinkedIn',
  'Pinterest',
  '163 W 125th St, Suite 1400, New York, NY 10027',
  'hello@harlemguide.example',
];
/** The home page's description is the layout's default (the frame's). */
const HOME_DESCRIPTION = [
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];

/**
 * The English texts (on the English page now open) of components the businesses and events areas translate: the business and
 * event cards (home page only) and the favorite hearts' labels (every page with businesses).
 */
async function othersTexts(page: Page, cards: boolean): Promise<string[]> {
  return page.evaluate((withCards) => {
    const texts: string[] = [];
    for (const root of document.querySelectorAll(withCards ? '.card, favorite-heart' : 'favorite-heart')) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push((node.textContent ?? '').replace(/\s+/g, ' ').trim());
      for (const element of [root, ...root.querySelectorAll('[aria-label], img[alt], [title]')]) {
        for (const name of ['aria-label', 'alt', 'title']) texts.push((element.getAttribute(name) ?? '').replace(/\s+/g, ' ').trim());
      }
    }
    return texts.filter(Boolean);
  }, cards);
}

test('/ has no English interface left and no serious accessibility violation in es and fr', async ({ page }) => {
  // axe over the home page's cards takes long on a busy machine.
  test.setTimeout(60_000);
  await expectPageInLanguages(page, '/', {
    same: async (english) => [...FRAME, ...HOME_DESCRIPTION, ...(await othersTexts(english, true))],
  });
});
