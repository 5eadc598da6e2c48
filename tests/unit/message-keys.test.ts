/**
 * Messages are keys (issue 32, decision 028): a refusal raised with a message key is said once, in
 * the caller's language, where it leaves the server: an action's error and field messages, a form's
 * notice, and the JSON API (English by default; `?lang=` or Accept-Language choose another). The
 * plan forms are the first area spoken this way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '#actions/index.ts';
import { apiRoute } from '#lib/server/api/http.ts';
import { POST as applyForPartnership } from '#pages/api/partnerships/apply.ts';
import { GET as planTrip } from '#pages/api/trip-planner.ts';
import { HttpError, fieldError } from '#lib/server/http/errors.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { messageKey, said, saidOfKey } from '#lib/i18n/said.ts';
import { ADMIN_PLAN_MESSAGES, alreadySubscribed } from '#lib/schemas/plans-messages.ts';
import { NewPartnershipPlanSchema } from '#lib/schemas/plans.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import * as m from '#paraglide/messages.js';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { createBoard, createBusiness, createCategory, createEvent, createReview, createUser } from '../factories/index.ts';
import { eq } from 'drizzle-orm';
import { users } from '#db/schema.ts';
import { resetConfig } from '#lib/server/config.ts';
import type { Database } from '#lib/server/db/client.ts';
import { openingHoursProblem } from '#lib/server/businesses/opening-hours.ts';
import { defineFormAction } from '#lib/server/actions/define-action.ts';
import { NoInputSchema } from '#lib/schemas/payments.ts';
import { z } from 'zod';
import { TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';
import { DatabaseUnavailableError } from '#lib/server/db/client.ts';
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';
import { insertPremiumPlan } from '../helpers/premium-plan.ts';
import { SUBSCRIPTION_PLANS } from '../../db/seed-data/plans.ts';
import { ROLE_LABELS } from '#lib/domain/permissions.ts';
import { formatPlanPriceIn } from '#lib/i18n/localized/accounts.ts';
import { moneyIn } from '#lib/i18n/format.ts';

describe('a message key', () => {
  it('is said in each language from messages/*.json, with its inputs; the English is the spec’s', () => {
    const already = alreadySubscribed('Spotlight');
    expect(already.key).toBe('plans_msg_already');
    expect(already.in('en')).toBe('You already have the Spotlight plan. Manage it from billing.');
    expect(already.in('es')).toBe('Ya tienes el plan Spotlight. Adminístralo desde facturación.');
    expect(already.in('fr')).toBe(m.plans_msg_already({ name: 'Spotlight' }, { locale: 'fr' }));
  });

  it('makes an HttpError whose message is the English, and which says itself in another language', () => {
    const error = new HttpError(409, alreadySubscribed('Spotlight'), { title: said(m.plans_msg_already_title) });
    expect(error.message).toBe('You already have the Spotlight plan. Manage it from billing.');
    expect(error.title).toBe('Already Subscribed');
    expect(error.in('es')).toEqual({
      message: 'Ya tienes el plan Spotlight. Adminístralo desde facturación.',
      title: m.plans_msg_already_title({}, { locale: 'es' }),
      fields: undefined,
    });
  });

  it('goes through zod as a token and comes back as the message; other text stays as it is', () => {
    const token = messageKey(ADMIN_PLAN_MESSAGES.name);
    expect(saidOfKey(token)).toBe(ADMIN_PLAN_MESSAGES.name);
    const parsed = NewPartnershipPlanSchema.safeParse({
      name: '',
      slug: 'Not A Slug',
      price: '149',
      adCredits: '0',
      maxAds: '1',
      priority: '0',
    });
    const fields = fieldError(fieldErrors(parsed.error!.issues));
    expect(fields.fields).toMatchObject({
      name: 'Plan name is required',
      slug: 'Use 2 to 60 lowercase letters, digits and hyphens for the plan id',
    });
    expect(fields.in('fr').fields).toMatchObject({
      name: m.plans_adm_msg_name({}, { locale: 'fr' }),
      slug: m.plans_adm_msg_slug({}, { locale: 'fr' }),
    });
    expect(fieldErrors([{ path: ['x'], message: 'Plain words' }])).toEqual({ x: 'Plain words' });
  });
});

describe('where a keyed answer leaves the server', () => {
  let admin: SessionUser;
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    admin = await storeAccount(db, 'admin');
  });

  it('an action answers its refusal and each field’s message in the language of the calling page', async () => {
    const form = { name: '', slug: 'block-party', price: '149', adCredits: '0', maxAds: '1', priority: '0', next: '/admin/plans' };
    const english = await callAction(server.plans.createPartnershipPlan, form, { user: admin });
    expect(fieldsOf(english.error)).toMatchObject({ name: 'Plan name is required' });
    const spanish = await callAction(server.plans.createPartnershipPlan, form, { user: admin, locale: 'es' });
    expect(fieldsOf(spanish.error)).toMatchObject({ name: 'El nombre del plan es obligatorio' });
    const missing = await callAction(
      server.plans.setPlanActive,
      { kind: 'partnership', planId: '999999', next: '/admin/plans' },
      { user: admin, locale: 'es' },
    );
    expect(missing.error).toMatchObject({ status: 404, message: 'Este plan ya no existe.' });
  });

  it('an action’s notice is said in the caller’s language, and its next page is in that language', async () => {
    const created = await callAction(
      server.plans.createMembershipPlan,
      { name: 'Stoop Pass', slug: 'stoop-pass', price: '5', duration: 'monthly', next: '/admin/plans' },
      { user: admin, locale: 'es' },
    );
    expect(created.error).toBeUndefined();
    expect(created.data).toMatchObject({ redirect: '/es/admin/plans', flash: { title: 'Plan creado', variant: 'success' } });
  });

  it('the JSON API says it in English unless ?lang= or Accept-Language asks for another', async () => {
    const route = apiRoute(() => {
      throw new HttpError(404, ADMIN_PLAN_MESSAGES.notFound, { fields: { planId: ADMIN_PLAN_MESSAGES.notFound } });
    });
    const answer = async (path: string, headers: Record<string, string> = {}) => (await callApi(route, path, {}, { headers })).body;
    expect(await answer('/api/x')).toMatchObject({
      message: 'This plan no longer exists.',
      errors: { planId: 'This plan no longer exists.' },
    });
    expect(await answer('/api/x?lang=es')).toMatchObject({
      message: 'Este plan ya no existe.',
      errors: { planId: 'Este plan ya no existe.' },
    });
    expect(await answer('/api/x', { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' })).toMatchObject({
      message: m.plans_adm_msg_not_found({}, { locale: 'fr' }),
    });
    expect(await answer('/api/x', { 'accept-language': 'de-DE,de;q=0.9' })).toMatchObject({ message: 'This plan no longer exists.' });
  });
});

describe('the owner’s forms speak keys', () => {
  let owner: SessionUser;
  let admin: SessionUser;
  let businessId: number;
  let otherId: number;
  let reviewId: number;
  let places: { communityBoardId: string; categoryId: string };
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    const board = await createBoard(db);
    const category = await createCategory(db);
    const business = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, name: 'Stoop Coffee' });
    const other = await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, name: 'Corner Books' });
    businessId = business.id;
    otherId = other.id;
    places = { communityBoardId: String(board.id), categoryId: String(category.id) };
    owner = await storeAccount(db, 'business_owner', { businessId });
    admin = await storeAccount(db, 'admin');
    const reviewer = await createUser(db);
    reviewId = (await createReview(db, { userId: reviewer.id, businessId, rating: 5, title: 'Great coffee' })).id;
  });

  const edit = (fields: Record<string, string>) => ({
    businessId: String(businessId),
    name: 'Stoop Coffee',
    address: '1 Lenox Ave',
    ...places,
    next: '/business-dashboard?tab=edit',
    ...fields,
  });

  it('refuses another business’s owner in Spanish and French, from the guard’s key', async () => {
    for (const locale of ['es', 'fr'] as const) {
      const refused = await callAction(server.owner.updateBusiness, { ...edit({}), businessId: String(otherId) }, { user: owner, locale });
      expect(refused.error).toMatchObject({
        status: 403,
        message: m.owner_msg_own_business_only({}, { locale }),
        title: m.owner_msg_access_denied({}, { locale }),
      });
    }
    expect(m.owner_msg_own_business_only({}, { locale: 'es' })).toBe('Solo puedes administrar tu propio negocio.');
    const english = await callAction(server.owner.updateBusiness, { ...edit({}), businessId: String(otherId) }, { user: owner });
    expect(english.error).toMatchObject({ status: 403, message: 'You can only manage your own business.', title: 'Access Denied' });
  });

  it('says each field’s message in the caller’s language, a field’s name inside its too-long message too', async () => {
    const form = edit({ name: '', description: 'x'.repeat(2001) });
    expect(fieldsOf((await callAction(server.owner.updateBusiness, form, { user: owner })).error)).toMatchObject({
      name: 'Business name is required',
      description: 'Description must be at most 2000 characters',
    });
    expect(fieldsOf((await callAction(server.owner.updateBusiness, form, { user: owner, locale: 'es' })).error)).toMatchObject({
      name: m.owner_msg_name({}, { locale: 'es' }),
      description: 'La descripción: máximo 2000 caracteres',
    });
    expect(fieldsOf((await callAction(server.owner.updateBusiness, form, { user: owner, locale: 'fr' })).error)).toMatchObject({
      name: m.owner_msg_name({}, { locale: 'fr' }),
      description: m.owner_msg_too_long({ label: m.owner_label_description({}, { locale: 'fr' }), max: 2000 }, { locale: 'fr' }),
    });
  });

  it('says the opening hours the library cannot read with its reason, French spacing before the colon', () => {
    const problem = openingHoursProblem('Mo 10:00-')!;
    expect(problem.key).toBe('owner_msg_opening_hours');
    expect(problem.in('en')).toMatch(/^These opening hours could not be read: .+\. Example: Mo-Fr 09:00-17:00, Sa 10:00-14:00$/);
    expect(problem.in('fr')).toMatch(/^.+\u00a0: .+Mo-Fr 09:00-17:00, Sa 10:00-14:00$/);
    expect(problem.in('es')).not.toBe(problem.in('en'));
  });

  it('sends a notice said in the caller’s language, back to the page in that language', async () => {
    const replied = await callAction(
      server.owner.replyToReview,
      { businessId: String(businessId), reviewId: String(reviewId), reply: 'Thank you!', next: '/business-dashboard?tab=reviews' },
      { user: owner, locale: 'fr' },
    );
    expect(replied.error).toBeUndefined();
    expect(replied.data).toMatchObject({
      redirect: '/fr/business-dashboard?tab=reviews',
      flash: { title: m.owner_reply_published({}, { locale: 'fr' }), description: m.owner_msg_review_replied({}, { locale: 'fr' }) },
    });
    const again = await callAction(
      server.owner.replyToReview,
      { businessId: String(businessId), reviewId: String(reviewId), reply: 'Twice', next: '/business-dashboard?tab=reviews' },
      { user: owner, locale: 'es' },
    );
    expect(again.error).toMatchObject({ status: 409, message: m.owner_msg_review_already_replied({}, { locale: 'es' }) });
  });

  it('refuses to delete a photo or an upload the business does not have, in French and Spanish', async () => {
    const item = { businessId: String(businessId), id: '999999', next: '/business-dashboard?tab=media' };
    expect((await callAction(server.owner.deleteUpload, item, { user: owner, locale: 'fr' })).error).toMatchObject({
      status: 404,
      message: m.media_error_upload_not_found({}, { locale: 'fr' }),
    });
    expect((await callAction(server.owner.deletePhoto, item, { user: owner, locale: 'es' })).error).toMatchObject({
      status: 404,
      message: m.media_photo_not_found({}, { locale: 'es' }),
    });
    expect((await callAction(server.owner.deletePhoto, item, { user: owner })).error).toMatchObject({ message: 'Photo not found' });
  });

  it('refuses a claim by an admin in Spanish, with the title of the refusal', async () => {
    const refused = await callAction(
      server.claims.claim,
      { businessId: String(otherId), note: 'I run this shop myself', method: 'review' },
      { user: admin, locale: 'es' },
    );
    expect(refused.error).toMatchObject({
      status: 403,
      message: m.owner_msg_admins_manage({}, { locale: 'es' }),
      title: m.owner_msg_access_denied({}, { locale: 'es' }),
    });
  });
});

describe('the visitor’s areas speak keys', () => {
  let member: SessionUser;
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    member = await storeAccount(db, 'user');
  });

  it('an events refusal is said in Spanish and French from its key, with its title', async () => {
    const form = { eventId: '999999', next: '/dashboard' };
    const english = await callAction(server.events.unregister, form, { user: member });
    expect(english.error).toMatchObject({ status: 404, message: 'You are not registered for this event.', title: 'Not registered' });
    const spanish = await callAction(server.events.unregister, form, { user: member, locale: 'es' });
    expect(spanish.error).toMatchObject({ status: 404, message: 'No tienes inscripción para este evento.', title: 'Sin inscripción' });
    const french = await callAction(server.events.unregister, form, { user: member, locale: 'fr' });
    expect(french.error).toMatchObject({ status: 404, message: 'Vous n’êtes pas inscrit à cet événement.', title: 'Pas d’inscription' });
    // The registration form's field messages too.
    const refused = await callAction(server.events.register, { eventId: '999999', firstName: '' }, { user: member, locale: 'fr' });
    expect(fieldsOf(refused.error)).toMatchObject({ firstName: 'Le prénom est obligatoire' });
  });

  it('a bookings refusal is said in Spanish and French from its key, with its title', async () => {
    const english = await callAction(server.bookings.book, { slotId: '999999' }, { user: member });
    expect(english.error).toMatchObject({ status: 404, message: 'This time is no longer offered.', title: 'Booking Error' });
    const spanish = await callAction(server.bookings.book, { slotId: '999999' }, { user: member, locale: 'es' });
    expect(spanish.error).toMatchObject({ status: 404, message: 'Este horario ya no está disponible.', title: 'Error de reserva' });
    const french = await callAction(server.bookings.book, { slotId: '999999' }, { user: member, locale: 'fr' });
    expect(french.error).toMatchObject({ status: 404, message: 'Ce créneau n’est plus proposé.', title: 'Erreur de réservation' });
  });

  it('the trip planner’s API says what its form lacks in English, or in the language asked', async () => {
    const english = await callApi(planTrip, '/api/trip-planner?duration=weekend');
    expect(english.status).toBe(400);
    expect(english.body).toEqual({
      message: 'Please choose at least one interest',
      errors: { interests: 'Please choose at least one interest' },
    });
    const spanish = await callApi(planTrip, '/api/trip-planner?duration=weekend&lang=es');
    expect(spanish.body).toMatchObject({ errors: { interests: m.trip_error_interests({}, { locale: 'es' }) } });
  });
});

describe('the admin and advertising areas speak keys', () => {
  let admin: SessionUser;
  let advertiser: SessionUser;
  let businessId: number;
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    admin = await storeAccount(db, 'admin');
    advertiser = await storeAccount(db, 'user');
    const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
    const category = await createCategory(db, { name: 'Cafes' });
    businessId = (await createBusiness(db, { name: 'Stoop Cafe', communityBoardId: board.id, categoryId: category.id })).id;
  });

  it('an admin refusal, its field message and a notice are said in es and fr from their keys', async () => {
    const self = { userId: String(admin.id), role: 'user' };
    expect((await callAction(server.admin.changeRole, self, { user: admin })).error).toMatchObject({
      status: 409,
      message: 'You cannot change your own role or suspend yourself; ask another admin.',
    });
    expect((await callAction(server.admin.changeRole, self, { user: admin, locale: 'es' })).error).toMatchObject({
      status: 409,
      message: 'No puedes cambiar tu propio rol ni suspenderte; pídeselo a otro administrador.',
    });
    expect((await callAction(server.admin.changeRole, self, { user: admin, locale: 'fr' })).error).toMatchObject({
      status: 409,
      message: 'Vous ne pouvez pas changer votre propre rôle ni vous suspendre\u00a0; demandez-le à un autre administrateur.',
    });
    const noOne = await callAction(
      server.admin.linkOwner,
      { businessId: String(businessId), email: 'nadie@example.com' },
      { user: admin, locale: 'es' },
    );
    expect(noOne.error).toMatchObject({ status: 404, message: 'Ninguna cuenta usa ese correo electrónico.' });
    expect(fieldsOf(noOne.error)).toMatchObject({ email: 'Ninguna cuenta usa ese correo electrónico.' });
    const premium = await callAction(
      server.admin.setPremium,
      { userId: String(advertiser.id), premium: 'on' },
      { user: admin, locale: 'fr', path: '/fr/admin?tab=users' },
    );
    expect(premium.data).toMatchObject({
      redirect: '/fr/admin?tab=users',
      flash: { title: m.admin_toast_done({}, { locale: 'fr' }), description: m.admin_nf_premium_saved({}, { locale: 'fr' }) },
    });
    expect(premium.data.flash.description).not.toBe('Premium is updated.');
  });

  it('a contact form refused for its fields is answered in es and fr from the inbox forms’ keys', async () => {
    const form = { topic: 'general', name: 'Ana', email: 'ana@', subject: '', message: '' };
    const english = await callAction(server.inboxes.contact, form, { ip: '198.51.100.90' });
    expect(fieldsOf(english.error)).toEqual({
      email: 'Please enter a valid email address',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const french = await callAction(server.inboxes.contact, form, { ip: '198.51.100.91', locale: 'fr' });
    expect(fieldsOf(french.error)).toEqual({
      email: m.cards_form_email({}, { locale: 'fr' }),
      subject: m.cards_form_subject({}, { locale: 'fr' }),
      message: m.cards_form_message({}, { locale: 'fr' }),
    });
    expect(fieldsOf(french.error).subject).not.toBe('Subject is required');
  });

  it('a partner application refused by the JSON API names its fields in the language ?lang= asks for', async () => {
    const apply = async (path: string) =>
      (await callApi(applyForPartnership, path, {}, { method: 'POST', json: { businessName: '', email: 'no' } })).body;
    expect((await apply('/api/partnerships/apply')).errors).toMatchObject({
      businessName: 'Business name is required',
      email: 'Valid email is required',
    });
    expect((await apply('/api/partnerships/apply?lang=es')).errors).toMatchObject({
      businessName: 'El nombre del negocio es obligatorio',
      email: 'Se requiere un correo electrónico válido',
    });
  });

  it('an ads refusal, its field messages and its guard are said in es and fr from their keys', async () => {
    const missing = { adId: '999999', next: '/advertiser' };
    expect((await callAction(server.ads.submit, missing, { user: advertiser })).error).toMatchObject({
      status: 404,
      message: 'Ad not found',
    });
    expect((await callAction(server.ads.submit, missing, { user: advertiser, locale: 'es' })).error).toMatchObject({
      status: 404,
      message: 'Anuncio no encontrado',
    });
    expect((await callAction(server.ads.submit, missing, { user: advertiser, locale: 'fr' })).error).toMatchObject({
      status: 404,
      message: 'Annonce introuvable',
    });
    const untitled = await callAction(server.ads.create, { title: '' }, { user: advertiser, locale: 'fr' });
    expect(fieldsOf(untitled.error)).toMatchObject({ title: 'Le titre de l’annonce est obligatoire' });
    expect((await callAction(server.ads.create, {}, { locale: 'es' })).error).toMatchObject({
      status: 401,
      message: 'Inicia sesión para gestionar tus anuncios.',
    });
  });
});

describe('the public forms speak keys', () => {
  let member: SessionUser;
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    member = await storeAccount(db, 'user');
  });

  /** One form's field messages in English, Spanish and French (each call from its own address: the forms count attempts). */
  let address = 0;
  const fieldsIn = async (action: unknown, form: Record<string, unknown>, user: SessionUser | null = null) => {
    const said: Record<string, Record<string, string>> = {};
    for (const locale of ['en', 'es', 'fr'] as const)
      said[locale] = fieldsOf((await callAction(action, form, { user, locale, ip: `198.51.100.${150 + address++}` })).error);
    return said;
  };
  /** A field's too-long message: the field's name in English, only the limit in Spanish and French. */
  const tooLongIn = (english: string, max: number) => ({
    en: english,
    es: `Escribe ${max} caracteres como máximo`,
    fr: `${max} caractères au maximum`,
  });
  const long = (length: number) => 'x'.repeat(length + 1);

  it('the contact and advertising forms say a too-long field with its name in English, its limit in es and fr', async () => {
    const contact = await fieldsIn(server.inboxes.contact, {
      name: long(120),
      email: 'ana@example.com',
      subject: long(200),
      message: 'Hello',
    });
    expect({ en: contact.en.name, es: contact.es.name, fr: contact.fr.name }).toEqual(
      tooLongIn('Name must be at most 120 characters', 120),
    );
    expect(contact.en.subject).toBe('Subject must be at most 200 characters');
    expect(contact.es.subject).toBe('Escribe 200 caracteres como máximo');
    const advertising = await fieldsIn(server.inboxes.advertising, {
      name: 'Ana',
      email: 'no',
      company: long(160),
      package: 'spotlight',
      message: long(5000),
    });
    expect(advertising.en).toMatchObject({
      email: 'Please enter a valid email address',
      company: 'Company must be at most 160 characters',
      message: 'Message must be at most 5000 characters',
    });
    expect(advertising.es.email).toBe('Escribe un correo electrónico válido');
    expect(advertising.fr.email).toBe(m.cards_form_email({}, { locale: 'fr' }));
    expect({ en: advertising.en.company, es: advertising.es.company, fr: advertising.fr.company }).toEqual(
      tooLongIn('Company must be at most 160 characters', 160),
    );
    expect(advertising.fr.message).toBe(m.cards_form_too_long({ label: '', max: 5000 }, { locale: 'fr' }));
  });

  it('the sponsorship, listing-inquiry and partnership forms say their phone and too-long messages in each language', async () => {
    const sponsorship = await fieldsIn(server.inboxes.sponsorship, {
      companyName: long(160),
      contactName: 'Ana',
      email: 'ana@example.com',
      phone: 'call me',
      budget: long(120),
    });
    expect(sponsorship.en).toMatchObject({ companyName: 'Company name must be at most 160 characters' });
    expect(sponsorship.es.companyName).toBe('Escribe 160 caracteres como máximo');
    expect(sponsorship.fr.companyName).toBe('160 caractères au maximum');
    const inquiry = await fieldsIn(server.inboxes.property, {
      propertyId: '1',
      inquirerName: long(120),
      email: 'ana@example.com',
      phone: '12',
      message: 'Is it still available?',
    });
    expect(inquiry.en).toEqual({
      inquirerName: 'Name must be at most 120 characters',
      phone: 'Please enter a valid phone number (at least 7 digits)',
    });
    expect(inquiry.es).toEqual({
      inquirerName: 'Escribe 120 caracteres como máximo',
      phone: 'Escribe un número de teléfono válido (al menos 7 dígitos)',
    });
    expect(inquiry.fr).toEqual({ inquirerName: '120 caractères au maximum', phone: m.cards_form_phone({}, { locale: 'fr' }) });
    const partnership = await fieldsIn(server.inboxes.partnership, { businessName: long(200), description: long(5000) });
    expect(partnership.en).toMatchObject({
      businessName: 'Business name must be at most 200 characters',
      description: 'Description must be at most 5000 characters',
    });
    expect(partnership.es).toMatchObject({
      businessName: 'Escribe 200 caracteres como máximo',
      description: 'Escribe 5000 caracteres como máximo',
    });
    expect(partnership.fr.description).toBe(m.cards_form_too_long({ label: '', max: 5000 }, { locale: 'fr' }));
    const api = async (path: string) =>
      (await callApi(applyForPartnership, path, {}, { method: 'POST', json: { description: long(5000) } })).body;
    expect((await api('/api/partnerships/apply')).errors.description).toBe('Description must be at most 5000 characters');
    expect((await api('/api/partnerships/apply?lang=es')).errors.description).toBe('Escribe 5000 caracteres como máximo');
  });

  it('the donation form says its name and message limits in each language', async () => {
    const donation = await fieldsIn(server.donations.start, {
      amount: '25',
      donorName: long(120),
      donorEmail: 'ana@example.com',
      message: long(1000),
    });
    expect(donation.en).toEqual({
      donorName: 'Name must be at most 120 characters',
      message: 'Message must be at most 1000 characters',
    });
    expect(donation.es).toEqual({ donorName: 'Escribe 120 caracteres como máximo', message: 'Escribe 1000 caracteres como máximo' });
    expect(donation.fr).toEqual({ donorName: '120 caractères au maximum', message: '1000 caractères au maximum' });
  });

  it('the review, report and message forms say their field messages in each language', async () => {
    const review = await fieldsIn(server.reviews.save, { businessId: '1', rating: '9', title: ' ', comment: long(2000) }, member);
    expect(review.en).toEqual({
      rating: 'Please choose a rating from 1 to 5 stars',
      title: 'Review title is required',
      comment: 'Comment must be at most 2000 characters',
    });
    expect(review.es).toEqual({
      rating: 'Elige una calificación de 1 a 5 estrellas',
      title: 'El título de la reseña es obligatorio',
      comment: 'Escribe 2000 caracteres como máximo',
    });
    expect(review.fr).toEqual({
      rating: m.cards_form_rating({}, { locale: 'fr' }),
      title: 'Le titre de l’avis est obligatoire',
      comment: '2000 caractères au maximum',
    });
    const titled = await fieldsIn(server.reviews.save, { businessId: '1', rating: '5', title: long(120) }, member);
    expect({ en: titled.en.title, es: titled.es.title, fr: titled.fr.title }).toEqual(
      tooLongIn('Review title must be at most 120 characters', 120),
    );
    const report = await fieldsIn(server.reviews.report, { reviewId: '1', reason: 'boring', details: long(500) }, member);
    expect(report.en).toEqual({
      reason: 'Please choose why you are reporting this review',
      details: 'Details must be at most 500 characters',
    });
    expect(report.es).toEqual({ reason: 'Elige por qué denuncias esta reseña', details: 'Escribe 500 caracteres como máximo' });
    expect(report.fr).toEqual({ reason: 'Indiquez pourquoi vous signalez cet avis', details: '500 caractères au maximum' });
    const message = await fieldsIn(server.messages.send, { businessId: '1', subject: long(120), content: ' ' }, member);
    expect(message.en).toEqual({ subject: 'Subject must be at most 120 characters', content: 'Please write your message' });
    expect(message.es).toEqual({ subject: 'Escribe 120 caracteres como máximo', content: 'Escribe tu mensaje' });
    expect(message.fr).toEqual({ subject: '120 caractères au maximum', content: 'Écrivez votre message' });
  });
});

