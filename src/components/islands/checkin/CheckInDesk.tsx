/**
 * The check-in page's desk (decision 025): the event's tickets kept on the phone before the doors
 * open, the camera reading tickets' QR codes, the answer for each (admitted, already checked in at
 * a time, or refused, saying nothing of whose code it is), a search by name with Check in, and the
 * count. Each scan is decided on the phone and kept there until the server has it: synced at once
 * when online, and when the connection returns after scanning offline.
 */
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { actions } from 'astro:actions';
import {
  checkedInCount,
  codeFromQr,
  decide,
  findByName,
  recordIn,
  withPending,
  type BookTicket,
  type DoorDecision,
  type PendingScan,
} from '#lib/domain/door-book.ts';
import { INTL_LOCALES, type Locale } from '#lib/i18n/locales.ts';
import { writtenIn } from '#lib/i18n/written-language.ts';
import { CHECK_IN_BATCH } from '#lib/schemas/check-in-messages.ts';
import { loadBook, loadPending, saveBook, savePending } from './door-store.ts';
import { useQrCamera } from './use-qr-camera.ts';
import { useEarlyInput } from '../use-early-input.ts';
import {
  checkin_camera_failed,
  checkin_camera_hint,
  checkin_camera_label,
  checkin_camera_start,
  checkin_camera_stop,
  checkin_check_in,
  checkin_check_in_label,
  checkin_checked_in_at,
  checkin_count,
  checkin_count_device,
  checkin_count_server,
  checkin_list_saved,
  checkin_list_saving,
  checkin_pending,
  checkin_refresh,
  checkin_result_admitted,
  checkin_result_already,
  checkin_result_refused,
  checkin_result_refused_text,
  checkin_result_waiting,
  checkin_search_label,
  checkin_search_none,
  checkin_status_failed,
  checkin_status_offline,
  checkin_status_synced,
  checkin_status_syncing,
  checkin_sync_now,
  checkin_ticket_code,
} from '#paraglide/messages.js';
import { GUIDE_TIME_ZONE } from '#lib/i18n/time-zone.ts';
import './check-in.css';

/** A ticket as the server sends it (its time as a Date or milliseconds). */
type ServerTicket = { id: number; code: string; attendee: string; checkedInAt: Date | number | string | null };
type Count = { checkedIn: number; registered: number };

type Props = { locale: Locale; eventId: number; tickets: BookTicket[]; count: Count };

const toBook = (tickets: ServerTicket[]): BookTicket[] =>
  tickets.map(({ id, code, attendee, checkedInAt }) => ({
    id,
    code,
    attendee,
    checkedInAt: checkedInAt === null ? null : new Date(checkedInAt).getTime(),
  }));

/** Whether the browser says it is online, following its online and offline events. */
const onlineNow = {
  subscribe: (changed: () => void) => {
    window.addEventListener('online', changed);
    window.addEventListener('offline', changed);
    return () => {
      window.removeEventListener('online', changed);
      window.removeEventListener('offline', changed);
    };
  },
  get: () => navigator.onLine,
  server: () => true,
};

const scanId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

