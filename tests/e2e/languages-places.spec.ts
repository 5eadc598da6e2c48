/**
 * The places pages in Spanish and French (issue 15, decision 024): the home page, the neighborhood
 * guide, news and real estate. No English interface left, the right head, and no serious
 * accessibility violation. Takes over languages-home.spec.ts's checks of the home page.
 */
import { test, type Page } from '@playwright/test';
import { expectPageInLanguages } from './languages';

/**
 * Texts of components other areas translate, left out until they do: the frame's share buttons
 * and address, the newsletter form, the calendar menu, Listen, the map box and form fields'
 * "(optional)".
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
const NEWSLETTER = [
  'Stay in the Loop',
  "Stories, events and new places uptown, in your inbox. We'll email you a link to confirm your address first.",
  'Email address',
  'Subscribe',
  'Leave this empty',
];
const CALENDAR_MENU = ['Subscribe', 'Calendar app (Apple, Outlook)', 'Google Calendar', 'Download (.ics)', 'Copy link'];
const LISTEN = ['▶ Listen'];
const MAP_AND_FORM = ['View in Maps', 'Get Directions', '(optional)', 'Leave this empty'];
/** The home page's description is the layout's default (the frame's). */
const HOME_DESCRIPTION = [
  'Explore authentic Harlem businesses, events, and cultural experiences across Community Boards 9, 10, 11, and 12.',
];

/**
 * Each page, with the texts legitimately the same in every language: an article's or listing's
 * own title and excerpt where no lang="en" can mark them (the page's <title> and description, the
 * map's label), and the frame's words above.
 */
const PAGES: { path: string; sameWords: string[]; othersCards?: boolean }[] = [
  { path: '/', sameWords: [...FRAME, ...HOME_DESCRIPTION], othersCards: true },
  { path: '/neighborhoods', sameWords: FRAME },
  { path: '/neighborhoods/central-harlem', sameWords: [...FRAME, ...LISTEN] },
  { path: '/neighborhoods/east-harlem/events', sameWords: [...FRAME, ...LISTEN, ...CALENDAR_MENU] },
  { path: '/neighborhoods/hamilton-heights/dining', sameWords: [...FRAME, ...LISTEN] },
  { path: '/neighborhoods/washington-heights/culture', sameWords: [...FRAME, ...LISTEN] },
  { path: '/news', sameWords: [...FRAME, ...NEWSLETTER] },
  { path: '/news?category=music', sameWords: [...FRAME, ...NEWSLETTER] },
  {
    path: '/news/where-bebop-was-born',
    sameWords: [
      ...FRAME,
      ...NEWSLETTER,
      'Where Bebop Was Born: A Night of Jazz in Harlem | Harlem',
      "Late-night jam sessions uptown changed the sound of jazz in the 1940s. The tradition is still alive in Harlem's clubs, lounges and living rooms. Here is how to spend a night with it.",
    ],
  },
  { path: '/properties', sameWords: FRAME },
  {
    path: '/property/1',
    sameWords: [
      ...FRAME,
      ...MAP_AND_FORM,
      "Restored Strivers' Row Brownstone",
      "Restored Strivers' Row Brownstone | Harlem",
      '228 W 139th St, New York, NY 10030',
      'danielle.brooks@uptownbrownstone.example',
    ],
  },
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

for (const { path, sameWords, othersCards = false } of PAGES) {
  test(`${path} has no English interface left and no serious accessibility violation in es and fr`, async ({ page }) => {
    // axe over the home page's cards takes long on a busy machine.
    test.setTimeout(60_000);
    await expectPageInLanguages(page, path, { same: async (english) => [...sameWords, ...(await othersTexts(english, othersCards))] });
  });
}
