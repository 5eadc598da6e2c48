/** The guide's fixed words about tours in the visitor's language: a tour's difficulty. */
import type { Locale } from '#lib/i18n/locales.ts';
import * as m from '#paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

const DIFFICULTY: Record<string, Message> = {
  easy: m.tours_difficulty_easy,
  moderate: m.tours_difficulty_moderate,
  challenging: m.tours_difficulty_challenging,
};

/** "Easy", "Moderada"...; an unknown level as stored. */
export function difficultyIn(locale: Locale, difficulty: string): string {
  return DIFFICULTY[difficulty]?.({}, { locale }) ?? difficulty;
}
