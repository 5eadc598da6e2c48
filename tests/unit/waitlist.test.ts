import { and, eq, ne, count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventRegistrations, eventWaitlist, mailOutbox } from '#db/schema.ts';
import {
  cancelRegistration,
  contactFromAccount,
  getRegistrationSnapshot,
  register,
  type Registrant,
} from '#lib/server/events/registrations.ts';
import { joinWaitlist, leaveWaitlist, requireOffer } from '#lib/server/events/waitlist.ts';
import { getWaitlistPlace } from '#lib/server/events/waitlist-place.ts';
import { OFFER_HOURS, offerFreedSeats } from '#lib/server/events/waitlist-seats.ts';
import { runScheduledJobs, changedPages } from '#lib/server/jobs/scheduled.ts';
import { HttpError } from '#lib/server/http/errors.ts';
import { createBoard, createBusiness, createCategory, createEvent, createUser } from '../factories/index.ts';
import { eventAttendees } from '#lib/server/events/owner-events.ts';
import { loadPersonalDashboard } from '#lib/server/dashboards/personal-dashboard.ts';
import { releaseLapsedHolds } from '#lib/server/events/tickets.ts';
import { updateOwnerEvent } from '#lib/server/events/owner-events.ts';
import { OwnerEventEditSchema } from '#lib/schemas/owner-events.ts';
import { toNewYorkParts } from '#lib/domain/time.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY);

