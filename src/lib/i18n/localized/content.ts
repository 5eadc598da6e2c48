/** The names of translatable texts in the page's language (decision 024): their kinds, fields and the two languages. */
import type { ContentKind, TranslationLanguage } from '../../domain/content-keys.ts';
import type { Locale } from '../locales.ts';
import * as m from '#paraglide/messages.js';

const KIND = {
  business: m.content_kind_business,
  event: m.content_kind_event,
  tour: m.content_kind_tour,
  tourpoint: m.content_kind_tourpoint,
  property: m.content_kind_property,
  reward: m.content_kind_reward,
  plan: m.content_kind_plan,
  listingplan: m.content_kind_listingplan,
} satisfies Record<ContentKind, unknown>;

const FIELD: Record<string, (inputs: object, options: { locale: Locale }) => string> = {
  title: m.content_field_title,
  name: m.content_field_name,
  description: m.content_field_description,
  context: m.content_field_context,
  narration: m.content_field_narration,
};

export const contentKindLabel = (locale: Locale, kind: ContentKind): string => KIND[kind]({}, { locale });

export const contentFieldLabel = (locale: Locale, field: string): string => FIELD[field]?.({}, { locale }) ?? field;

export const translationLanguageLabel = (locale: Locale, language: TranslationLanguage): string =>
  (language === 'es' ? m.content_language_es : m.content_language_fr)({}, { locale });