describe('the display preferences speak keys', () => {
  it('refuses an unknown voice in the caller’s language, the English as before', async () => {
    const form = { voiceGender: 'robot', next: '/accessibility' };
    const voice = async (locale: 'en' | 'es' | 'fr') =>
      fieldsOf((await callAction(server.preferences.display, form, { locale })).error).voiceGender;
    expect(await voice('en')).toBe('Choose a female or male voice.');
    expect(await voice('es')).toBe(m.media_display_error_voice({}, { locale: 'es' }));
    expect(await voice('fr')).toBe(m.media_display_error_voice({}, { locale: 'fr' }));
    expect(await voice('es')).not.toBe('Choose a female or male voice.');
  });
});

describe('the registration page’s plans', () => {
  it('names the two member plans and account types from messages, English as the seeded plans and roles say them', () => {
    const [free, premium] = SUBSCRIPTION_PLANS;
    expect(m.accounts_plan_free_name({}, { locale: 'en' })).toBe(free.name);
    expect(m.accounts_plan_free_text({}, { locale: 'en' })).toBe(free.description);
    expect(m.accounts_plan_premium_name({}, { locale: 'en' })).toBe(premium.name);
    expect(m.accounts_plan_premium_text({}, { locale: 'en' })).toBe(premium.description);
    expect(m.accounts_role_user({}, { locale: 'en' })).toBe(ROLE_LABELS.user.name);
    expect(m.accounts_role_owner({}, { locale: 'en' })).toBe(ROLE_LABELS.business_owner.name);
    expect(m.accounts_role_user_text({}, { locale: 'en' })).toBe(
      'Browse, save favorites, register for events, property listings, news and donations.',
    );
    expect(m.accounts_plan_free_name({}, { locale: 'es' })).not.toBe(free.name);
  });

  it('writes a plan’s monthly price as before: "$0" for free in English, the language’s currency format in Spanish and French', () => {
    const perMonth = (locale: 'en' | 'es' | 'fr', cents: number) =>
      m.accounts_per_month({ price: formatPlanPriceIn(locale, cents) }, { locale });
    expect(perMonth('en', 0)).toBe('$0/month');
    expect(perMonth('en', 999)).toBe('$9.99/month');
    expect(formatPlanPriceIn('en', 123_456)).toBe('$1,234.56');
    expect(perMonth('es', 0)).toBe(`${moneyIn('es', 0)} al mes`);
    expect(perMonth('es', 999)).toBe(`${moneyIn('es', 999)} al mes`);
    expect(perMonth('fr', 0)).toBe(`${moneyIn('fr', 0)} par mois`);
  });
});

