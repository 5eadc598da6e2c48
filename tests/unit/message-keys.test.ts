/**
 * Messages are keys (issue 32, decision 028): a refusal raised with a message key is said once, in
 * the caller's language, where it leaves the server: an action's error and field messages, a form's
 * notice, and the JSON API (English by default; `?lang=` or Accept-Language choose another). The
 * plan forms are the first area spoken this way.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '#actions/index.ts';
import { apiRoute } from '#lib/server/api/http.ts';
import { HttpError, fieldError } from '#lib/server/http/errors.ts';
import { fieldErrors } from '#lib/server/http/forms.ts';
import { messageKey, said, saidOfKey } from '#lib/i18n/said.ts';
import { ADMIN_PLAN_MESSAGES, alreadySubscribed } from '#lib/schemas/plans-messages.ts';
import { NewPartnershipPlanSchema } from '#lib/schemas/plans.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import * as m from '#paraglide/messages.js';
import { storeAccount } from '../helpers/accounts.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { defineFormAction } from '#lib/server/actions/define-action.ts';
import { NoInputSchema } from '#lib/schemas/payments.ts';
import { z } from 'zod';
import { TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';
import { DatabaseUnavailableError } from '#lib/server/db/client.ts';
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

describe('the messages every action shares, and the member areas', () => {
  beforeAll(async () => {
    await useFreshDatabase();
  });

  it('says too many attempts, something went wrong and the data service in the caller’s language, from keys', async () => {
    const once = defineFormAction({
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
