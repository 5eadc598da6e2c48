/**
 * Reading many columns of many rows cheaply. The libSQL client turns every value of a result into
 * two properties of a row object (by position and by name), about a microsecond each: a page of
 * 100 events of 27 columns cost more than the query. `packedColumns` asks SQLite for the chosen
 * columns of a row as one JSON array, so the client builds one value a row, and decodes it with
 * each column's own mapping (timestamps to Dates, 0/1 to booleans, JSON text to values).
 * Not for blob columns (json_array refuses them) nor for reals needing more than 15 significant
 * digits (SQLite writes reals in JSON to 15: right for coordinates and ratings; money is integer cents).
 */
import { sql, type Column } from 'drizzle-orm';

type ColumnValue<C extends Column> = C['_']['notNull'] extends true ? C['_']['data'] : C['_']['data'] | null;
export type PackedRow<T extends Record<string, Column>> = { [K in keyof T]: ColumnValue<T[K]> };

/** A select field holding the given columns of the row, read back as an object with the same keys. */
export function packedColumns<T extends Record<string, Column>>(columns: T) {
  const keys = Object.keys(columns) as (keyof T & string)[];
  return sql`json_array(${sql.join(
    keys.map((key) => columns[key]),
    sql`, `,
  )})`.mapWith((text: string): PackedRow<T> => {
    const values = JSON.parse(text) as unknown[];
    const row = {} as Record<string, unknown>;
    keys.forEach((key, index) => {
      const value = values[index];
      row[key] = value === null ? null : columns[key].mapFromDriverValue(value);
    });
    return row as PackedRow<T>;
  });
}
