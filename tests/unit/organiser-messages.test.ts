/**
 * The organiser's actions answer in the visitor's language (decision 024): field messages, a
 * guard's refusal and the notice of a success in Spanish or French, and in English word for word
 * as the spec has them.
 */
import { describe, expect, it } from 'vitest';
import { bookings } from '#actions/bookings.ts';
import { server } from '#actions/index.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import { belowRegistered, noMonthlyDate, OWNER_EVENT_FIELD_LABELS, OWNER_EVENT_MESSAGES } from '#lib/schemas/owner-events-messages.ts';
import { BOOKING_MESSAGES } from '#lib/schemas/bookings-messages.ts';
import type { SessionUser } from '#lib/server/auth/session.ts';
import { fieldsOf } from '../helpers/actions.ts';

const { owner } = server;

const ownerOf = (businessId: number): SessionUser => ({
  id: 41,
  email: 'owner@example.com',
  firstName: 'Olu',
  lastName: null,
  profileImageUrl: null,
  role: 'business_owner',
  isPremium: false,
  businessId,
  hasPassword: true,
  favoriteCount: 0,
});

type Result = { data?: unknown; error?: { code: string; message: string; title?: string; fields?: Record<string, string[]> } };

/** Calls an action as a page in `locale` would (an island's call carries its page's language). */
async function call(action: unknown, values: Record<string, unknown>, locale: Locale, user: SessionUser | null): Promise<Result> {
  const url = new URL(`/${locale === 'en' ? '' : `${locale}/`}business-dashboard`, 'http://localhost');
  const context = {
    locals: { user, session: null, locale },
    cookies: { get: () => undefined, set: () => {}, delete: () => {} },
    request: new Request(url, { method: 'POST' }),
    url,
    clientAddress: '198.51.100.78',
    isPrerendered: false,
    site: undefined,
  };
  return (action as (input: unknown, context: unknown) => Promise<Result>)(values, context);
}

const badService = {
  businessId: '12',
  name: '',
  price: 'cheap',
  durationMinutes: '2',
  placesPerSlot: '0',
  next: '/business-dashboard?tab=events',
};

describe('the organiser’s server messages', () => {
  it('keep the spec’s English and read in Spanish and French', () => {
    expect(OWNER_EVENT_MESSAGES.created.in('en')).toBe('Event created successfully');
    expect(OWNER_EVENT_MESSAGES.created.in('es')).toBe('Evento creado');
    expect(BOOKING_MESSAGES.full.in('fr')).toBe('Ce créneau est complet. Veuillez en choisir un autre.');
    expect(OWNER_EVENT_FIELD_LABELS.title(120).in('en')).toBe('Event title must be at most 120 characters');
    expect(OWNER_EVENT_FIELD_LABELS.title(120).in('es')).toBe('Título del evento: máximo 120 caracteres');
    expect(belowRegistered(12).in('en')).toBe('Capacity cannot be lower than the 12 people already registered');
    expect(belowRegistered(12).in('es')).toBe('El cupo no puede ser menor que las 12 personas ya inscritas');
    // 2025-12-31 is a Wednesday.
    expect(noMonthlyDate('2025-12-31', 31).in('en')).toBe(
      'Not every month has a 31st: choose every month on the last Wednesday, or a date up to the 28th',
    );
    expect(noMonthlyDate('2025-12-30', 30).in('en')).toMatch(/^Not every month has a 30th: choose every month on the last Tuesday,/);
    expect(noMonthlyDate('2025-12-31', 31).in('fr')).toBe(
      'Certains mois n’ont pas de 31\u00a0: choisissez le dernier mercredi de chaque mois, ou une date jusqu’au 28',
    );
    expect(OWNER_EVENT_MESSAGES.capacityTooLarge.in('en')).toBe('Maximum capacity must be at most 5000');
    expect(OWNER_EVENT_MESSAGES.capacityTooLarge.in('es')).toBe('El cupo máximo no puede pasar de 5000');
  });

  it('a refused service is explained field by field in the page’s language, and in English as before', async () => {
    const spanish = await call(owner.createService, badService, 'es', ownerOf(12));
    expect(fieldsOf(spanish.error)).toEqual({
      name: 'El nombre del servicio es obligatorio',
      price: 'El precio debe ser un monto, como 45 o 45.00 (0 si es gratis)',
      durationMinutes: 'La duración debe estar entre 5 minutos y 12 horas',
      placesPerSlot: 'Los lugares por horario deben estar entre 1 y 500',
    });
    expect(spanish.error?.message).toBe('El nombre del servicio es obligatorio');
    const english = await call(owner.createService, badService, 'en', ownerOf(12));
    expect(fieldsOf(english.error)).toMatchObject({ name: BOOKING_MESSAGES.name.in('en'), price: BOOKING_MESSAGES.price.in('en') });
  });

  it('an event form’s dates and capacity are refused in French', async () => {
    const answer = await call(
      owner.createEvent,
      {
        businessId: '12',
        title: 'Jazz',
        description: 'Live',
        date: 'soon',
        startTime: '25:00',
        maxCapacity: '9999999',
        next: '/fr/business-dashboard',
      },
      'fr',
      ownerOf(12),
    );
    expect(fieldsOf(answer.error)).toMatchObject({
      date: 'La date de l’événement est obligatoire',
      startTime: 'Saisissez une heure comme 19:30',
      maxCapacity: 'La capacité maximale ne peut pas dépasser 5000',
    });
  });

  it('another owner’s business is refused in Spanish before anything is read', async () => {
    const answer = await call(owner.cancelBooking, { businessId: '13', bookingId: '1', next: '/es/business-dashboard' }, 'es', ownerOf(12));
    expect(answer.error?.code).toBe('FORBIDDEN');
    expect(answer.error?.message).toBe('Solo puedes administrar tu propio negocio.');
    expect(answer.error?.title).toBe('Acceso denegado');
    const signedOut = await call(bookings.book, { slotId: '1' }, 'es', null);
    expect(signedOut.error?.message).toBe('Inicia sesión para reservar.');
  });
});
