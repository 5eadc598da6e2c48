/**
 * Three languages (decision 024): every message exists in English, Spanish and French and is
 * translated (the same text in two languages only where listed), every message is used (a message
 * used but missing fails the type check), addresses move between languages, and dates,
 * prices and plurals follow the language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizePath, splitLocale } from '#lib/i18n/locales.ts';
import { formatEventWhenIn, formatPriceIn } from '#lib/i18n/format.ts';
import * as m from '#paraglide/messages.js';

type Messages = Record<string, unknown>;
/** A language's messages: messages/{locale}.json and one file per area, messages/{area}/{locale}.json. */
const read = (locale: string): Messages => {
  const files = [
    `messages/${locale}.json`,
    ...readdirSync('messages', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `messages/${entry.name}/${locale}.json`),
  ];
  const messages: Messages = {};
  for (const file of files) {
    const { $schema: _schema, ...some } = JSON.parse(readFileSync(file, 'utf8')) as Messages;
    for (const key of Object.keys(some)) if (key in messages) throw new Error(`${key} is in two message files (${file})`);
    Object.assign(messages, some);
  }
  return messages;
};
const en = read('en');

/** Messages that are rightly the same as the English in that language (names, loanwords). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  es: [
    'nav_harlem_week',
    'nav_premium',
    'badge_premium',
    'footer_blog',
    'mail_date_at_time',
    'media_titled',
    'trip_tier_amount',
    'events_order_line',
    'events_order_total',
  ],
  fr: [
    'events_order_line',
    'events_order_total',
    'nav_harlem_week',
    'nav_premium',
    'badge_premium',
    'footer_blog',
    'nav_menu',
    'category_restaurants',
    'footer_contact',
    'notifications_region',
    'names_category_restaurants',
    'names_category_shopping',
    'content_field_description',
    'content_field_narration',
  ],
};

describe('messages', () => {
  for (const locale of ['es', 'fr']) {
    const messages = read(locale);
    it(`${locale} has exactly the English keys`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    });
    it(`${locale} translates every message`, () => {
      const untranslated = Object.keys(en).filter(
        (key) => JSON.stringify(messages[key]) === JSON.stringify(en[key]) && !SAME_AS_ENGLISH[locale]!.includes(key),
      );
      expect(untranslated).toEqual([]);
    });
  }

  it('keeps the spec wording in English', () => {
    expect(m.home_no_businesses({}, { locale: 'en' })).toBe('No businesses found');
    expect(m.home_no_events({}, { locale: 'en' })).toBe('No Upcoming Events Found');
    expect(m.nav_view_all_businesses({}, { locale: 'en' })).toBe('View All Businesses');
  });

  it('plural rules follow the language', () => {
    expect(m.home_business_count({ count: 1 }, { locale: 'en' })).toBe('1 business');
    expect(m.home_business_count({ count: 0 }, { locale: 'en' })).toBe('0 businesses');
    expect(m.home_business_count({ count: 0 }, { locale: 'fr' })).toBe('0 commerce');
    expect(m.home_business_count({ count: 2 }, { locale: 'es' })).toBe('2 negocios');
    expect(m.home_business_count_open({ count: 1 }, { locale: 'es' })).toBe('1 negocio abierto ahora');
  });

  it('every message is used by the code (messages are called by name: m.key or an imported key)', () => {
    const code = (readdirSync('src', { recursive: true }) as string[])
      .filter((name) => /\.(ts|tsx|astro|js)$/.test(name) && !name.startsWith('paraglide'))
      .map((name) => readFileSync(join('src', name), 'utf8'))
      .join('\n');
    const words = new Set(code.match(/\w+/g));
    expect(Object.keys(en).filter((key) => !words.has(key))).toEqual([]);
  });
});

describe('addresses', () => {
  it('reads the language from the address', () => {
    expect(splitLocale('/es/about-us')).toEqual({ locale: 'es', path: '/about-us' });
    expect(splitLocale('/fr')).toEqual({ locale: 'fr', path: '/' });
    expect(splitLocale('/events')).toEqual({ locale: 'en', path: '/events' });
    // Only a whole first segment is a language.
    expect(splitLocale('/estates')).toEqual({ locale: 'en', path: '/estates' });
  });

  it('puts any site path in a language, keeping its query and hash', () => {
    expect(localizePath('es', '/')).toBe('/es');
    expect(localizePath('fr', '/events?when=tonight#list')).toBe('/fr/events?when=tonight#list');
    expect(localizePath('en', '/es/events')).toBe('/events');
    expect(localizePath('fr', '/es/about-us')).toBe('/fr/about-us');
    expect(localizePath('es', '/?board=10#browse')).toBe('/es?board=10#browse');
    expect(localizePath('es', 'https://example.com/')).toBe('https://example.com/');
  });
});

describe('dates and prices', () => {
  const event = { date: '2026-12-05', startTime: '19:30' };
  it('keeps the English wording and localises the others', () => {
    expect(formatEventWhenIn('en', event)).toBe('Sat, Dec 5 · 7:30 PM');
    expect(formatEventWhenIn('es', event)).toBe('sáb, 5 de dic · 7:30 p.m.');
    expect(formatEventWhenIn('fr', event)).toBe('sam. 5 déc. · 19:30');
  });
  it('prices in dollars, in each language', () => {
    expect(formatPriceIn('en', 3800)).toBe('$38.00');
    expect(formatPriceIn('es', 3800)).toBe('$38.00');
    expect(formatPriceIn('fr', 3800)).toBe('38,00\u00a0$US');
    expect(formatPriceIn('fr', null)).toBe('Gratuit');
    expect(formatPriceIn('es', 0)).toBe('Gratis');
  });
});
