/**
 * The door's book on the phone (decision 025): the event's tickets as downloaded before the
 * doors open, and the scans made since. A scan is decided here, against the book, so the door
 * works offline; the server decides again when the scans are synced (the earliest scan wins).
 */

/** A ticket as the phone keeps it: who, its code (what the QR names), and when it was first checked in (ms), if it was. */
export type BookTicket = { id: number; code: string; attendee: string; checkedInAt: number | null };

/** A scan kept on the phone until the server has it. */
export type PendingScan = { deviceScanId: string; code: string; scannedAt: number };

export type DoorDecision =
  { outcome: 'admitted'; ticket: BookTicket } | { outcome: 'already'; ticket: BookTicket; firstAt: number } | { outcome: 'refused' };

const CODE = /^[a-z2-7]{32}$/;

/** The ticket code a QR names: its check-in address (`…/tickets/check/<code>`) or the bare code; null for anything else. */
export function codeFromQr(text: string): string | null {
  const trimmed = text.trim();
  if (CODE.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    const match = /^\/tickets\/check\/([a-z2-7]{32})\/?$/.exec(url.pathname);
    return match ? match[1]! : null;
  } catch {
    return null;
  }
}

/** What the door says of `code` read at `at`: admitted the first time, already (with the first time) after, refused for a code not in the book. */
export function decide(book: readonly BookTicket[], code: string, at: number): DoorDecision {
  const ticket = book.find((each) => each.code === code);
  if (!ticket) return { outcome: 'refused' };
  if (ticket.checkedInAt !== null && ticket.checkedInAt <= at) return { outcome: 'already', ticket, firstAt: ticket.checkedInAt };
  return { outcome: 'admitted', ticket };
}

/** The book with the scan's ticket checked in at `at` (the earliest time kept). */
export function recordIn(book: readonly BookTicket[], code: string, at: number): BookTicket[] {
  return book.map((ticket) =>
    ticket.code === code && (ticket.checkedInAt === null || ticket.checkedInAt > at) ? { ...ticket, checkedInAt: at } : ticket,
  );
}

/** The server's book with the scans it has not seen yet applied on top. */
export function withPending(book: readonly BookTicket[], pending: readonly PendingScan[]): BookTicket[] {
  return pending.reduce<BookTicket[]>((current, scan) => recordIn(current, scan.code, scan.scannedAt), [...book]);
}

/** How many of the book's tickets are checked in. */
export function checkedInCount(book: readonly BookTicket[]): number {
  return book.filter((ticket) => ticket.checkedInAt !== null).length;
}

/** Attendees whose name holds every word of the query (case and accents ignored), at most `limit`. */
export function findByName(book: readonly BookTicket[], query: string, limit = 8): BookTicket[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return book.filter((ticket) => words.every((word) => fold(ticket.attendee).includes(word))).slice(0, limit);
}