describe('the messages every action shares, and the member areas', () => {
  beforeAll(async () => {
    await useFreshDatabase();
  });

  it('says too many attempts, something went wrong and the data service in the caller’s language, from keys', async () => {
    const once = defineFormAction({
      changes: 'nothing public',
      input: NoInputSchema,
      limit: { name: 'message-keys-once', limit: { limit: 1, windowMs: 60_000 } },
      handler: async () => ({}),
    });
    const ip = '198.51.100.201';
    expect((await callAction(once, {}, { ip, locale: 'es' })).error).toBeUndefined();
    expect((await callAction(once, {}, { ip, locale: 'es' })).error).toMatchObject({
      status: 429,
      message: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
      title: 'Demasiados intentos',
    });
    expect((await callAction(once, {}, { ip, locale: 'fr' })).error).toMatchObject({
      status: 429,
      message: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
      title: 'Trop de tentatives',
    });
    expect((await callAction(once, {}, { ip })).error).toMatchObject({
      message: 'Too many attempts. Please wait a few minutes and try again.',
      title: 'Too Many Attempts',
    });
    const broken = defineFormAction({
      changes: 'nothing public',
      input: z.object({}),
      handler: async () => {
        throw new Error('a bug');
      },
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      expect((await callAction(broken, {}, { locale: 'fr' })).error).toMatchObject({
        status: 500,
        message: 'Une erreur s’est produite. Veuillez réessayer.',
      });
      expect((await callAction(broken, {}, { locale: 'es' })).error).toMatchObject({ message: 'Algo salió mal. Inténtalo de nuevo.' });
    } finally {
      console.error = quiet;
    }
  });

  it('the JSON API says the shared refusals in English, or in the language ?lang= asks for', async () => {
    const limited = apiRoute(() => {
      throw new HttpError(429, TOO_MANY_ATTEMPTS);
    });
    const unavailable = apiRoute(() => {
      throw new DatabaseUnavailableError();
    });
    const broken = apiRoute(() => {
      throw new Error('a bug');
    });
    const body = async (route: typeof limited, path: string) => (await callApi(route, path, {})).body;
    expect(await body(limited, '/api/x')).toMatchObject({ message: 'Too many attempts. Please wait a few minutes and try again.' });
    expect(await body(limited, '/api/x?lang=fr')).toMatchObject({
      message: 'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
    });
    expect(await body(unavailable, '/api/x?lang=es')).toMatchObject({
      message: 'El servicio de datos de la guía no está disponible en este momento. Vuelve a intentarlo en unos minutos.',
    });
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(await body(broken, '/api/x?lang=es')).toMatchObject({ message: 'Algo salió mal. Inténtalo de nuevo.' });
      expect(await body(broken, '/api/x')).toMatchObject({ message: 'Something went wrong. Please try again.' });
    } finally {
      console.error = quiet;
    }
  });

  it('answers the accounts, settings and favorites forms in the caller’s language', async () => {
    const signIn = await callAction(server.auth.signIn, { email: '', password: '' }, { locale: 'es' });
    expect(fieldsOf(signIn.error)).toMatchObject({
      email: m.accounts_error_email_required({}, { locale: 'es' }),
      password: m.accounts_error_password_required({}, { locale: 'es' }),
    });
    const register = await callAction(
      server.auth.createAccount,
      { email: 'not-an-email', password: 'password1', firstName: '' },
      { locale: 'fr' },
    );
    expect(fieldsOf(register.error)).toMatchObject({
      email: m.accounts_error_email({}, { locale: 'fr' }),
      password: 'Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.',
      firstName: m.accounts_error_first_name({}, { locale: 'fr' }),
    });
    const settings = await callAction(server.settings.updateProfile, { firstName: 'Ada' }, { locale: 'es' });
    expect(settings.error).toMatchObject({
      status: 401,
      message: m.media_settings_error_sign_in({}, { locale: 'es' }),
      title: 'Inicia sesión',
    });
    const heart = await callAction(server.favorites.change, { businessId: '1', intent: 'add', next: '/' }, { locale: 'fr' });
    expect(heart.error).toMatchObject({ status: 401, message: m.notices_fav_login({}, { locale: 'fr' }), title: 'Connexion requise' });
    const premium = await callAction(server.payments.subscribe, { plan: 'premium-monthly' }, { locale: 'es' });
    expect(premium.error).toMatchObject({ status: 401, message: m.partners_sub_login_text({}, { locale: 'es' }) });
    expect(premium.error.message).not.toBe('Please log in to subscribe to premium features.');
  });
});

