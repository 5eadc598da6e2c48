/** Page numbers from a query string, and the LIMIT/OFFSET they mean. */

/** A page number from the query (1 when absent or not a small positive whole number). */
export function pageOf(value: string | null | undefined): number {
  return value && /^\d{1,6}$/.test(value) && Number(value) >= 1 ? Number(value) : 1;
}

/** The rows to skip for a page. */
export const offsetOf = (page: number, pageSize: number): number => (page - 1) * pageSize;

/** A LIKE pattern that matches the text anywhere, with the pattern's own wildcards escaped (use with `escape '\\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
