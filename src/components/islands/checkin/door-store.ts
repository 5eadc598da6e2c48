/** The door's book and its unsynced scans, kept on the phone in IndexedDB (idb-keyval), one pair per event. */
import { createStore, get, set } from 'idb-keyval';
import type { BookTicket, PendingScan } from '#lib/domain/door-book.ts';

let store: ReturnType<typeof createStore> | null = null;
const door = () => (store ??= createStore('harlem-check-in', 'door'));

export const loadBook = async (eventId: number) => (await get<BookTicket[]>(`book:${eventId}`, door())) ?? null;
export const saveBook = (eventId: number, book: BookTicket[]) => set(`book:${eventId}`, book, door());
export const loadPending = async (eventId: number) => (await get<PendingScan[]>(`pending:${eventId}`, door())) ?? [];
export const savePending = (eventId: number, pending: PendingScan[]) => set(`pending:${eventId}`, pending, door());
