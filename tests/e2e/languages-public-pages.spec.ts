/**
 * Every page in Spanish and French (decision 024, issue 32), as the server sends it, without a
 * browser: the sitemap's pages, a record of each kind, public states outside the sitemap, and the
 * demo accounts' signed-in pages and tabs. Each answers as in English, its `<html lang>` is the
 * language, and none of its interface text (text, labels, placeholders, alternative texts, title
 * and description) is word for word the English page's, outside English content (`lang="en"`) and
 * names (`translate="no"`). The browser checks of each area (languages-*.spec.ts) draw one page
 * with its scripts and axe; this walks the rest for a fraction of their cost.
 */
import { JSDOM } from 'jsdom';
import { SITEMAP_PAGES } from '#lib/domain/sitemap.ts';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test, type DemoRole } from './fixtures.ts';
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
const SAME_BY_CHANCE = { es: [] as string[], fr: ['Explorer', 'Description'] };
/** The festival's page title is its name and year, the same in every language. */
const NAMES = /^Harlem Week \d{4} \| Harlem$/;

/**
 * The interface texts of a page's HTML, hidden parts included (closed panels, folded forms),
 * outside scripts, form values, English content and names; with its title and description unless
 * they are a record's own words (`head` false).
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
    // Form fields hold values, as the server fills them in (people's words in the edit forms), not the interface's.
    if (!parent || parent.closest('script, style, noscript, template, textarea, option') || exempt(parent)) continue;
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

type Visit = { path: string; status?: number; head?: boolean };

/**
 * A record of each kind the sitemap lists beside its fixed pages (the seed's): their title and
 * description are the record's name and words as written, which the head cannot mark as English.
 */
const RECORDS: Visit[] = [
  ...['/business/4', '/events/1', '/neighborhoods/central-harlem', '/property/1'].map((path) => ({ path, head: false })),
  // A news article has its own Spanish and French files (src/content/news/es, fr): its title and description are translated too.
  { path: '/news/where-bebop-was-born' },
];

/**
 * Public pages and states the sitemap leaves out (sign-in and its notices, a form sent, a filter,
 * another year, a missing page): the addresses the area specs' browser walks visited before issue 32.
 */
const STATES: Visit[] = [
  ...[
    '/auth',
    '/auth?mode=register',
    '/auth?error=session_invalid&next=%2Fevents',
    '/login',
    '/register',
    '/forgot-password',
    '/forgot-password?sent=1',
    '/businesses?category=music&sort=rating&open=now&access=step-free',
    '/events?view=calendar',
    '/harlem-week?year=2024',
    '/harlem-week?year=1999',
    '/harlem-week?tier=gold&sent=1',
    '/contact-us?topic=media&subject=Media%20inquiry',
    '/offline',
    '/cms-demo?role=business_owner',
    '/cms-demo?role=user',
    '/cms-demo?role=nobody',
    '/premium?billing=yearly',
    '/newsletter?sent=1',
    '/newsletter?subscribed=1',
    '/newsletter/confirm?confirmed=1',
    '/newsletter/unsubscribe?done=1',
    '/advertise-with-us/inquiry',
    '/advertise-with-us/inquiry?sent=1',
    '/business-listing-pricing?payment=cancelled',
    '/news?category=music',
    '/trip-planner?duration=weekend&interests=food&interests=culture&budget=luxury&group=small-group',
  ].map((path) => ({ path })),
  ...[
    '/business/3',
    '/business/7/book',
    '/events/14/register',
    '/neighborhoods/east-harlem/events',
    '/neighborhoods/hamilton-heights/dining',
  ].map((path) => ({ path, head: false })),
  // A link that has expired, a confirmation or unsubscribe link without its token, a planner missing its choices.
  { path: '/reset-password?token=not-a-real-token', status: 410 },
  { path: '/newsletter/confirm', status: 400 },
  { path: '/newsletter/unsubscribe', status: 400 },
  { path: '/trip-planner?duration=&budget=budget&group=solo', status: 400 },
  { path: '/no-such-page', status: 404 },
];

