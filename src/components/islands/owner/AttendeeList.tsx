/**
 * Who is coming to one event: the list from GET /api/events/{id}/attendees, loaded when opened
 * (with its loading and error states), the waitlist's size (decision 019), and the CSV export, a plain link that works without
 * JavaScript.
 */
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../lib/domain/time.ts';
import { useHydrated } from '../use-hydrated.ts';

type Waitlist = { waiting: number; offered: number };
type Attendee = { name: string; email: string; phone: string; status: 'confirmed' | 'awaiting_payment'; registeredAt: string; specialRequests: string | null };

export default function AttendeeList({ eventId, count }: { eventId: number; count: number }) {
  const scripted = useHydrated();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; attendees: Attendee[]; waitlist?: Waitlist }>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!scripted || count === 0) return;
    let current = true;
    fetch(`/api/events/${eventId}/attendees`, { headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
      .then((body: { attendees: Attendee[]; waitlist?: Waitlist }) => current && setState({ kind: 'ready', attendees: body.attendees, waitlist: body.waitlist }))
      .catch(() => current && setState({ kind: 'error' }));
    return () => {
      current = false;
    };
  }, [scripted, eventId, count, attempt]);

  return (
    <div className="owner-attendees">
      {count === 0 ? (
        <p className="muted">No one has registered yet.</p>
      ) : !scripted ? null : state.kind === 'loading' ? (
        <p role="status">Loading attendees…</p>
      ) : state.kind === 'error' ? (
        <p role="alert">Could not load the attendees. <button type="button" className="link-button" onClick={() => { setState({ kind: 'loading' }); setAttempt((n) => n + 1); }}>Retry</button></p>
      ) : (
        <div className="owner-table-wrap">
          <table className="owner-table">
            <thead><tr><th scope="col">Name</th><th scope="col">Email</th><th scope="col">Phone</th><th scope="col">Status</th><th scope="col">Registered</th></tr></thead>
            <tbody>
              {state.attendees.map((attendee) => (
                <tr key={`${attendee.email}-${attendee.registeredAt}`}>
                  <td>{attendee.name}{attendee.specialRequests && <small className="muted"> · {attendee.specialRequests}</small>}</td>
                  <td><a href={`mailto:${attendee.email}`}>{attendee.email}</a></td>
                  <td>{attendee.phone}</td>
                  <td>{attendee.status === 'confirmed' ? 'Confirmed' : 'Awaiting payment'}</td>
                  <td>{formatDateTime(new Date(attendee.registeredAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {state.kind === 'ready' && state.waitlist && state.waitlist.waiting + state.waitlist.offered > 0 && (
        <p className="muted owner-waitlist">
          {`${state.waitlist.waiting} on the waitlist`}
          {state.waitlist.offered > 0 && ` · ${state.waitlist.offered} ${state.waitlist.offered === 1 ? 'seat' : 'seats'} held for the first in line`}
        </p>
      )}
      <p><a className="button secondary" href={`/api/events/${eventId}/attendees?format=csv`} download>Export CSV</a></p>
    </div>
  );
}
