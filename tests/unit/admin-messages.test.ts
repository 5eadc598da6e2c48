/** The admin actions answer in the language of the page that called them; English stays the spec's wording. */
import { describe, expect, it } from 'vitest';
import { server } from '#actions/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { NOT_YOURSELF } from '#lib/server/admin/admin-users.ts';
import { belowRegistered } from '#lib/schemas/owner-events-messages.ts';
import { createBoard, createCategory } from '../factories/index.ts';
import { storeAccount } from '../helpers/accounts.ts';
import { cookieJar } from '../helpers/api.ts';
import { fieldsOf } from '../helpers/actions.ts';
import { useFreshDatabase } from '../helpers/database.ts';

const adminActions = server.admin;

/** Calls an action as a page in `locale` would (the middleware sets locals.locale). */
async function callIn(locale: Locale, action: unknown, values: Record<string, unknown>, user: SessionUser) {
  const url = new URL(`/${locale}/admin-panel`, 'http://localhost');
  const context = {
    locals: { user, session: null, locale },
    cookies: cookieJar().cookies,
    request: new Request(url, { method: 'POST' }),
    url,
    clientAddress: '198.51.100.78',
    isPrerendered: false,
    site: undefined,
  };
  return (action as (input: unknown, context: unknown) => Promise<{ data?: any; error?: any }>)(values, context);
}

describe('admin messages', async () => {
  const { db } = await useFreshDatabase();
  const board = await createBoard(db, { number: 10, name: 'Central Harlem' });
  const category = await createCategory(db, { name: 'Cafes' });
  const admin = await storeAccount(db, 'admin');
  const member = await storeAccount(db, 'user');

  it('says the event form’s messages as the organiser’s form does, those built from values too', async () => {
    const event = {
      title: 'Jazz on Lenox',
      date: '2099-12-31',
      location: 'x'.repeat(201),
      repeats: 'monthly-date',
      maxCapacity: '9999999',
    };
    expect(fieldsOf((await callIn('fr', adminActions.createEvent, event, admin)).error)).toMatchObject({
      location: 'Lieu\u00a0: 200 caractères au maximum',
      maxCapacity: 'La capacité maximale ne peut pas dépasser 5000',
      // 2099-12-31 is a Thursday.
      repeats: 'Certains mois n’ont pas de 31\u00a0: choisissez le dernier jeudi de chaque mois, ou une date jusqu’au 28',
    });
    expect(fieldsOf((await callIn('en', adminActions.createEvent, event, admin)).error)).toMatchObject({
      location: 'Location must be at most 200 characters',
      repeats: 'Not every month has a 31st: choose every month on the last Thursday, or a date up to the 28th',
    });
    // The admin's event edit says the capacity the organiser's way (one message for both forms).
    expect(belowRegistered(12).in('es')).toBe('El cupo no puede ser menor que las 12 personas ya inscritas');
  });

  it('answers a refused form, a service refusal, a guard and a success in Spanish or French', async () => {
    expect(fieldsOf((await callIn('es', adminActions.createBusiness, {}, admin)).error)).toMatchObject({
      name: 'El nombre del negocio es obligatorio',
      communityBoardId: 'El distrito comunitario es obligatorio',
      categoryId: 'La categoría es obligatoria',
    });
    const created = await callIn(
      'es',
      adminActions.createBusiness,
      {
        name: 'Café de Prueba',
        address: '1 W 125th St, New York, NY 10027',
        communityBoardId: String(board.id),
        categoryId: String(category.id),
      },
      admin,
    );
    expect(created.data.flash).toMatchObject({ title: 'Listo', description: '¡Negocio creado correctamente!' });
    expect(created.data.redirect).toBe(`/es/admin-panel?created=business&id=${created.data.business.id}`);
    expect((await callIn('fr', adminActions.changeRole, { userId: String(admin.id), role: 'user' }, admin)).error).toMatchObject({
      status: 409,
      message: 'Vous ne pouvez pas changer votre propre rôle ni vous suspendre\u00a0; demandez-le à un autre administrateur.',
    });
    expect((await callIn('en', adminActions.changeRole, { userId: String(admin.id), role: 'user' }, admin)).error).toMatchObject({
      status: 409,
      message: NOT_YOURSELF.in('en'),
    });
    expect((await callIn('es', adminActions.setPremium, { userId: '1' }, member)).error).toMatchObject({
      status: 403,
      message: 'Se requiere acceso de administrador',
    });
  });
});
