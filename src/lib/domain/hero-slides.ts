/** The home page's hero slides: editable content in src/content/hero/slides.json, checked here. */
import { z } from 'zod';
import slides from '../../content/hero/slides.json';

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

/** Seconds between slides while playing. */
export const HERO_INTERVAL_MS = 6000;

/** The slides, validated when the server starts (a broken content file fails loudly). */
export const HERO_SLIDES: HeroSlide[] = z.array(HeroSlideSchema).min(1).parse(slides);
