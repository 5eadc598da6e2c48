// @vitest-environment jsdom
/**
 * The business dashboard's counted words in each language (issue 32): the rating card's review
 * count and the cancel confirmation come from the messages, English as it always read, its
 * counts thousands separated ("From 1,204 reviews", "1,204 registrants").
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BusinessDashboard from '#components/islands/owner/BusinessDashboard.tsx';
import EventsTab from '#components/islands/owner/EventsTab.tsx';
import OverviewTab from '#components/islands/owner/OverviewTab.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import type { OwnerDashboardView, OwnerEventView } from '#lib/views/owner-dashboard.ts';
import { organiser_cancel_event } from '#paraglide/messages.js';
import { resetIslands } from '../../helpers/islands.ts';

const event = (registered: number): OwnerEventView =>
  ({
    id: 1,
    businessId: 12,
    title: 'Jazz on Lenox',
    description: 'Live jazz',
    date: '2026-12-12',
    startTime: '19:30',
    endTime: '22:00',
    startsAt: '2026-12-13T00:30:00.000Z',
    endsAt: null,
    location: null,
    latitude: null,
    longitude: null,
    price: null,
    imageUrl: null,
    isPremium: false,
    requiresBooking: true,
    maxCapacity: 5000,
    seriesId: null,
    communityBoardId: null,
    communityBoard: null,
    registered,
    access: {},
    repeats: null,
    ticketTypes: [],
  }) as unknown as OwnerEventView;

const data = (reviewCount: number, registered = 3): OwnerDashboardView =>
  ({
    audience: {},
    asOf: '2026-12-01T15:00:00.000Z',
    business: { id: 12, name: 'Sylvia Test Kitchen' },
    summary: { isPremium: true, rating: 4.5, reviewCount, unread: 0, videoCount: 0 },
    listingFeatures: { events: true, videos: true },
    upgrade: null,
    paymentsConfigured: true,
    connection: { state: 'not_connected', chargesEnabled: false, payoutsEnabled: false, detailsSubmitted: false, requirementsDue: 0 },
    listingExpiresAt: '2027-01-15T17:00:00.000Z',
    boards: [],
    categories: [],
    events: [event(registered)],
    translations: [],
    payments: [],
    reviews: [],
    messages: [],
    photos: [],
    videos: [],
    uploads: [],
    services: [],
    bookings: [],
    promoCodes: [],
  }) as unknown as OwnerDashboardView;

beforeEach(() => history.replaceState(null, '', '/business-dashboard?tab=payments'));
afterEach(() => {
  resetIslands();
  vi.restoreAllMocks();
});

describe('the rating card', () => {
  const reviewsNote = (locale: Locale, count: number) => {
    const { container, unmount } = render(
      <BusinessDashboard
        data={data(count)}
        tab="payments"
        page="/business-dashboard?tab=payments"
        mapTiles={null}
        posted={null}
        locale={locale}
      />,
    );
    const text = container.querySelectorAll('.owner-cards li')[1].querySelectorAll('small')[1].textContent;
    unmount();
    return text;
  };

  it('counts the reviews in English as before, thousands separated', () => {
    expect(reviewsNote('en', 1)).toBe('From 1 review');
    expect(reviewsNote('en', 0)).toBe('From 0 reviews');
    expect(reviewsNote('en', 1204)).toBe('From 1,204 reviews');
  });

  it('counts them in Spanish and French as before', () => {
    expect(reviewsNote('es', 1)).toBe('De 1 reseña');
    expect(reviewsNote('es', 1204)).toBe('De 1204 reseñas');
    expect(reviewsNote('fr', 2)).toBe('Sur 2 avis');
  });
});

describe('cancelling an event', () => {
  const confirmation = async (locale: Locale, registered: number) => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { unmount } = render(
      <EventsTab locale={locale} data={data(0, registered)} page="/business-dashboard?tab=events" posted={null} onChanged={() => {}} />,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: organiser_cancel_event({}, { locale }) }));
    });
    unmount();
    const [asked] = confirm.mock.calls.at(-1)!;
    confirm.mockRestore();
    return asked;
  };

  it('asks in English as before, the count thousands separated', async () => {
    expect(await confirmation('en', 1)).toBe('Cancel "Jazz on Lenox"? 1 registrant will be emailed and paid tickets refunded.');
    expect(await confirmation('en', 1204)).toBe('Cancel "Jazz on Lenox"? 1,204 registrants will be emailed and paid tickets refunded.');
  });

  it('asks in Spanish and French as before', async () => {
    expect(await confirmation('es', 1204)).toBe(
      '¿Cancelar “Jazz on Lenox”? Se les enviará un correo a 1204 personas inscritas y se reembolsarán las entradas pagadas.',
    );
    expect(await confirmation('fr', 1)).toBe(
      'Annuler «\u00a0Jazz on Lenox\u00a0»\u00a0? 1 inscrit recevra un e-mail et les billets payés seront remboursés.',
    );
  });
});

describe('the overview’s opening hours', () => {
  // Every language draws the week from the stored hours (weekLinesIn); English says noon and midnight, as the server's lines do.
  const hoursOf = (locale: Locale) => {
    const business = {
      id: 12,
      name: 'Sylvia Test Kitchen',
      description: null,
      address: '328 Lenox Ave',
      phone: null,
      email: null,
      website: null,
      openingHours: 'Mo-Fr 12:00-24:00; Sa-Su off',
      hoursLines: ['Mon–Fri: noon–midnight', 'Sat–Sun: Closed'],
      hours: null,
      openStatus: null,
      rating: null,
      priceRange: null,
      communityBoard: { number: 10, name: 'Central Harlem' },
      category: { id: 1, name: 'Restaurants' },
    };
    const view = { ...data(0), business, audience: { viewsLast30Days: 0, favorites: 0 } } as unknown as OwnerDashboardView;
    const { container, unmount } = render(<OverviewTab data={view} locale={locale} />);
    const lines = [...container.querySelectorAll('.owner-hours li')].map((line) => line.textContent);
    unmount();
    return lines;
  };

  it('are the server’s English lines in English, and the language’s own in Spanish and French', () => {
    expect(hoursOf('en')).toEqual(['Mon–Fri: noon–midnight', 'Sat–Sun: Closed']);
    expect(hoursOf('es')).toEqual(['Lun–vie: 12 p.m.–12 a.m.', 'Sáb–dom: Cerrado']);
    expect(hoursOf('fr')).toEqual(['Lun.–ven.\u00a0: 12:00–0:00', 'Sam.–dim.\u00a0: Fermé']);
  });
});
