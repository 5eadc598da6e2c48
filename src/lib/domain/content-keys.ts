/**
 * The names of people's texts that can be translated (decision 024): `business:12:description`,
 * `event:90:title`. One key per text; the `translations` table holds one row per key and language.
 */
export const CONTENT_FIELDS = {
  business: ['description'],
  event: ['title', 'description'],
  // Walking tours (decision 025): a tour's words and each point's story, history and narration.
  tour: ['title', 'description', 'access'],
  tourpoint: ['title', 'description', 'context', 'narration'],
  // The guide's own catalogue, translated by admins: real-estate listings, loyalty rewards, member
  // and business subscription plans (`plan`) and listing plans (`listingplan`). Plan features are messages.
  property: ['title', 'description'],
  reward: ['title', 'description'],
  plan: ['name', 'description'],
  listingplan: ['name', 'description'],
} as const;
export type ContentKind = keyof typeof CONTENT_FIELDS;
export type ContentField<K extends ContentKind = ContentKind> = (typeof CONTENT_FIELDS)[K][number];

/** The languages people's texts are translated into (English is the original). */
export const TRANSLATION_LANGUAGES = ['es', 'fr'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The longest translation accepted, in characters. */
export const TRANSLATION_MAX_LENGTH = 5000;

export function contentKey<K extends ContentKind>(kind: K, id: number, field: ContentField<K>): string {
  return `${kind}:${id}:${field}`;
}

/** The parts of a key, or null when it names no translatable text. */
export function parseContentKey(key: string): { kind: ContentKind; id: number; field: string } | null {
  const match = /^(business|event|tour|tourpoint|property|reward|plan|listingplan):([1-9]\d{0,9}):([a-z]+)$/.exec(key);
  if (!match) return null;
  const kind = match[1] as ContentKind;
  if (!(CONTENT_FIELDS[kind] as readonly string[]).includes(match[3])) return null;
  return { kind, id: Number(match[2]), field: match[3] };
}

/** The kinds only admins translate (the guide's own texts, not a business's). */
export const ADMIN_KINDS = ['tour', 'tourpoint', 'property', 'reward', 'plan', 'listingplan'] as const satisfies readonly ContentKind[];

/** The kinds the admins' Translate page edits (tours have their own editor in the Tours tab). */
export const CATALOGUE_KINDS = ['property', 'reward', 'plan', 'listingplan'] as const satisfies readonly ContentKind[];
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

/** A text the business dashboard's translation editor offers, with its English original. */
export type TranslatableText = { key: string; kind: 'business' | 'event'; field: 'title' | 'description'; original: string; long: boolean };

/** What a business's owner may translate: its description, and the title and description of its first 10 events. */
export function ownerTranslatableTexts(
  businessId: number,
  description: string | null,
  events: readonly { id: number; title: string; description: string | null }[],
): TranslatableText[] {
  return [
    ...(description
      ? [
          {
            key: contentKey('business', businessId, 'description'),
            kind: 'business' as const,
            field: 'description' as const,
            original: description,
            long: true,
          },
        ]
      : []),
    ...events.slice(0, 10).flatMap((event) => [
      {
        key: contentKey('event', event.id, 'title'),
        kind: 'event' as const,
        field: 'title' as const,
        original: event.title,
        long: false,
      },
      ...(event.description
        ? [
            {
              key: contentKey('event', event.id, 'description'),
              kind: 'event' as const,
              field: 'description' as const,
              original: event.description,
              long: true,
            },
          ]
        : []),
    ]),
  ];
}
