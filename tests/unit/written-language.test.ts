import { describe, expect, it } from 'vitest';
import { writtenIn } from '#lib/i18n/written-language.ts';

describe('writtenIn', () => {
  it('marks English text on Spanish and French pages, and nothing on English pages', () => {
    expect(writtenIn('en', 'es')).toBe('en');
    expect(writtenIn('en', 'fr')).toBe('en');
    expect(writtenIn('en', 'en')).toBeUndefined();
  });
});
