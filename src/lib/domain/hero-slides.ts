/**
 * The home page's hero slides: editable content in src/content/hero/slides.json (English, the
 * slides' order, images and links), checked here. Spanish and French live beside it in
 * slides.es.json and slides.fr.json: per slide id, the same texts translated (decision 024). A
 * slide without a `location` in a translation has an address there (253 W 125th St), shown as
 * written and marked translate="no".
 */
import { z } from 'zod';
import slides from '../../content/hero/slides.json';
import slidesEs from '../../content/hero/slides.es.json';
import slidesFr from '../../content/hero/slides.fr.json';
import type { Locale } from '../i18n/locales.ts';

export const HeroSlideSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  subtitle: z.string(),
  description: z.string(),
  imageUrl: z.string().regex(/^\/(?!\/)/, 'a path on this site'),
  videoUrl: z.string().optional(),
  location: z.string(),
  ctaText: z.string().min(1),
  ctaLink: z.string().regex(/^\/(?!\/)/, 'a path on this site'),
});
export type HeroSlide = z.infer<typeof HeroSlideSchema>;

/** A slide's texts in another language; a missing location is an address, the same everywhere. */
const HeroSlideTextsSchema = HeroSlideSchema.pick({ title: true, subtitle: true, description: true, ctaText: true }).extend({
  location: z.string().optional(),
});

/** Seconds between slides while playing. */
export const HERO_INTERVAL_MS = 6000;

/** The slides, validated when the server starts (a broken content file fails loudly). */
export const HERO_SLIDES: HeroSlide[] = z.array(HeroSlideSchema).min(1).parse(slides);

/** Every slide translated in each file: a slide missing from one fails at start-up too. */
const TranslationsSchema = z.object(
  Object.fromEntries(HERO_SLIDES.map((slide) => [slide.id, HeroSlideTextsSchema])) as Record<string, typeof HeroSlideTextsSchema>,
);
/** The slides' texts in each language that has its own; English is the slides as written. */
const TRANSLATIONS: Partial<Record<Locale, z.output<typeof TranslationsSchema>>> = {
  es: TranslationsSchema.parse(slidesEs),
  fr: TranslationsSchema.parse(slidesFr),
};

/** A slide as drawn in a language; `locationIsAddress` when the location is an address kept as written. */
export type LocalizedHeroSlide = HeroSlide & { locationIsAddress: boolean };

/** The slides in the visitor's language (English: the slides as written). */
export function heroSlidesIn(locale: Locale): LocalizedHeroSlide[] {
  return HERO_SLIDES.map((slide) => {
    const texts = TRANSLATIONS[locale]?.[slide.id];
    if (!texts) return { ...slide, locationIsAddress: false };
    return { ...slide, ...texts, location: texts.location ?? slide.location, locationIsAddress: texts.location === undefined };
  });
}
