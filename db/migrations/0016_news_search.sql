-- Full-text search over the news articles (SQLite FTS5, as 0014 for businesses and events). The
-- articles live in the content collection, not in a table: the server fills news_fts from the
-- collection and records the collection's signature, refilling only when an article changes.
CREATE VIRTUAL TABLE `news_fts` USING fts5(slug UNINDEXED, title, excerpt, body, byline, tokenize='unicode61 remove_diacritics 2', prefix='2 3 4');--> statement-breakpoint
CREATE TABLE `news_fts_state` (
  `id` integer PRIMARY KEY NOT NULL CHECK (`id` = 1),
  `signature` text NOT NULL
);