describe('event waitlists', async () => {
  const { db } = await useFreshDatabase();

  const member = async (overrides: { isPremium?: boolean; email?: string } = {}): Promise<Registrant> => {
    const user = await createUser(db, overrides);
    return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, isPremium: Boolean(overrides.isPremium) };
  };
  const signUp = (user: Registrant, eventId: number, now?: Date) => register(db, { user, eventId, contact: contactFromAccount(user), now });
  /** A capacity-n event that n members fill; returns the event and those members. */
  const fullEvent = async (capacity = 1, overrides: Parameters<typeof createEvent>[1] = {}) => {
    const event = await createEvent(db, { startsAt: inDays(5), maxAttendees: capacity, title: 'Jazz at the Lenox Lounge', ...overrides });
    const holders: Registrant[] = [];
    for (let i = 0; i < capacity; i++) {
      const holder = await member({ isPremium: Boolean(overrides.isPremium) });
      expect((await signUp(holder, event.id)).ok).toBe(true);
      holders.push(holder);
    }
    return { event, holders };
  };
  const seatsHeld = async (eventId: number) => {
    const [{ n: registrations }] = await db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, eventId), ne(eventRegistrations.status, 'cancelled')));
    const [{ n: offers }] = await db
      .select({ n: count() })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, eventId), eq(eventWaitlist.status, 'offered')));
    return registrations + offers;
  };
  const mailsTo = (email: string) => db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return { status: (error as HttpError).status, message: (error as HttpError).message };
  };

  it('lets a member join a full event, once, and tells them their place in line', async () => {
    const { event } = await fullEvent(1);
    const [first, second] = [await member(), await member()];
    expect(await joinWaitlist(db, { user: first, eventId: event.id })).toEqual({ status: 'waiting', position: 1 });
    expect(await joinWaitlist(db, { user: second, eventId: event.id })).toEqual({ status: 'waiting', position: 2 });
    // Joining twice (or twice at once) changes nothing.
    const again = await Promise.all([
      joinWaitlist(db, { user: second, eventId: event.id }),
      joinWaitlist(db, { user: second, eventId: event.id }),
    ]);
    expect(again).toEqual([
      { status: 'waiting', position: 2 },
      { status: 'waiting', position: 2 },
    ]);
    const [{ n }] = await db.select({ n: count() }).from(eventWaitlist).where(eq(eventWaitlist.eventId, event.id));
    expect(n).toBe(2);
    // The registration page's snapshot carries the place.
    expect((await getRegistrationSnapshot(db, event.id, second.id))?.waitlist).toEqual({ status: 'waiting', position: 2 });
  });

  it('refuses events that are not full, members already registered, ended, members-only and unknown events', async () => {
    const open = await createEvent(db, { startsAt: inDays(5), maxAttendees: 3 });
    const user = await member();
    expect(await refusal(joinWaitlist(db, { user, eventId: open.id }))).toEqual({
      status: 409,
      message: 'Seats are still available for this event: register instead.',
    });

    const { event, holders } = await fullEvent(1);
    expect(await refusal(joinWaitlist(db, { user: holders[0], eventId: event.id }))).toEqual({
      status: 409,
      message: 'You are already registered for this event.',
    });

    const ended = await createEvent(db, { startsAt: new Date(Date.now() - 2 * DAY), maxAttendees: 1 });
    await db
      .insert(eventRegistrations)
      .values({ eventId: ended.id, userId: (await member()).id, firstName: 'A', lastName: 'B', email: 'a@example.com', phone: '' });
    expect(await refusal(joinWaitlist(db, { user, eventId: ended.id }))).toEqual({ status: 409, message: 'This event has already ended.' });

    const { event: membersOnly } = await fullEvent(1, { isPremium: true });
    expect(await refusal(joinWaitlist(db, { user, eventId: membersOnly.id }))).toMatchObject({ status: 403 });
    expect(await refusal(joinWaitlist(db, { user, eventId: 999_999 }))).toMatchObject({ status: 404 });
  });

  it('offers a freed seat to the first in line, held for a day, and emails them the deadline in New York time', async () => {
    const { event, holders } = await fullEvent(1, { title: 'Harlem Jazz Brunch' });
    const first = await member({ email: 'first.in.line@example.com' });
    const second = await member({ email: 'second.in.line@example.com' });
    await joinWaitlist(db, { user: first, eventId: event.id });
    await joinWaitlist(db, { user: second, eventId: event.id });

    const now = new Date('2099-03-01T15:00:00Z');
    expect(await cancelRegistration(db, holders[0].id, event.id, new Date(), 'https://harlem.example')).toEqual({ ok: true });
    const place = await getWaitlistPlace(db, event.id, first.id);
    expect(place?.status).toBe('offered');
    const deadline = (place as { offerExpiresAt: Date }).offerExpiresAt.getTime();
    expect(Math.abs(deadline - (Date.now() + OFFER_HOURS * HOUR))).toBeLessThan(60_000);
    // The second moves up to first in line; the held seat keeps the event full.
    expect(await getWaitlistPlace(db, event.id, second.id)).toEqual({ status: 'waiting', position: 1 });
    expect(await seatsHeld(event.id)).toBe(1);
    const outsider = await member();
    expect(await signUp(outsider, event.id)).toMatchObject({ ok: false, reason: 'full' });
    expect(await mailsTo('second.in.line@example.com')).toEqual([]);

    const [mail] = await mailsTo('first.in.line@example.com');
    expect(mail.kind).toBe('waitlist_offer');
    expect(mail.subject).toMatch(
      /^A seat is yours at Harlem Jazz Brunch: confirm by \w+day, \w+ \d+, \d{4}, \d+:\d\d [AP]M \(New York time\)$/,
    );
    expect(mail.textBody).toContain('the seat is yours');
    expect(mail.textBody).toContain(`https://harlem.example/events/${event.id}/register`);

    // A fixed clock: the deadline reads in New York time (10 AM EST is 15:00 UTC).
    const later = await fullEvent(1, { startsAt: new Date('2099-03-10T23:00:00Z') });
    const waiter = await member({ email: 'fixed.clock@example.com' });
    await joinWaitlist(db, { user: waiter, eventId: later.event.id, now });
    await db.update(eventRegistrations).set({ status: 'cancelled' }).where(eq(eventRegistrations.eventId, later.event.id));
    expect(await offerFreedSeats(db, later.event.id, { now, origin: 'https://harlem.example' })).toBe(1);
    const [fixed] = await mailsTo('fixed.clock@example.com');
    expect(fixed.subject).toContain('confirm by Monday, March 2, 2099, 10:00 AM (New York time)');
  });

  it('confirming the held seat registers the member (free: confirmed, with the confirmation email)', async () => {
    const { event, holders } = await fullEvent(1);
    const waiter = await member({ email: 'confirms@example.com' });
    await joinWaitlist(db, { user: waiter, eventId: event.id });
    await cancelRegistration(db, holders[0].id, event.id);
    await requireOffer(db, waiter.id, event.id);
    expect(await signUp(waiter, event.id)).toMatchObject({ ok: true, registration: { status: 'confirmed' } });
    expect(await getWaitlistPlace(db, event.id, waiter.id)).toBeNull();
    const [entry] = await db
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, waiter.id)));
    expect(entry.status).toBe('confirmed');
    expect(await seatsHeld(event.id)).toBe(1);
    expect((await mailsTo('confirms@example.com')).map((mail) => mail.kind)).toEqual(['waitlist_offer', 'event_registration']);
    // Nobody else holds an offer: confirming twice is refused.
    expect(await refusal(requireOffer(db, waiter.id, event.id))).toMatchObject({ status: 404 });
  });

  it('a declined seat passes at once to the next in line', async () => {
    const { event, holders } = await fullEvent(1);
    const [first, second] = [await member(), await member({ email: 'next.after.decline@example.com' })];
    await joinWaitlist(db, { user: first, eventId: event.id });
    await joinWaitlist(db, { user: second, eventId: event.id });
    await cancelRegistration(db, holders[0].id, event.id);
    expect(await leaveWaitlist(db, { userId: first.id, eventId: event.id, offeredOnly: true })).toEqual({ declined: true });
    expect(await getWaitlistPlace(db, event.id, first.id)).toBeNull();
    expect((await getWaitlistPlace(db, event.id, second.id))?.status).toBe('offered');
    expect(await mailsTo('next.after.decline@example.com')).toHaveLength(1);
    expect(await seatsHeld(event.id)).toBe(1);
    // Declining again: nothing held any more.
    expect(await refusal(leaveWaitlist(db, { userId: first.id, eventId: event.id, offeredOnly: true }))).toEqual({
      status: 404,
      message: 'No seat is held for you at this event.',
    });
  });

  it('an offer not confirmed within a day expires in the scheduled job and the seat goes to the next member', async () => {
    const { event, holders } = await fullEvent(1);
    const [first, second] = [await member(), await member({ email: 'after.expiry@example.com' })];
    await joinWaitlist(db, { user: first, eventId: event.id });
    await joinWaitlist(db, { user: second, eventId: event.id });
    await cancelRegistration(db, holders[0].id, event.id);

    // An hour later nothing lapses.
    await runScheduledJobs(db, { stripe: null, origin: 'https://harlem.example', now: new Date(Date.now() + HOUR) });
    expect((await getWaitlistPlace(db, event.id, first.id))?.status).toBe('offered');
    // (Other tests' offers share this database, so the counts are at least this event's.)
    const report = await runScheduledJobs(db, { stripe: null, origin: 'https://harlem.example', now: new Date(Date.now() + 25 * HOUR) });
    expect(report.offersExpired).toBeGreaterThanOrEqual(1);
    expect(report.seatsOffered).toBeGreaterThanOrEqual(1);
    expect(changedPages(report)).toBe(true);
    const [entry] = await db
      .select()
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.eventId, event.id), eq(eventWaitlist.userId, first.id)));
    expect(entry.status).toBe('expired');
    expect((await getWaitlistPlace(db, event.id, second.id))?.status).toBe('offered');
    expect(await mailsTo('after.expiry@example.com')).toHaveLength(1);
    expect(await seatsHeld(event.id)).toBe(1);
    // The first can no longer confirm: the seat has passed on.
    expect(await refusal(requireOffer(db, first.id, event.id))).toEqual({
      status: 409,
      message: 'The seat held for you has passed to the next in line.',
    });
  });

  it('two seats freed at once go to #1 and #2, never more than capacity, whatever the order of writes', async () => {
    const { event, holders } = await fullEvent(3);
    const line: Registrant[] = [];
    for (let i = 0; i < 5; i++) {
      const waiter = await member();
      await joinWaitlist(db, { user: waiter, eventId: event.id });
      line.push(waiter);
    }
    // Two cancellations, extra offer runs and an outsider's registration, all at once.
    const outsider = await member();
    await Promise.all([
      cancelRegistration(db, holders[0].id, event.id),
      cancelRegistration(db, holders[1].id, event.id),
      offerFreedSeats(db, event.id),
      offerFreedSeats(db, event.id),
      signUp(outsider, event.id),
    ]);
    expect(await seatsHeld(event.id)).toBe(3);
    const places = await Promise.all(line.map((waiter) => getWaitlistPlace(db, event.id, waiter.id)));
    const offered = places.map((place) => place?.status === 'offered');
    const [{ n: outsiderSeats }] = await db
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.userId, outsider.id), ne(eventRegistrations.status, 'cancelled')));
    // Two seats freed: the outsider may have won one in between only if no one was offered it; the offers go in line order.
    expect(offered.filter(Boolean).length + outsiderSeats).toBe(2);
    expect(offered.indexOf(false)).toBe(offered.filter(Boolean).length);
    // Both offered members confirm at once: both registered, still exactly at capacity.
    const confirmed = await Promise.all(line.filter((_, i) => offered[i]).map((waiter) => signUp(waiter, event.id)));
    expect(confirmed.every((outcome) => outcome.ok)).toBe(true);
    expect(await seatsHeld(event.id)).toBe(3);
  });

  it('leaving takes the member out of line and the others move up', async () => {
    const { event } = await fullEvent(1);
    const [first, second] = [await member(), await member()];
    await joinWaitlist(db, { user: first, eventId: event.id });
    await joinWaitlist(db, { user: second, eventId: event.id });
    expect(await leaveWaitlist(db, { userId: first.id, eventId: event.id })).toEqual({ declined: false });
    expect(await getWaitlistPlace(db, event.id, second.id)).toEqual({ status: 'waiting', position: 1 });
    expect(await refusal(leaveWaitlist(db, { userId: first.id, eventId: event.id }))).toEqual({
      status: 404,
      message: 'You are not on the waitlist for this event.',
    });
    // Rejoining puts them at the back.
    expect(await joinWaitlist(db, { user: first, eventId: event.id })).toEqual({ status: 'waiting', position: 2 });
  });

  it('a paid seat confirmed from the waitlist goes to checkout; unpaid, it passes to the next in line', async () => {
    const { event, holders } = await fullEvent(1, { priceCents: 2500 });
    const [first, second] = [await member(), await member({ email: 'after.unpaid@example.com' })];
    await joinWaitlist(db, { user: first, eventId: event.id });
    await joinWaitlist(db, { user: second, eventId: event.id });
    // The holder's seat is awaiting payment; their hold lapses and the job releases it.
    const released = await releaseLapsedHolds(db, null, new Date(Date.now() + 31 * 60_000));
    expect(released).toBeGreaterThanOrEqual(1);
    await offerFreedSeats(db, event.id);
    expect((await getWaitlistPlace(db, event.id, first.id))?.status).toBe('offered');
    // Confirming holds the seat for payment, as Register does.
    expect(await signUp(first, event.id)).toMatchObject({ ok: true, registration: { status: 'awaiting_payment', amountCents: 2500 } });
    expect(await seatsHeld(event.id)).toBe(1);
    // Not paid within the hold: released, and the next in line is offered the seat by the job.
    const report = await runScheduledJobs(db, { stripe: null, origin: 'https://harlem.example', now: new Date(Date.now() + 31 * 60_000) });
    expect(report.holdsReleased).toBeGreaterThanOrEqual(1);
    expect((await getWaitlistPlace(db, event.id, second.id))?.status).toBe('offered');
    expect(await mailsTo('after.unpaid@example.com')).toHaveLength(1);
    expect(await seatsHeld(event.id)).toBe(1);
  });

  it("shows places in line and held seats on the dashboard, and the line's size to the owner", async () => {
    const board = await createBoard(db, { number: 11 });
    const category = await createCategory(db);
    const business = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id });
    const { event, holders } = await fullEvent(1, { businessId: business.id });
    const [first, second] = [await member(), await member()];
    await joinWaitlist(db, { user: first, eventId: event.id });
    await joinWaitlist(db, { user: second, eventId: event.id });
    expect((await eventAttendees(db, business.id, event.id))?.waitlist).toEqual({ waiting: 2, offered: 0 });
    const before = (await eventAttendees(db, business.id, event.id))!.attendees;
    await cancelRegistration(db, holders[0].id, event.id);
    const after = (await eventAttendees(db, business.id, event.id))!;
    expect(after.waitlist).toEqual({ waiting: 1, offered: 1 });
    // The one who cancelled stays in the owner's list, marked cancelled.
    expect(after.attendees.map((attendee) => [attendee.email, attendee.status])).toEqual(
      before.map((attendee) => [attendee.email, 'cancelled']),
    );
    const [held] = (await loadPersonalDashboard(db, first.id)).waitlist;
    expect(held).toMatchObject({ status: 'offered', event: { id: event.id } });
    expect((await loadPersonalDashboard(db, second.id)).waitlist).toEqual([expect.objectContaining({ status: 'waiting', position: 1 })]);
  });

  it('a larger capacity offers the new seats to the line at once', async () => {
    const { event } = await fullEvent(1);
    const [first, second, third] = [await member(), await member(), await member()];
    for (const waiter of [first, second, third]) await joinWaitlist(db, { user: waiter, eventId: event.id });
    const input = OwnerEventEditSchema.parse({
      businessId: '1',
      eventId: String(event.id),
      title: event.title,
      description: 'More chairs.',
      date: toNewYorkParts(inDays(6)).date,
      startTime: '19:00',
      endTime: '',
      location: 'Lenox Ave',
      price: '',
      maxCapacity: '3',
      imageUrl: '',
      next: '/',
    });
    await updateOwnerEvent(db, { ...input, businessId: null });
    expect((await getWaitlistPlace(db, event.id, first.id))?.status).toBe('offered');
    expect((await getWaitlistPlace(db, event.id, second.id))?.status).toBe('offered');
    expect(await getWaitlistPlace(db, event.id, third.id)).toEqual({ status: 'waiting', position: 1 });
    expect(await seatsHeld(event.id)).toBe(3);
  });

  it('the scheduled job offers a seat freed without an offer, and leaves lines of full events alone', async () => {
    const { event: full } = await fullEvent(1, { startsAt: inDays(3) });
    const { event: freed, holders } = await fullEvent(1, { startsAt: inDays(4) });
    const [stillWaiting, nextInLine] = [await member(), await member()];
    await joinWaitlist(db, { user: stillWaiting, eventId: full.id });
    await joinWaitlist(db, { user: nextInLine, eventId: freed.id });
    // A seat freed behind the waitlist's back (as an expired Checkout or a refund may).
    await db
      .update(eventRegistrations)
      .set({ status: 'cancelled' })
      .where(and(eq(eventRegistrations.eventId, freed.id), eq(eventRegistrations.userId, holders[0].id)));

    await runScheduledJobs(db, { stripe: null, origin: 'https://harlem.example', now: new Date(Date.now() + 5 * 60_000) });
    expect((await getWaitlistPlace(db, freed.id, nextInLine.id))?.status).toBe('offered');
    expect(await getWaitlistPlace(db, full.id, stillWaiting.id)).toEqual({ status: 'waiting', position: 1 });
    expect(await seatsHeld(full.id)).toBe(1);
  });

  it('closes the line of an event that is over in the scheduled job', async () => {
    const { event } = await fullEvent(1, { startsAt: inDays(1) });
    const waiter = await member();
    await joinWaitlist(db, { user: waiter, eventId: event.id });
    await runScheduledJobs(db, { stripe: null, origin: 'https://harlem.example', now: inDays(2) });
    expect(await getWaitlistPlace(db, event.id, waiter.id)).toBeNull();
  });
});
