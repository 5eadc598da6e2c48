/**
 * Keyset ("seek") conditions: the rows after a given row in a list's order, as disjoint
 * conditions an index can start each from the right place. An order of mixed directions
 * (the directory's priority and rating descending, then name and id ascending) cannot be one
 * row-value comparison, and an OR of them makes SQLite walk the index from its start; a branch
 * per sort key is an equality prefix and one range, which it seeks.
 */
import { and, gt, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { CursorValue } from '#lib/domain/list-cursor.ts';

/** One key of a list's order. A nullable key sorts as SQLite does: nulls first ascending, last descending. */
export type SortKey = { column: SQLiteColumn; direction: 'asc' | 'desc'; nullable?: boolean };

const equalTo = (column: SQLiteColumn, value: CursorValue) => (value === null ? isNull(column) : sql`${column} = ${value}`);

/** The conditions on key `index` alone that put a row after `value`, in list order (none when nothing sorts after it). */
function afterOn({ column, direction, nullable }: SortKey, value: CursorValue): SQL[] {
  if (direction === 'asc') return [value === null ? isNotNull(column) : gt(column, value)];
  if (value === null) return [];
  return nullable ? [lt(column, value), isNull(column)] : [lt(column, value)];
}

/**
 * The rows after the row whose sort values are `values` (one per key, the last key unique, such
 * as the id), as disjoint conditions in list order: every row of the first comes before every
 * row of the second, and so on. Their union is exactly the rest of the list.
 */
export function seekBranches(keys: readonly SortKey[], values: readonly CursorValue[]): SQL[] {
  if (keys.length !== values.length) throw new Error('A cursor needs one value per sort key');
  const branches: SQL[] = [];
  // The nearest rows share the longest prefix with the cursor's row, so the last key comes first.
  for (let index = keys.length - 1; index >= 0; index--) {
    const prefix = keys.slice(0, index).map((key, at) => equalTo(key.column, values[at]));
    for (const after of afterOn(keys[index], values[index])) branches.push(and(...prefix, after)!);
  }
  return branches;
}
