/**
 * Messages are keys (issue 32, decision 028): a refusal raised with a message key is said once, in
 * the caller's language, where it leaves the server: an action's error and field messages, a form's
 * notice, and the JSON API (English by default; `?lang=` or Accept-Language choose another). The
 * plan forms are the first area spoken this way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '#actions/index.ts';
import { apiRoute } from '#lib/server/api/http.ts';
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
import { callApi } from '../helpers/api.ts';
import { useFreshDatabase } from '../helpers/database.ts';

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
