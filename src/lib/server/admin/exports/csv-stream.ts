/**
 * A table as a CSV download that never holds the table in memory: rows are read a page at a time
 * by keyset (`id > last`), each page written with csv-stringify (quoting, commas, quotes and
 * line breaks), behind a UTF-8 byte-order mark so spreadsheets read accents right. Cells a
 * spreadsheet would run as a formula are defused (safeCell).
 */
import { stringify } from 'csv-stringify/sync';
import { safeCell } from '#lib/server/events/attendees-csv.ts';

/** Rows read per round trip. */
export const EXPORT_PAGE_SIZE = 500;

export type Cell = string | number | boolean | null | undefined;
export type PageReader = (afterId: number, limit: number) => Promise<{ id: number; cells: Cell[] }[]>;

const text = (cell: Cell): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'boolean' ? (cell ? 'yes' : 'no') : safeCell(String(cell));

/** The CSV as a stream of UTF-8 chunks: the BOM and header first, then one chunk per page of rows. */
export function csvStream(header: readonly string[], readPage: PageReader, pageSize = EXPORT_PAGE_SIZE): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let lastId = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`\uFEFF${stringify([[...header]])}`));
        return;
      }
      try {
        const rows = await readPage(lastId, pageSize);
        if (rows.length > 0) {
          lastId = rows[rows.length - 1].id;
          controller.enqueue(encoder.encode(stringify(rows.map((row) => row.cells.map(text)))));
        }
        if (rows.length < pageSize) controller.close();
      } catch (error) {
        console.error('CSV export failed:', error);
        controller.error(error);
      }
    },
  });
}