describe('the organiser’s forms speak keys', () => {
  let owner: SessionUser;
  let premiumId: number;
  let basicId: number;
  const event = (businessId: number, fields: Record<string, string> = {}) => ({
    businessId: String(businessId),
    title: 'Stoop Jazz',
    description: 'A set on the stoop.',
    date: '2099-06-10',
    next: '/business-dashboard?tab=events',
    ...fields,
  });
  beforeAll(async () => {
    const { db } = await useFreshDatabase();
    const board = await createBoard(db);
    const category = await createCategory(db);
    const places = { communityBoardId: board.id, categoryId: category.id };
    premiumId = (await createBusiness(db, { ...places, name: 'Lenox Hall', isPremium: true })).id;
    basicId = (await createBusiness(db, { ...places, name: 'Corner Diner' })).id;
    owner = await storeAccount(db, 'business_owner', { businessId: premiumId });
  });

  it('an event’s field messages are said in each language, a too-long title with its field’s name', async () => {
    const form = event(premiumId, { title: 'x'.repeat(121), date: 'soon', maxCapacity: '0' });
    const answers = await Promise.all(
      (['en', 'es', 'fr'] as const).map(async (locale) =>
        fieldsOf((await callAction(server.owner.createEvent, form, { user: owner, locale })).error),
      ),
    );
    expect(answers[0]).toMatchObject({
      title: 'Event title must be at most 120 characters',
      date: 'Event date is required',
      maxCapacity: 'Maximum capacity must be at least 1',
    });
    expect(answers[1]).toMatchObject({
      title: 'Título del evento: máximo 120 caracteres',
      date: m.organiser_msg_date({}, { locale: 'es' }),
    });
    expect(answers[2]).toMatchObject({
      title: 'Titre de l’événement\u00a0: 120 caractères au maximum',
      maxCapacity: 'La capacité maximale doit être d’au moins 1',
    });
  });

  it('an event refusal and its title, and the notice of a success, are said in the caller’s language', async () => {
    const basicOwner = { ...owner, businessId: basicId };
    const refusals = await Promise.all(
      (['en', 'es', 'fr'] as const).map(
        async (locale) => (await callAction(server.owner.createEvent, event(basicId), { user: basicOwner, locale })).error,
      ),
    );
    expect(refusals[0]).toMatchObject({
      status: 403,
      message: 'Event management is a premium listing feature. Upgrade to Premium to post events.',
      title: 'Premium Feature',
    });
    expect(refusals[1]).toMatchObject({ message: m.organiser_msg_premium_only({}, { locale: 'es' }), title: 'Función Premium' });
    expect(refusals[2]).toMatchObject({ message: m.organiser_msg_premium_only({}, { locale: 'fr' }), title: 'Fonctionnalité Premium' });
    const created = await callAction(server.owner.createEvent, event(premiumId, { next: '/business-dashboard?tab=events' }), {
      user: owner,
      locale: 'es',
    });
    expect(created.data).toMatchObject({
      redirect: '/es/business-dashboard?tab=events',
      flash: { title: '¡Listo!', description: 'Evento creado', variant: 'success' },
    });
    const english = await callAction(server.owner.createEvent, event(premiumId), { user: owner, locale: 'en' });
    expect(english.data.flash).toMatchObject({ title: 'Success', description: 'Event created successfully' });
    const french = await callAction(server.owner.createEvent, event(premiumId), { user: owner, locale: 'fr' });
    expect(french.data.flash).toMatchObject({
      title: m.organiser_success({}, { locale: 'fr' }),
      description: m.organiser_msg_created({}, { locale: 'fr' }),
    });
  });

  it('a booking refusal is said in the caller’s language', async () => {
    const form = { businessId: String(premiumId), bookingId: '999999', next: '/business-dashboard?tab=bookings' };
    expect((await callAction(server.owner.cancelBooking, form, { user: owner })).error).toMatchObject({
      status: 404,
      message: 'Booking not found',
    });
    expect((await callAction(server.owner.cancelBooking, form, { user: owner, locale: 'es' })).error).toMatchObject({
      status: 404,
      message: m.organiser_msg_booking_not_found({}, { locale: 'es' }),
    });
    expect((await callAction(server.owner.cancelBooking, form, { user: owner, locale: 'es' })).error.message).not.toBe('Booking not found');
  });

  it('a listing payment’s refusals are said in the caller’s language', async () => {
    const plan = { plan: 'Not A Plan', businessId: String(premiumId), returnTo: 'payment' };
    expect(fieldsOf((await callAction(server.payments.buyListing, plan, { user: owner })).error)).toMatchObject({
      plan: 'Please choose one of the listing plans.',
    });
    expect(fieldsOf((await callAction(server.payments.buyListing, plan, { user: owner, locale: 'fr' })).error)).toMatchObject({
      plan: m.organiser_msg_choose_listing_plan({}, { locale: 'fr' }),
    });
    // Payments are not configured in the unit tests: the listing says so in the organiser's words.
    const unconfigured = await callAction(server.payments.buyListing, { ...plan, plan: 'annual-premium' }, { user: owner, locale: 'es' });
    expect(unconfigured.error).toMatchObject({
      status: 503,
      message: 'Los pagos en línea aún no están configurados en este sitio. No se te cobró nada.',
    });
  });
});

