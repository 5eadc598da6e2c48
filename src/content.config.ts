/** Content collections: editors' text that lives in files, validated at build time. */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { NewsFrontmatterSchema } from './lib/domain/news.ts';

/**
 * The neighborhood guide's four community boards, one YAML file each, named by the board's slug
 * (the entry id). Numbers and slugs match the community_boards table, whose ids equal numbers.
 */
/**
 * A board's prose in Spanish or French (decision 024): the English fields' translations, with a
 * fifth more room, as both languages run longer than English.
 */
const BoardProseSchema = z.object({
  description: z.string().min(80).max(500),
  highlights: z.array(z.string().min(10).max(170)).min(4).max(6),
  vibe: z.string().min(10).max(240),
  bestFor: z.string().min(10).max(240),
  signature: z.string().min(20).max(340),
  illustrationAlt: z.string().min(10).max(190),
});

const boards = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './src/content/boards' }),
  schema: z.object({
    number: z.union([z.literal(9), z.literal(10), z.literal(11), z.literal(12)]),
    name: z.string().min(3),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    /** The neighborhoods the board covers, shown under its name. */
    areas: z.array(z.string().min(2)).min(1).max(4),
    description: z.string().min(80).max(420),
    highlights: z.array(z.string().min(10).max(140)).min(4).max(6),
    vibe: z.string().min(10).max(200),
    bestFor: z.string().min(10).max(200),
    signature: z.string().min(20).max(280),
    illustration: z.string().regex(/^\/images\/boards\/cb(9|1[0-2])\.svg$/),
    illustrationAlt: z.string().min(10).max(160),
    /** The prose above in Spanish and French; names (name, areas) are the same in every language. */
    es: BoardProseSchema,
    fr: BoardProseSchema,
  }),
});

/**
 * News articles, one Markdown file each per language (en/, es/, fr/: the entry id is
 * `es/{file name}`); the file name is the address (/news/{file name}, /es/news/{file name}).
 * Frontmatter fields and categories are defined in lib/domain/news.ts, which version a page shows
 * in lib/domain/news-languages.ts.
 */
const news = defineCollection({
  loader: glob({ pattern: '{en,es,fr}/*.md', base: './src/content/news' }),
  schema: NewsFrontmatterSchema,
});

export const collections = { boards, news };
