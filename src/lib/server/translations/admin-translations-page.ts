/**
 * What /admin/translations shows (decision 024): in the language chosen (`?language=es|fr`), the
 * texts missing a translation, newest first, or with `?show=all` every text and its state (the
 * editor of listings, rewards and plans), narrowed to one kind by `?kind=`; beside them, the
 * owners' translations in that language waiting for review. Two round trips, side by side.
 */
import type { AstroGlobal } from 'astro';
import { CONTENT_FIELDS, TRANSLATION_LANGUAGES, type ContentKind, type TranslationLanguage } from '#lib/domain/content-keys.ts';
import { getDb } from '../db/client.ts';
import { pendingTranslations, type PendingTranslation } from './content-translations.ts';
import { translationQueue, type QueueItem } from './translation-queue.ts';

export type AdminTranslationsPage = {
  language: TranslationLanguage;
  kind: ContentKind | null;
  showAll: boolean;
  items: QueueItem[];
  pending: PendingTranslation[];
};

/** The page's choices from its address; anything unknown is the default (Spanish, every kind, missing only). */
export function translationsPageChoices(params: URLSearchParams) {
  const language = (TRANSLATION_LANGUAGES as readonly string[]).includes(params.get('language') ?? '')
    ? (params.get('language') as TranslationLanguage)
    : 'es';
  const kindParam = params.get('kind') ?? '';
  const kind = Object.hasOwn(CONTENT_FIELDS, kindParam) ? (kindParam as ContentKind) : null;
  return { language, kind, showAll: params.get('show') === 'all' };
}

/** Call after requirePageRole(Astro, 'admin'). */
export async function loadAdminTranslationsPage(context: Pick<AstroGlobal, 'url'>): Promise<AdminTranslationsPage> {
  const db = getDb();
  const choices = translationsPageChoices(context.url.searchParams);
  const [items, pending] = await Promise.all([
    translationQueue(db, choices.language, { missingOnly: !choices.showAll, kind: choices.kind ?? undefined }),
    pendingTranslations(db, 50, choices.language),
  ]);
  return { ...choices, items, pending };
}
