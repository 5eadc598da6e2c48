/**
 * GET /api/events/{id}/attendees: who holds a seat (and the waitlist's size), for the owner of the event's business or an
 * admin; JSON by default, a CSV file with ?format=csv (the dashboard's Export CSV), its headers in the
 * language of the page it was started from (?lang=es or fr, decision 024).
 */
import { languageParamOf } from '#lib/i18n/language-param.ts';
import { apiRoute, json, parseIdParam } from '#lib/server/api/http.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import * as m from '#paraglide/messages.js';
import { said } from '#lib/i18n/said.ts';
import { requireBusinessOwner, requireRole } from '#lib/server/auth/guards.ts';
import { getDb } from '#lib/server/db/client.ts';
import { attendeesCsv, attendeesFileName } from '#lib/server/events/attendees-csv.ts';
import { businessOfEvent, eventAttendees } from '#lib/server/events/owner-events.ts';

export const GET = apiRoute(async (context) => {
  const eventId = parseIdParam(context.params.id);
  requireRole(context, ['business_owner', 'admin']);
  const db = getDb();
  const businessId = await businessOfEvent(db, eventId);
  requireBusinessOwner(context, businessId);
  const list = await eventAttendees(db, businessId, eventId);
  if (!list) throw new HttpError(404, said(m.organiser_msg_not_found));
  if (context.url.searchParams.get('format') === 'csv') {
    return new Response(attendeesCsv(list.attendees, languageParamOf(context.url)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${attendeesFileName(list.event.title)}"`,
        'cache-control': 'private, no-store',
      },
    });
  }
  return json(
    { event: { id: list.event.id, title: list.event.title }, attendees: list.attendees, waitlist: list.waitlist },
    { headers: { 'cache-control': 'private, no-store' } },
  );
});