describe('the membership, tickets, waitlist, reviews and messages speak keys', () => {
  const LOCALES = ['en', 'es', 'fr'] as const;
  let db: Database;
  let member: SessionUser;
  let premium: SessionUser;
  let reviewer: SessionUser;
  let businessId: number;
  let reviewId: number;
  let openEventId: number;
  beforeAll(async () => {
    ({ db } = await useFreshDatabase());
    // Premium members hold their plan's benefits (messaging among them).
    await insertPremiumPlan(db);
    member = await storeAccount(db, 'user');
    premium = await storeAccount(db, 'user', { isPremium: true });
    reviewer = await storeAccount(db, 'user');
    const board = await createBoard(db);
    const category = await createCategory(db);
    businessId = (await createBusiness(db, { communityBoardId: board.id, categoryId: category.id, name: 'Stoop Coffee' })).id;
    reviewId = (await createReview(db, { userId: member.id, businessId, rating: 4, title: 'Good coffee' })).id;
    openEventId = (await createEvent(db, { title: 'Stoop Sale', maxAttendees: 20 })).id;
  });

  /** Stripe keys set, so the services answer (their refusals come before any call to Stripe). */
  const withStripeKeys = async <T>(run: () => Promise<T>): Promise<T> => {
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_keys', STRIPE_WEBHOOK_SECRET: 'whsec_keys' });
    resetConfig();
    try {
      return await run();
    } finally {
      delete process.env.STRIPE_SECRET_KEY;
      delete process.env.STRIPE_WEBHOOK_SECRET;
      resetConfig();
    }
  };

  it('a membership refusal is said with its title in each language, the English the spec’s', async () => {
    await withStripeKeys(async () => {
      for (const locale of LOCALES) {
        const refused = await callAction(server.payments.refundMembership, {}, { user: member, locale });
        expect(refused.error).toMatchObject({
          status: 404,
          message: m.partners_sub_refund_none({}, { locale }),
          title: m.partners_sub_refund_unavailable({}, { locale }),
        });
      }
      await db
        .update(users)
        .set({
          stripeSubscriptionId: 'sub_keys',
          subscriptionStatus: 'active',
          subscriptionStartedAt: new Date(Date.now() - 40 * 86_400_000),
        })
        .where(eq(users.id, member.id));
      const late = await callAction(server.payments.refundMembership, {}, { user: member, locale: 'es' });
      expect(late.error).toMatchObject({
        status: 409,
        message: m.partners_sub_guarantee_over({}, { locale: 'es' }),
        title: 'Reembolso no disponible',
      });
    });
    expect(m.partners_sub_refund_none({}, { locale: 'en' })).toBe('There is no Premium subscription on this account to refund.');
    expect(m.partners_sub_refund_unavailable({}, { locale: 'en' })).toBe('Refund Not Available');
    expect(m.partners_sub_refund_none({}, { locale: 'fr' })).not.toBe(m.partners_sub_refund_none({}, { locale: 'en' }));
    // Without Stripe keys the refusal says payments are unavailable, in the caller's language too.
    const unconfigured = await callAction(server.payments.refundMembership, {}, { user: member, locale: 'fr' });
    expect(unconfigured.error).toMatchObject({
      status: 503,
      title: 'Paiements indisponibles',
      message: m.partners_payments_off({}, { locale: 'fr' }),
    });
    // The plan field's message is a key too.
    const plan = await callAction(server.payments.subscribe, { plan: 'Not A Plan' }, { user: member, locale: 'es' });
    expect(fieldsOf(plan.error)).toEqual({ plan: 'Elige el plan Premium mensual o anual.' });
  });

  it('a ticket refusal is said with its title in each language', async () => {
    await withStripeKeys(async () => {
      const english = await callAction(server.payments.payTicket, { eventId: String(openEventId) }, { user: member });
      expect(english.error).toMatchObject({
        status: 404,
        message: 'You have no seat waiting for payment at this event. Register first.',
        title: 'Payment Error',
      });
      for (const locale of ['es', 'fr'] as const) {
        const refused = await callAction(server.payments.payTicket, { eventId: String(openEventId) }, { user: member, locale });
        expect(refused.error).toMatchObject({
          status: 404,
          message: m.events_ticket_no_hold({}, { locale }),
          title: m.partners_payment_error({}, { locale }),
        });
        expect(refused.error.message).not.toBe(english.error.message);
      }
    });
  });

  it('a waitlist refusal is said with its title in each language', async () => {
    const form = { eventId: String(openEventId), next: '/events' };
    const english = await callAction(server.waitlist.join, form, { user: member });
    expect(english.error).toMatchObject({
      status: 409,
      message: 'Seats are still available for this event: register instead.',
      title: 'Seats Available',
    });
    const spanish = await callAction(server.waitlist.join, form, { user: member, locale: 'es' });
    expect(spanish.error).toMatchObject({
      status: 409,
      message: m.dashboard_waitlist_not_full({}, { locale: 'es' }),
      title: 'Hay lugares disponibles',
    });
    const french = await callAction(server.waitlist.join, form, { user: member, locale: 'fr' });
    expect(french.error).toMatchObject({
      status: 409,
      message: m.dashboard_waitlist_not_full({}, { locale: 'fr' }),
      title: 'Places disponibles',
    });
  });

  it('a review report’s notice is said in each language, and so is its sign-in refusal', async () => {
    const form = { reviewId: String(reviewId), reason: 'spam', next: `/business/${businessId}` };
    const first = await callAction(server.reviews.report, form, { user: reviewer });
    expect(first.data.flash).toEqual({
      title: 'Review reported',
      description: 'Thank you: the review was reported to our team.',
      variant: 'success',
    });
    for (const locale of ['es', 'fr'] as const) {
      const again = await callAction(server.reviews.report, form, { user: reviewer, locale });
      expect(again.data.flash).toEqual({
        title: m.businesses_review_reported_title({}, { locale }),
        description: m.businesses_review_already_reported({}, { locale }),
        variant: 'success',
      });
      expect(again.data.flash.title).not.toBe('Review reported');
      const signedOut = await callAction(server.reviews.report, form, { locale });
      expect(signedOut.error).toMatchObject({ status: 401, message: m.businesses_report_login({}, { locale }) });
    }
  });

  it('a message’s notice is said in each language; a member without premium is refused with its title', async () => {
    for (const locale of LOCALES) {
      const form = {
        businessId: String(businessId),
        subject: '',
        content: `Are you open late? (${locale})`,
        next: `/business/${businessId}`,
      };
      const sent = await callAction(server.messages.send, form, { user: premium, locale });
      expect(sent.data.flash).toEqual({
        title: m.businesses_message_sent_title({}, { locale }),
        description: m.businesses_message_sent({}, { locale }),
        variant: 'success',
      });
      const refused = await callAction(server.messages.send, form, { user: member, locale });
      expect(refused.error).toMatchObject({
        status: 403,
        message: m.businesses_message_premium_only({}, { locale }),
        title: m.businesses_premium_feature({}, { locale }),
      });
    }
    expect(m.businesses_message_sent_title({}, { locale: 'en' })).toBe('Message sent');
    expect(m.businesses_message_sent({}, { locale: 'en' })).toBe(
      "Your message was sent. The owner's reply will appear in your dashboard and arrive by email.",
    );
  });
});
