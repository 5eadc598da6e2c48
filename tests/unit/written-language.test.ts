import { describe, expect, it } from 'vitest';
import { peoplesText, writtenIn } from '#lib/i18n/written-language.ts';

describe('writtenIn', () => {
  it('marks English text on Spanish and French pages, and nothing on English pages', () => {
    expect(writtenIn('en', 'es')).toBe('en');
    expect(writtenIn('en', 'fr')).toBe('en');
    expect(writtenIn('en', 'en')).toBeUndefined();
  });
});

describe('peoplesText', () => {
  it('shows the translation on a page in its language, else the English original marked English', () => {
    expect(peoplesText('es', 'Amateur Night', 'Noche de aficionados')).toEqual({ shown: 'Noche de aficionados', lang: undefined });
    expect(peoplesText('fr', 'Amateur Night', null)).toEqual({ shown: 'Amateur Night', lang: 'en' });
    expect(peoplesText('en', 'Amateur Night', 'Noche de aficionados')).toEqual({ shown: 'Amateur Night', lang: undefined });
  });
});
