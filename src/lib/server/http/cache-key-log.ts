/**
 * The log of changed cache keys that every cache on one database reads (decision 032): a write
 * that changed what public pages show adds one to the generation (`cache_generation`) and records
 * each key it changed at that number (`cache_keys`, one row a key, the last change kept), in one
 * batch, so a reader sees the new generation and its keys together. Node servers ask for the keys
 * changed since the generation they last saw (scripts/serve/key-log.ts); the Workers' edge cache
 * asks for the last change of a cached page's keys (edge-cache.ts). `*` is recorded like any key:
 * a change that named nothing, which every page shows.
 */
import { eq, sql } from 'drizzle-orm';
import { cacheGeneration } from '#db/schema.ts';
import type { Database } from '../db/client.ts';
import { ANY_KEY } from './cache-keys.ts';

/** The generation of the latest recorded change (one indexed read). */
export async function currentGeneration(db: Database): Promise<number> {
  const [row] = await db.select({ generation: cacheGeneration.generation }).from(cacheGeneration).where(eq(cacheGeneration.id, 1));
  return row?.generation ?? 0;
}

/** Records that these keys changed (ANY_KEY: everything); returns the generation they were recorded at. */
export async function recordChangedKeys(db: Database, keys: readonly string[]): Promise<number> {
  const [bumped] = await db.batch([
    db
      .update(cacheGeneration)
      .set({ generation: sql`${cacheGeneration.generation} + 1` })
      .where(eq(cacheGeneration.id, 1))
      .returning({ generation: cacheGeneration.generation }),
    // "where true": SQLite reads an upsert after a select only with a where clause.
    db.run(sql`insert into cache_keys (key, version)
      select value, (select generation from cache_generation where id = 1) from json_each(${JSON.stringify([...new Set(keys)])}) where true
      on conflict (key) do update set version = excluded.version`),
  ]);
  return bumped[0]?.generation ?? 0;
}

/** The keys changed after `version`, each with the generation of its last change (one read on the version index). */
export async function keysChangedSince(db: Database, version: number): Promise<{ key: string; version: number }[]> {
  const rows = await db.all<{ key: string; version: number }>(sql`select key, version from cache_keys where version > ${version}`);
  return rows.map((row) => ({ key: String(row.key), version: Number(row.version) }));
}

/**
 * The generation of the last change that touches a page showing `keys` (its keys' and ANY_KEY's;
 * a page that named nothing, ANY_KEY among its keys, is touched by every change), and the current
 * generation, in one read (by primary key).
 */
export async function lastChangeOf(db: Database, keys: readonly string[]): Promise<{ lastChange: number; generation: number }> {
  const touching = keys.length === 0 || keys.includes(ANY_KEY) ? null : JSON.stringify([...keys, ANY_KEY]);
  const [row] = await db.all<{ lastChange: number | null; generation: number | null }>(
    sql`select (select generation from cache_generation where id = 1) as generation,
      (select max(version) from cache_keys where ${touching} is not null and key in (select value from json_each(${touching}))) as lastChange`,
  );
  const generation = Number(row?.generation ?? 0);
  return { generation, lastChange: touching === null ? generation : Number(row?.lastChange ?? 0) };
}