export default function CheckInDesk({ locale, eventId, tickets, count: firstCount }: Props) {
  const t = { locale };
  const peoples = writtenIn('en', locale);
  const time = useMemo(
    () => new Intl.DateTimeFormat(INTL_LOCALES[locale], { timeZone: GUIDE_TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
    [locale],
  );
  const [serverBook, setServerBook] = useState<BookTicket[]>(tickets);
  const [pending, setPending] = useState<PendingScan[]>([]);
  const [serverCount, setServerCount] = useState<Count | null>(firstCount);
  const [saved, setSaved] = useState(false);
  const online = useSyncExternalStore(onlineNow.subscribe, onlineNow.get, onlineNow.server);
  const [sync, setSync] = useState<'idle' | 'syncing' | 'failed'>('idle');
  const [last, setLast] = useState<{ decision: DoorDecision; at: number } | null>(null);
  const [query, setQuery] = useState('');
  // A name typed at the door before the desk ran is searched once it does.
  const search = useRef<HTMLInputElement>(null);
  useEarlyInput(search, (input) => setQuery(input.value));
  const pendingRef = useRef<PendingScan[]>([]);
  const syncing = useRef(false);
  const book = useMemo(() => withPending(serverBook, pending), [serverBook, pending]);
  const bookRef = useRef(book);
  useEffect(() => {
    bookRef.current = book;
  }, [book]);

  const keepPending = useCallback(
    (next: PendingScan[]) => {
      pendingRef.current = next;
      setPending(next);
      void savePending(eventId, next);
    },
    [eventId],
  );

  const takeServer = useCallback(
    (state: { tickets: ServerTicket[]; count: Count }) => {
      const fresh = toBook(state.tickets);
      setServerBook(fresh);
      setServerCount(state.count);
      return saveBook(eventId, fresh);
    },
    [eventId],
  );

  const syncNow = useCallback(async () => {
    if (syncing.current || !navigator.onLine) return;
    syncing.current = true;
    setSync('syncing');
    try {
      while (pendingRef.current.length > 0) {
        const batch = pendingRef.current.slice(0, CHECK_IN_BATCH);
        const form = new FormData();
        form.set('eventId', String(eventId));
        form.set('scans', JSON.stringify(batch));
        const answer = await actions.checkin.sync(form);
        if (answer.error || !answer.data) throw new Error(answer.error?.message ?? 'sync');
        const sent = new Set(batch.map((scan) => scan.deviceScanId));
        keepPending(pendingRef.current.filter((scan) => !sent.has(scan.deviceScanId)));
        await takeServer(answer.data);
      }
      setSync('idle');
    } catch {
      setSync('failed');
    } finally {
      syncing.current = false;
    }
  }, [eventId, keepPending, takeServer]);

  // The list goes on the phone as soon as the page is open; scans kept from before are synced,
  // and so are those made offline when the connection returns.
  useEffect(() => {
    void (async () => {
      const kept = await loadPending(eventId).catch(() => []);
      pendingRef.current = kept;
      setPending(kept);
      // Opened offline (from the worker's copy of the page): the book kept on the phone is the freshest.
      if (!navigator.onLine) {
        const book = await loadBook(eventId).catch(() => null);
        if (book) setServerBook(book);
      } else await saveBook(eventId, tickets).catch(() => undefined);
      setSaved(true);
      if (kept.length > 0) void syncNow();
    })();
    const up = () => void syncNow();
    window.addEventListener('online', up);
    return () => window.removeEventListener('online', up);
    // Once, with the page's list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [eventId]);

  const admit = useCallback(
    (code: string | null) => {
      const at = Date.now();
      const decision = code ? decide(bookRef.current, code, at) : ({ outcome: 'refused' } as const);
      setLast({ decision, at });
      if (!code || decision.outcome === 'refused') return;
      // Repeats are kept too: the server flags them beside the scan that admitted.
      keepPending([...pendingRef.current, { deviceScanId: scanId(), code, scannedAt: at }]);
      bookRef.current = recordIn(bookRef.current, code, at);
      if (navigator.onLine) void syncNow();
    },
    [keepPending, syncNow],
  );

  const { video, state: cameraState, start, stop } = useQrCamera((text) => admit(codeFromQr(text)));
  const refresh = async () => {
    const form = new FormData();
    form.set('eventId', String(eventId));
    const answer = await actions.checkin.attendees(form).catch(() => null);
    if (answer?.data) await takeServer(answer.data);
  };

  const checked = checkedInCount(book);
  const fromServer = online && pending.length === 0 && serverCount !== null;
  const shown = fromServer ? serverCount : { checkedIn: checked, registered: book.length };
  const found = findByName(book, query);
  const code = (ticket: BookTicket) => ticket.code.slice(0, 8).toUpperCase();

  return (
    <div className="door">
      <p className="door-count" aria-live="polite">
        <strong>{checkin_count({ checked: shown.checkedIn, total: shown.registered }, t)}</strong>
        <span className="muted small">{fromServer ? checkin_count_server({}, t) : checkin_count_device({}, t)}</span>
      </p>
      <p className="door-sync small" role="status">
        <span>{checkin_pending({ count: pending.length }, t)}</span>
        {' · '}
        <span>
          {!online
            ? checkin_status_offline({}, t)
            : sync === 'syncing'
              ? checkin_status_syncing({}, t)
              : sync === 'failed'
                ? checkin_status_failed({}, t)
                : pending.length === 0
                  ? checkin_status_synced({}, t)
                  : ''}
        </span>
        {online && pending.length > 0 && sync !== 'syncing' && (
          <button type="button" className="button secondary small" onClick={() => void syncNow()}>
            {checkin_sync_now({}, t)}
          </button>
        )}
      </p>

      <section className="door-camera" aria-label={checkin_camera_label({}, t)}>
        <video ref={video} muted playsInline className={cameraState === 'on' ? 'on' : ''} aria-hidden="true" />
        {cameraState === 'on' ? (
          <button type="button" className="button secondary" onClick={stop}>
            {checkin_camera_stop({}, t)}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void start()} disabled={cameraState === 'starting'}>
            {checkin_camera_start({}, t)}
          </button>
        )}
        <p className="muted small">{cameraState === 'failed' ? checkin_camera_failed({}, t) : checkin_camera_hint({}, t)}</p>
      </section>

      <div className={`door-result door-${last?.decision.outcome ?? 'none'}`} role="status" aria-live="assertive" data-testid="door-result">
        {!last ? (
          <p className="muted">{checkin_result_waiting({}, t)}</p>
        ) : last.decision.outcome === 'refused' ? (
          <>
            <p className="door-outcome">{checkin_result_refused({}, t)}</p>
            <p>{checkin_result_refused_text({}, t)}</p>
          </>
        ) : (
          <>
            <p className="door-outcome">
              {last.decision.outcome === 'admitted'
                ? checkin_result_admitted({}, t)
                : checkin_result_already({ time: time.format(last.decision.firstAt) }, t)}
            </p>
            <p className="door-name" lang={peoples} translate="no">
              {last.decision.ticket.attendee}
            </p>
            <p className="door-code">{checkin_ticket_code({ code: code(last.decision.ticket) }, t)}</p>
          </>
        )}
      </div>

      <section className="door-search">
        <label htmlFor="door-search">{checkin_search_label({}, t)}</label>
        <input
          ref={search}
          id="door-search"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maxLength={80}
        />
        {query.trim() && found.length === 0 && <p className="muted">{checkin_search_none({}, t)}</p>}
        <ul className="door-found">
          {found.map((ticket) => (
            <li key={ticket.id}>
              <span>
                <span className="door-name" lang={peoples} translate="no">
                  {ticket.attendee}
                </span>
                <span className="muted small">
                  {checkin_ticket_code({ code: code(ticket) }, t)}
                  {ticket.checkedInAt !== null && ` · ${checkin_checked_in_at({ time: time.format(ticket.checkedInAt) }, t)}`}
                </span>
              </span>
              <button
                type="button"
                className="button small"
                disabled={ticket.checkedInAt !== null}
                aria-label={checkin_check_in_label({ name: ticket.attendee }, t)}
                onClick={() => admit(ticket.code)}
              >
                {checkin_check_in({}, t)}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <p className="muted small door-saved">
        {saved ? checkin_list_saved({ count: book.length }, t) : checkin_list_saving({}, t)}{' '}
        <button type="button" className="link-button" onClick={() => void refresh()} disabled={!online}>
          {checkin_refresh({}, t)}
        </button>
      </p>
    </div>
  );
}
