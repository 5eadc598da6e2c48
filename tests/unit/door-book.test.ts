/** The door's book on the phone (lib/domain/door-book.ts, decision 025): codes read from QR text, each scan decided offline, names found. */
import { describe, expect, it } from 'vitest';
import { checkedInCount, codeFromQr, decide, findByName, recordIn, withPending, type BookTicket } from '#lib/domain/door-book.ts';

const CODE_A = 'abcdefghijklmnopqrstuvwxyz234567';
const CODE_B = '234567abcdefghijklmnopqrstuvwxyz';
const book: BookTicket[] = [
  { id: 1, code: CODE_A, attendee: 'Zoë Ortiz', checkedInAt: null },
  { id: 2, code: CODE_B, attendee: 'Ada Lovelace', checkedInAt: 1_000 },
];

describe('the door book', () => {
  it('reads a ticket code from its check-in address or bare, and nothing else', () => {
    expect(codeFromQr(`https://harlem.example/tickets/check/${CODE_A}`)).toBe(CODE_A);
    expect(codeFromQr(` ${CODE_B} `)).toBe(CODE_B);
    expect(codeFromQr('https://harlem.example/tickets/check/short')).toBeNull();
    expect(codeFromQr(`https://elsewhere.example/other/${CODE_A}`)).toBeNull();
    expect(codeFromQr('WIFI:S:guest;;')).toBeNull();
  });

  it('admits the first scan, warns with the first time after, and refuses a code not in the book', () => {
    expect(decide(book, CODE_A, 5_000)).toEqual({ outcome: 'admitted', ticket: book[0] });
    expect(decide(book, CODE_B, 5_000)).toEqual({ outcome: 'already', ticket: book[1], firstAt: 1_000 });
    expect(decide(book, 'x'.repeat(32), 5_000)).toEqual({ outcome: 'refused' });
  });

  it('keeps the earliest check-in time, and counts the scans not yet synced', () => {
    const later = recordIn(book, CODE_B, 9_000);
    expect(later[1]!.checkedInAt).toBe(1_000);
    const merged = withPending(book, [
      { deviceScanId: 'scan-0001', code: CODE_A, scannedAt: 7_000 },
      { deviceScanId: 'scan-0002', code: CODE_A, scannedAt: 3_000 },
    ]);
    expect(merged[0]!.checkedInAt).toBe(3_000);
    expect(checkedInCount(book)).toBe(1);
    expect(checkedInCount(merged)).toBe(2);
  });

  it('finds attendees by every word of a name, ignoring case and accents', () => {
    expect(findByName(book, 'zoe').map((ticket) => ticket.id)).toEqual([1]);
    expect(findByName(book, 'ADA love').map((ticket) => ticket.id)).toEqual([2]);
    expect(findByName(book, '   ')).toEqual([]);
    expect(findByName(book, 'nobody')).toEqual([]);
  });
});
