/**
 * What the server says in Spanish and French (decision 024), one call each instead of a browser
 * walk (issue 32): refusals and notices of the actions, answered in the language of the page that
 * called them, and mails written in the recipient's language. These cases came from the browser
 * language specs (tests/e2e/languages-*.spec.ts), which now check each area's page once.
 */
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '#db/schema.ts';
import { server } from '#actions/index.ts';
import { storeLanguage } from '#lib/server/preferences/language.ts';
import { GET as attendeesApi } from '#pages/api/events/[id]/attendees.ts';
import { createBoard, createBusiness, createCategory, createEvent } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('what the server says in Spanish and French', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db, { name: 'Cafes' });
  const business = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, website: 'https://claim.example' });
  const admin = await storeAccount(db, 'admin');
  const member = await storeAccount(db, 'user');
  const owner = await storeAccount(db, 'business_owner', { businessId: business.id });

  it('the admin dashboard: an owner link to an unknown email in Spanish, a missing review in French', async () => {
    const link = await callAction(
      server.admin.linkOwner,
      { businessId: String(business.id), email: 'nadie-aqui@example.com' },
      { user: admin, locale: 'es' },
    );
    expect(link.error).toMatchObject({ status: 404, message: 'Ninguna cuenta usa ese correo electrónico.' });
    expect(fieldsOf(link.error)).toEqual({ email: 'Ninguna cuenta usa ese correo electrónico.' });
    const report = await callAction(server.admin.decideReport, { reviewId: '987654', decision: 'keep' }, { user: admin, locale: 'fr' });
    expect(report.error).toMatchObject({ status: 404, message: 'Avis introuvable.' });
  });

  it("the member's dashboard: removing a trip that is not there, in Spanish", async () => {
    const removed = await callAction(
      server.trips.remove,
      { tripId: '999999', next: '/es/dashboard#my-trips' },
      { user: member, locale: 'es', path: '/es/dashboard' },
    );
    expect(removed.error).toMatchObject({ status: 404, message: 'No se encontró el itinerario' });
  });

  it('the business dashboard: Edit Business without a name in Spanish, a service time without a date in Spanish', async () => {
    const edit = await callAction(
      server.owner.updateBusiness,
      { businessId: String(business.id), name: '', next: '/es/business-dashboard?tab=edit' },
      { user: owner, locale: 'es' },
    );
    expect(edit.error?.status).toBe(400);
    expect(fieldsOf(edit.error)).toMatchObject({ name: 'El nombre del negocio es obligatorio' });
    const slot = await callAction(
      server.owner.addSlot,
      { businessId: String(business.id), serviceId: '1', date: '', time: '', next: '/es/business-dashboard?tab=events' },
      { user: owner, locale: 'es' },
    );
    expect(fieldsOf(slot.error)).toMatchObject({ date: 'Elige una fecha' });
  });

  it('a claim with too short a note, in French', async () => {
    const claimant = await storeAccount(db, 'business_owner');
    const claim = await callAction(
      server.claims.claim,
      { businessId: String(business.id), note: 'Moi', method: 'email', localPart: 'owner' },
      { user: claimant, locale: 'fr' },
    );
    expect(fieldsOf(claim.error)).toEqual({ note: 'Indiquez-nous votre lien avec l’établissement (au moins 10 caractères)' });
  });

  it("a tour's rating with too long a comment, in Spanish and French", async () => {
    const rate = (locale: 'es' | 'fr') =>
      callAction(server.tourProgress.rate, { tourId: '1', rating: '4', feedback: 'x'.repeat(1001) }, { user: member, locale });
    expect(fieldsOf((await rate('es')).error)).toEqual({ feedback: 'Los comentarios pueden tener como máximo 1000 caracteres' });
    expect(fieldsOf((await rate('fr')).error)).toEqual({ feedback: 'Le commentaire ne doit pas dépasser 1000 caractères' });
  });

  it("the owner's Verify a code: a code that is not the business's, in Spanish and French", async () => {
    const verify = (locale: 'es' | 'fr') =>
      callAction(server.loyalty.verify, { code: 'ABCDEFGHJK', next: `/${locale}/business-dashboard` }, { user: owner, locale });
    expect((await verify('es')).error).toMatchObject({ status: 404, message: 'Este código no es válido para tu negocio.' });
    expect((await verify('fr')).error).toMatchObject({ status: 404, message: 'Ce code n’est pas valable pour votre commerce.' });
  });

  it('a free booking made from a Spanish page lands on the Spanish booking page, with its notice in Spanish', async () => {
    const [service] = await db
      .insert(schema.businessServices)
      .values({ businessId: business.id, name: 'Tasting with the chef', priceCents: 0, durationMinutes: 90, placesPerSlot: 6 })
      .returning();
    const [slot] = await db
      .insert(schema.serviceSlots)
      .values({ serviceId: service.id, startsAt: new Date(Date.now() + 4 * 86_400_000) })
      .returning();
    const booked = await callAction(
      server.bookings.book,
      { slotId: String(slot.id) },
      { user: member, locale: 'es', path: '/es/business/1/book' },
    );
    expect(booked.error).toBeUndefined();
    expect(booked.data.redirect).toMatch(/^\/es\/bookings\/\d+$/);
    expect(booked.data.flash).toMatchObject({
      title: 'Reservado',
      description: 'Tu reserva está confirmada. Te enviamos los detalles por correo.',
    });
  });

  it('the notification preferences: a time zone that is none, in Spanish and French', async () => {
    const save = (locale: 'es' | 'fr') =>
      callAction(
        server.notifications.savePreferences,
        { eventReminders: 'on', quietHoursStart: '23:00', quietHoursEnd: '07:30', timeZone: 'Nowhere/Land' },
        { user: member, locale },
      );
    expect(fieldsOf((await save('es')).error)).toEqual({ timeZone: 'Escribe una zona horaria como America/New_York.' });
    expect(fieldsOf((await save('fr')).error)).toEqual({ timeZone: 'Saisissez un fuseau horaire comme America/New_York.' });
  });

  it("an event's attendee list exported from the French dashboard (?lang=fr) has French column headers", async () => {
    const event = await createEvent(db, {
      title: 'Spec Gospel Brunch',
      businessId: business.id,
      startsAt: new Date(Date.now() + 4 * 86_400_000),
    });
    const csv = await callApi(
      attendeesApi,
      `/api/events/${event.id}/attendees?format=csv&lang=fr`,
      { id: String(event.id) },
      { user: admin },
    );
    expect(csv.status).toBe(200);
    expect(
      String(csv.body)
        .replace(/^\uFEFF/, '')
        .split('\n')[0],
    ).toBe('Nom,E-mail,Téléphone,Statut,Inscription (heure de New York),Demandes particulières');
  });

  const lastMail = async (to: string) =>
    (await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, to)).orderBy(desc(schema.mailOutbox.id)).limit(1))[0];

  it('a partnership application posted from the French page is acknowledged in French, and keeps French for the answer', async () => {
    const email = 'lea@lantern.example';
    const sent = await callAction(
      server.inboxes.partnership,
      {
        businessName: 'Lenox Lantern Books',
        contactName: 'Léa Martin',
        email,
        phone: '(212) 555-0142',
        address: '301 Malcolm X Blvd, New York, NY 10027',
        businessType: 'Retail Store',
        description: 'Une librairie indépendante avec des lectures chaque jeudi soir.',
        partnershipLevel: 'premium',
        communityBoardId: String(board.id),
      },
      { locale: 'fr', ip: '203.0.113.91' },
    );
    expect(sent.error).toBeUndefined();
    const mail = await lastMail(email);
    expect(mail).toMatchObject({
      kind: 'partnership_application',
      subject: 'Nous avons bien reçu votre candidature au programme partenaires de Harlem',
    });
    expect(mail.textBody).toContain('Bonjour Léa Martin,');
    expect(mail.textBody).toMatch(/Niveau de partenariat\u00a0: Privilège \(1\s000,00\s\$US par an\)/);
    expect(mail.textBody).toContain('Type d’activité\u00a0: Commerce de détail');
    expect(mail.textBody).toContain('District communautaire\u00a0: DC 10 - Central Harlem');
    expect(mail.textBody).toContain('L’équipe du guide de Harlem');
    expect(mail.textBody).not.toContain('Thank you');
    const [application] = await db.select().from(schema.partnershipApplications).where(eq(schema.partnershipApplications.email, email));
    expect(application.language).toBe('fr');
  });

  it('a member whose language is Spanish gets the registration confirmation in Spanish, with links to Spanish pages', async () => {
    const member = await storeAccount(db, 'user');
    await db.update(schema.users).set({ firstName: 'Lucia' }).where(eq(schema.users.id, member.id));
    await storeLanguage(db, member.id, 'es');
    const event = await createEvent(db, {
      title: 'Spec Poetry Night',
      startsAt: new Date(Date.now() + 5 * 86_400_000),
      requiresBooking: true,
    });
    const registered = await callAction(
      server.events.register,
      { eventId: String(event.id), firstName: 'Lucia', lastName: 'Tester', email: member.email, phone: '(212) 555-0142' },
      { user: { ...member, firstName: 'Lucia' }, locale: 'es', path: `/es/events/${event.id}/register` },
    );
    expect(registered.error).toBeUndefined();
    const mail = await lastMail(member.email);
    expect(mail).toMatchObject({ kind: 'event_registration', subject: 'Inscripción confirmada: Spec Poetry Night' });
    expect(mail.textBody).toContain('Hola, Lucia:');
    expect(mail.textBody).toContain('Tu inscripción para Spec Poetry Night está confirmada.');
    expect(mail.textBody).toMatch(/Cuándo: .+ de \d{4}, .+ \(hora de Nueva York\)/);
    expect(mail.textBody).toContain('Precio: Gratis');
    expect(mail.textBody).toContain(`/es/events/${event.id}`);
    expect(mail.textBody).toContain('/es/user-dashboard');
    expect(mail.textBody).not.toContain("You're registered");
  });
});
