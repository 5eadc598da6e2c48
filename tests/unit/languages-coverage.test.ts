/**
 * Each area is checked once in the browser in Spanish and French (decision 024, issue 32): every
 * language spec (tests/e2e/languages-*.spec.ts) draws at least one page of its area in both
 * languages and compares it with English, with its head and axe (expectPageInLanguages, or the
 * content spec's own comparison of the part it draws). Every message key is checked in each
 * language by i18n.test.ts, so the specs no longer walk every page and state.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const specs = readdirSync('tests/e2e').filter((name) => /^languages-.*\.spec\.ts$/.test(name));
/**
 * Specs of another shape: choosing a language (the switcher, the remembered choice) draws no area
 * of its own; the public pages' walk reads every page of the sitemap as the server sends it.
 */
const OTHER_SHAPES = ['languages-switch.spec.ts', 'languages-public-pages.spec.ts'];

describe('the browser language checks', () => {
  it('draw a page of each area in Spanish and French, compared with English', () => {
    const without = specs.filter((name) => {
      const text = readFileSync(`tests/e2e/${name}`, 'utf8');
      return !OTHER_SHAPES.includes(name) && !/expectPageInLanguages\(|expectLanguageHead\(/.test(text);
    });
    expect(specs.length).toBeGreaterThan(20);
    expect(without).toEqual([]);
  });
});