/** Pages and tabs behind sign-in, for each demo account (the dashboards' tabs as the server draws them). */
const SIGNED_IN: Record<DemoRole, string[]> = {
  member: [
    '/dashboard',
    '/favorites',
    '/settings',
    '/notifications',
    '/business/4/message',
    '/business/4/review',
    '/reviews/3/report',
    '/events/14/register',
  ],
  premium: ['/dashboard', '/settings'],
  owner: [
    '/business-dashboard',
    '/business-dashboard?tab=edit',
    '/business-dashboard?tab=media',
    '/business-dashboard?tab=reviews',
    '/business-dashboard?tab=messages',
    '/business-dashboard?tab=events',
    '/business-uploads',
    '/business-uploads?payment=cancelled',
    // With the switches of the business's alerts.
    '/settings',
  ],
  admin: [
    '/admin',
    '/admin?tab=businesses',
    '/admin?tab=events',
    '/admin?tab=events&when=past',
    '/admin?tab=users',
    '/admin?tab=payments',
    '/admin?tab=analytics',
    '/admin?tab=inboxes',
    '/admin?tab=moderation',
    '/admin?tab=tours',
    '/admin-panel',
    '/admin/ads',
    '/admin/rewards',
    '/admin/plans',
    '/admin/translations',
    '/admin/translations?language=fr&kind=reward&show=all',
  ],
};

/**
 * The signed-in header's name and email (written by the account's holder, shown as written), and
 * what each account's pages show as stored: the owner's business address, the seed tours'
 * categories as the admin wrote them, the rewards page's address.
 */
const STORED: Record<DemoRole, string[]> = {
  member: [],
  premium: [],
  owner: ['327 Malcolm X Blvd, New York, NY 10027'],
  admin: ['History', 'Architecture', '/rewards'],
};
const accountWords = (who: DemoRole) => [
  ACCOUNTS[who].firstName,
  ACCOUNTS[who].email,
  `${ACCOUNTS[who].email.split('@')[0]}@`,
  ACCOUNTS[who].email.split('@')[1],
  ...STORED[who],
];

/** Reads each page in English, then in Spanish and French, and compares their interface texts. */
async function expectPagesInLanguages(request: APIRequestContext, visits: Visit[], same: string[] = []): Promise<void> {
  for (const { path, status = 200, head = true } of visits) {
    const englishAnswer = await request.get(path);
    expect.soft(englishAnswer.status(), path).toBe(status);
    const english = interfaceTexts(await englishAnswer.text(), head).texts;
    for (const locale of ['es', 'fr'] as const) {
      const address = localized(locale, path);
      const answer = await request.get(address);
      expect.soft(answer.status(), address).toBe(status);
      const { lang, texts } = interfaceTexts(await answer.text(), head);
      expect.soft(lang, `<html lang> of ${address}`).toBe(locale);
      const left = [...texts].filter(
        (text) =>
          english.has(text) &&
          /\p{L}{3}/u.test(text) &&
          !SAME.has(text) &&
          !SAME_BY_CHANCE[locale].includes(text) &&
          !NAMES.test(text) &&
          !same.includes(text),
      );
      expect.soft(left, `English left on ${address}`).toEqual([]);
    }
  }
}

test('every public page of the sitemap, and a record of each kind, answers in Spanish and French with no English interface text left', async ({
  request,
}) => {
  test.setTimeout(180_000);
  await expectPagesInLanguages(request, [...SITEMAP_PAGES.map((path) => ({ path })), ...RECORDS]);
});

test('public states outside the sitemap answer in Spanish and French with no English interface text left', async ({ request }) => {
  test.setTimeout(180_000);
  await expectPagesInLanguages(request, STATES);
});

test('signed-in pages and tabs answer in Spanish and French with no English interface text left', async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  for (const [who, paths] of Object.entries(SIGNED_IN) as [DemoRole, string[]][]) {
    const request = await playwright.request.newContext({ baseURL });
    await signIn(request, who);
    await expectPagesInLanguages(
      request,
      paths.map((path) => ({ path })),
      accountWords(who),
    );
    await request.dispose();
  }
});
