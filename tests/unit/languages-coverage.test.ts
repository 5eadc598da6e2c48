/**
 * Every public page is checked in Spanish and French (decision 024): each page of the sitemap, and
 * a record of each kind, is visited by one of the browser language specs (tests/e2e/languages-*.spec.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITEMAP_PAGES } from '#lib/domain/sitemap.ts';

const specs = readdirSync('tests/e2e')
  .filter((name) => /^languages-.*\.spec\.ts$/.test(name))
  .map((name) => readFileSync(`tests/e2e/${name}`, 'utf8'))
  .join('\n');
/** The addresses the specs name, as quoted strings ('/about-us', `/events/${seeded.eventId}`). */
const named = new Set([...specs.matchAll(/['"`](\/[^'"`\s]*)['"`]/g)].map((match) => match[1].replace(/\?.*$/, '')));

/** Public pages not translated yet, each with its reason (an empty list is the goal). */
const NOT_YET: Record<string, string> = {};

describe('the language checks cover every public page', () => {
  it('each page of the sitemap', () => {
    expect(SITEMAP_PAGES.filter((path) => !named.has(path) && !(path in NOT_YET))).toEqual([]);
  });
  it('a business, an event, a neighborhood guide, a news story and a home for sale', () => {
    for (const pattern of [
      /^\/business\/\d+$/,
      /^\/events\/(\d+|\$\{[\w.]+\})$/,
      /^\/neighborhoods\/[a-z-]+$/,
      /^\/news\/[a-z0-9-]+$/,
      /^\/property\/\d+$/,
    ]) {
      expect(
        [...named].some((path) => pattern.test(path)),
        String(pattern),
      ).toBe(true);
    }
  });
});
