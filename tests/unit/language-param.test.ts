/** The page's language carried to one-address downloads and API reads (decision 024): `lang=` added in Spanish and French only, and read back safely. */
import { describe, expect, it } from 'vitest';
import { addLanguageParam, languageParamOf, withLanguageParam } from '#lib/i18n/language-param.ts';

describe('language parameter', () => {
  it('leaves English addresses as they were and adds the language otherwise', () => {
    expect(withLanguageParam('en', '/api/admin/exports/users')).toBe('/api/admin/exports/users');
    expect(withLanguageParam('es', '/api/admin/exports/users')).toBe('/api/admin/exports/users?lang=es');
    expect(withLanguageParam('fr', '/api/events/7/attendees?format=csv')).toBe('/api/events/7/attendees?format=csv&lang=fr');
    expect(withLanguageParam('es', '/api/admin/dashboard?')).toBe('/api/admin/dashboard?lang=es');
    expect(withLanguageParam('fr', '/api/x?a=1#top')).toBe('/api/x?a=1&lang=fr#top');
  });

  it('names any language, English included, for the islands that always say theirs', () => {
    expect(addLanguageParam('en', '/api/events/calendar?month=2026-12')).toBe('/api/events/calendar?month=2026-12&lang=en');
    expect(addLanguageParam('en', '/api/trip-planner')).toBe('/api/trip-planner?lang=en');
    expect(addLanguageParam('fr', '/api/trip-planner?')).toBe('/api/trip-planner?lang=fr');
  });

  it('reads only a language the guide speaks', () => {
    expect(languageParamOf(new URL('http://x/api?lang=fr'))).toBe('fr');
    expect(languageParamOf(new URL('http://x/api?lang=de'))).toBe('en');
    expect(languageParamOf(new URL('http://x/api'), 'es')).toBe('es');
  });
});
