// @vitest-environment jsdom
/**
 * The organiser's tabs of the business dashboard in Spanish and French (decision 024): every word
 * of the guide translated, people's words (event titles, service names) marked English, names kept
 * from translation, and the toasts in the page's language.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import EventsTab from '#components/islands/owner/EventsTab.tsx';
import EventForm from '#components/islands/owner/EventForm.tsx';
import PaymentsTab from '#components/islands/owner/PaymentsTab.tsx';
import SalesTab from '#components/islands/owner/SalesTab.tsx';
import AttendeeList from '#components/islands/owner/AttendeeList.tsx';
import type { Locale } from '#lib/i18n/locales.ts';
import type { OwnerDashboardView, OwnerEventView } from '#lib/views/owner-dashboard.ts';
import type { SalesView } from '#lib/views/sales.ts';
import { $toast } from '#stores/toasts.ts';
import { handFetch, resetIslands } from '../../helpers/islands.ts';
import { answerAction } from '../../mocks/astro-actions.ts';

const access = {
  stepFreeEntrance: null,
  accessibleRestroom: null,
  hearingLoop: null,
  seating: null,
} as unknown as OwnerEventView['access'];
const event = (id: number, date: string, extra: Partial<OwnerEventView> = {}): OwnerEventView => ({
  id,
  businessId: 12,
  title: `Jazz Night ${id}`,
  description: 'Live jazz',
  date,
  startTime: '19:30',
  endTime: '22:00',
  startsAt: `${date}T23:30:00.000Z`,
  endsAt: null,
  location: null,
  latitude: null,
  longitude: null,
  price: '25.00',
  imageUrl: null,
  isPremium: true,
  requiresBooking: true,
  maxCapacity: 50,
  seriesId: null,
  communityBoardId: null,
  communityBoard: null,
  registered: 3,
  access,
  refundDaysBefore: 7,
  opensToAllAt: null,
  ticketTypes: [],
  repeats: null,
  ...extra,
});

const data = (overrides: Partial<OwnerDashboardView> = {}): OwnerDashboardView => ({
  audience: {} as OwnerDashboardView['audience'],
  asOf: '2026-12-01T15:00:00.000Z',
  business: { id: 12, name: 'Sylvia Test Kitchen' } as OwnerDashboardView['business'],
  summary: { isPremium: true, rating: null, reviewCount: 0, unread: 0, videoCount: 0 },
  listingFeatures: { events: true, videos: true },
  upgrade: null,
  paymentsConfigured: true,
  connection: { state: 'enabled', chargesEnabled: true, payoutsEnabled: true, detailsSubmitted: true, requirementsDue: 0 },
  listingExpiresAt: '2027-01-15T17:00:00.000Z',
  boards: [],
  categories: [],
  events: [
    event(1, '2026-12-12', {
      repeats: 'Every week on Saturday',
      ticketTypes: [
        {
          id: 5,
          eventId: 1,
          name: 'VIP',
          priceCents: 6000,
          quantity: 10,
          salesStartAt: null,
          salesEndAt: '2026-12-12T20:00:00.000Z',
          maxPerOrder: 4,
          position: 0,
          held: 2,
          sold: 1,
        },
      ],
    }),
    event(2, '2026-11-20', { registered: 1 }),
  ],
  translations: [],
  payments: [
    {
      id: 1,
      planName: 'Premium Monthly',
      amountCents: 4900,
      status: 'paid',
      paidAt: '2026-11-15T17:00:00.000Z',
      expiresAt: '2026-12-15T17:00:00.000Z',
      createdAt: '2026-11-15T17:00:00.000Z',
    },
  ],
  reviews: [],
  messages: [],
  photos: [],
  videos: [],
  uploads: [],
  services: [
    {
      id: 4,
      name: 'Guided Tasting',
      description: null,
      priceCents: 4500,
      durationMinutes: 90,
      placesPerSlot: 6,
      slots: [
        { id: 9, startsAt: '2026-12-05T23:00:00.000Z', placesLeft: 0 },
        { id: 10, startsAt: '2026-12-06T23:00:00.000Z', placesLeft: 2 },
      ],
    },
  ],
  bookings: [
    {
      id: 3,
      serviceName: 'Guided Tasting',
      startsAt: '2026-12-05T23:00:00.000Z',
      guestName: 'Keisha Jones',
      guestEmail: 'keisha@example.com',
      amountCents: 4500,
      paidCents: 4845,
      refundedCents: 1000,
      paid: true,
      status: 'confirmed',
      createdAt: '2026-11-20T15:00:00.000Z',
    },
  ],
  sales: {
    totals: { count: 0, grossCents: 0, discountsCents: 0, feesCents: 0, refundsCents: 0, netCents: 0 },
    events: [],
    services: [],
    daily: [],
  },
  promoCodes: [
    {
      id: 8,
      code: 'SPRING20',
      percentOff: 20,
      amountOffCents: null,
      eventId: null,
      eventTitle: null,
      maxUses: 5,
      uses: 1,
      validFrom: null,
      validUntil: '2026-12-31T05:00:00.000Z',
      ticketTypes: [],
      isActive: true,
    },
    {
      id: 9,
      code: 'VIPFIVE',
      percentOff: null,
      amountOffCents: 500,
      eventId: 1,
      eventTitle: 'Gospel Brunch',
      maxUses: null,
      uses: 0,
      validFrom: '2026-12-01T05:00:00.000Z',
      validUntil: null,
      ticketTypes: ['VIP'],
      isActive: false,
    },
  ],
  ...overrides,
});

/** A month of sales: two events and a service, one day of net sales. */
const sales: SalesView = {
  totals: { count: 5, grossCents: 22080, discountsCents: 500, feesCents: 1080, refundsCents: 7855, netCents: 13548 },
  events: [
    {
      id: 2,
      kind: 'event',
      title: 'Spring Gala',
      startsAt: '2026-12-20T23:00:00.000Z',
      count: 1,
      grossCents: 2130,
      discountsCents: 0,
      feesCents: 130,
      refundsCents: 2130,
      netCents: 0,
      types: [{ name: 'general', count: 1, grossCents: 2130, discountsCents: 0, feesCents: 130, refundsCents: 2130, netCents: 0 }],
    },
    {
      id: 1,
      kind: 'event',
      title: 'Jazz Night 1',
      startsAt: '2026-12-12T23:30:00.000Z',
      count: 2,
      grossCents: 10500,
      discountsCents: 500,
      feesCents: 500,
      refundsCents: 1000,
      netCents: 9048,
      types: [
        { name: 'General', count: 1, grossCents: 2625, discountsCents: 500, feesCents: 125, refundsCents: 1000, netCents: 1548 },
        { name: 'VIP', count: 1, grossCents: 7875, discountsCents: 0, feesCents: 375, refundsCents: 0, netCents: 7500 },
      ],
    },
  ],
  services: [
    {
      id: 4,
      kind: 'service',
      title: 'Guided Tasting',
      startsAt: null,
      count: 2,
      grossCents: 9450,
      discountsCents: 0,
      feesCents: 450,
      refundsCents: 4725,
      netCents: 4500,
      types: [],
    },
  ],
  daily: Array.from({ length: 30 }, (_, index) => ({
    date: `2026-11-${String(index + 1).padStart(2, '0')}`,
    netCents: index === 28 ? 9048 : 0,
  })),
};

/** The guide's words on screen: texts and labels outside people's words (lang="en") and names (translate="no"). */
function interfaceTexts(root: HTMLElement): string[] {
  const exempt = (element: Element | null): boolean => {
    for (let node = element; node && node !== root.parentElement; node = node.parentElement) {
      if (node.getAttribute('translate') === 'no') return true;
      const lang = node.getAttribute('lang');
      if (lang) return lang.startsWith('en');
    }
    return false;
  };
  const texts: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    // What a field holds (an event's description being edited) is the owner's, not the guide's.
    if (text && !exempt(node.parentElement) && node.parentElement?.tagName !== 'TEXTAREA') texts.push(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder]')) {
    if (exempt(element)) continue;
    for (const name of ['aria-label', 'placeholder']) if (element.getAttribute(name)) texts.push(element.getAttribute(name)!);
  }
  return texts;
}

/** The fieldsets another area words (Repeats, the event's accessibility facts): left out of the comparison. */
const sharedFieldsets = (root: HTMLElement) =>
  root.querySelectorAll('.access-facts, .repeats-field, fieldset').forEach((element) => element.remove());

/** Texts of `draw()` in `locale` found word for word in English. */
function englishLeft(draw: (locale: Locale) => React.ReactElement, locale: Locale): string[] {
  const english = render(draw('en'));
  sharedFieldsets(english.container);
  const seen = new Set(interfaceTexts(english.container));
  english.unmount();
  const other = render(draw(locale));
  sharedFieldsets(other.container);
  const left = interfaceTexts(other.container).filter((text) => seen.has(text) && /\p{L}{3}/u.test(text));
  other.unmount();
  return [...new Set(left)];
}

beforeEach(() => {
  history.replaceState(null, '', '/es/business-dashboard?tab=events');
});
afterEach(resetIslands);

describe('the organiser’s tabs in Spanish and French', () => {
  for (const locale of ['es', 'fr'] as const) {
    it(`Events & Bookings has no English left in ${locale}`, () => {
      expect(
        englishLeft(
          (l) => <EventsTab locale={l} data={data()} page={`/${l}/business-dashboard?tab=events`} posted={null} onChanged={() => {}} />,
          locale,
        ),
      ).toEqual([]);
    });
    it(`the upsell and Payments have no English left in ${locale}`, () => {
      const basic = data({
        summary: { isPremium: false, rating: null, reviewCount: 0, unread: 0, videoCount: 0 },
        listingFeatures: { events: false, videos: false },
        payments: [],
      });
      expect(
        englishLeft((l) => <EventsTab locale={l} data={basic} page="/business-dashboard" posted={null} onChanged={() => {}} />, locale),
      ).toEqual([]);
      expect(englishLeft((l) => <PaymentsTab locale={l} data={data()} page="/business-dashboard?tab=payments" />, locale)).toEqual([]);
      expect(englishLeft((l) => <PaymentsTab locale={l} data={basic} page="/business-dashboard?tab=payments" />, locale)).toEqual([]);
    });
  }

  for (const locale of ['es', 'fr'] as const)
    it(`Sales has no English left in ${locale}`, () => {
      expect(englishLeft((l) => <SalesTab locale={l} data={data({ sales })} />, locale)).toEqual([]);
      expect(englishLeft((l) => <SalesTab locale={l} data={data()} />, locale)).toEqual([]);
    });

  it('Sales shows each event’s and service’s figures in the page’s language, the chart as a table too, and the CSV in Spanish', () => {
    const { container } = render(<SalesTab locale="es" data={data({ sales })} />);
    expect(screen.getByRole('heading', { name: 'Ventas' })).toBeTruthy();
    const jazz = screen.getByText('Jazz Night 1');
    expect(jazz.getAttribute('lang')).toBe('en');
    const cells = [...jazz.closest('tr')!.querySelectorAll('td')].map((cell) => cell.textContent!.replace(/\s/g, ' '));
    expect(cells).toEqual(['2', '$105.00', '−$5.00', '$5.00', '$10.00', '$90.48']);
    // Sold by type: each type's row under its event; a plain event's single seat type gets none.
    const vip = screen.getByText('Entradas VIP').closest('tr')!;
    expect([...vip.querySelectorAll('td')].map((cell) => cell.textContent!.replace(/\s/g, ' '))).toEqual([
      '1',
      '$78.75',
      '$0.00',
      '$3.75',
      '$0.00',
      '$75.00',
    ]);
    expect(screen.queryByText('Entradas general')).toBeNull();
    expect(screen.getByRole('table', { name: 'Servicios reservables' })).toBeTruthy();
    expect(screen.getByRole('row', { name: /Todas las ventas/ }).textContent!.replace(/\s/g, ' ')).toContain('$135.48');
    expect(container.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelectorAll('svg rect')).toHaveLength(30);
    expect(screen.getByText('Ventas netas por día')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe('/api/businesses/12/sales?format=csv&lang=es');
  });

  it('counts, dates, prices and links follow the language; people’s words stay marked English', () => {
    render(<EventsTab locale="es" data={data()} page="/es/business-dashboard?tab=events" posted={null} onChanged={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Gestión de eventos' })).toBeTruthy();
    expect(
      screen.getByText('sábado, 12 de diciembre de 2026, 7:30 p.m. – 10:00 p.m. · $25.00', {
        normalizer: (text) => text.replace(/\s+/g, ' '),
      }),
    ).toBeTruthy();
    expect(screen.getAllByText('3 inscritos de 50').length).toBeGreaterThan(0);
    expect(screen.getByText('1 inscrito de 50', { exact: false })).toBeTruthy();
    expect(screen.getAllByText('Every week on Saturday').map((rule) => rule.getAttribute('lang'))).toEqual(['en', 'en']);
    expect(screen.getByText('Jazz Night 1').getAttribute('lang')).toBe('en');
    expect(screen.getByText('Jazz Night 1').closest('a')!.getAttribute('href')).toBe('/es/events/1');
    expect(screen.getByText('Completo')).toBeTruthy();
    expect(screen.getByText('Quedan 2 de 6')).toBeTruthy();
    expect(screen.getByText('Keisha Jones').getAttribute('translate')).toBe('no');
    expect(screen.getByRole('cell', { name: 'Confirmada' })).toBeTruthy();
  });

  it('the attendees load with their table in French', async () => {
    const fetcher = handFetch();
    globalThis.fetch = fetcher.fn;
    render(<AttendeeList locale="fr" eventId={1} count={1} businessId={12} page="/fr/business-dashboard?tab=events" />);
    expect(screen.getByRole('status').textContent).toBe('Chargement des participants…');
    await act(async () =>
      fetcher.calls[0].answer({
        attendees: [
          {
            name: 'Keisha Jones',
            email: 'k@example.com',
            phone: '212',
            status: 'awaiting_payment',
            registeredAt: '2026-11-20T15:00:00.000Z',
            specialRequests: 'Near the stage',
            registrationId: 1,
            seats: 1,
            tickets: [],
          },
          {
            name: 'Marc Petit',
            email: 'm@example.com',
            phone: '212',
            status: 'confirmed',
            registeredAt: '2026-11-21T15:00:00.000Z',
            specialRequests: null,
            registrationId: 2,
            seats: 1,
            tickets: [{ id: 5, type: 'general', seat: 1, paidCents: 2675, refundedCents: 1000, status: 'active' }],
          },
        ],
        waitlist: { waiting: 2, offered: 1 },
      }),
    );
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Nom',
      'E-mail',
      'Téléphone',
      'Statut',
      'Inscription',
      'Remboursement',
    ]);
    // A paid ticket: what was refunded, and a form for more, in French, posting to the owner's refund.
    const refund = screen.getByRole('button', { name: 'Rembourser' }).closest('form')!;
    expect(refund.getAttribute('action')).toContain('owner.refundTicket');
    expect((refund.querySelector('input[name="ticketId"]') as HTMLInputElement).value).toBe('5');
    expect(screen.getByRole('textbox', { name: /^Montant à rembourser à Marc Petit \(vide : 16,75/ })).toBeTruthy();
    expect(screen.getByText(/Remboursé : 10,00/)).toBeTruthy();
    expect(screen.getByText('En attente de paiement')).toBeTruthy();
    expect(screen.getByText('Near the stage').getAttribute('lang')).toBe('en');
    expect(screen.getByText(/2 sur la liste d’attente · 1 place gardée/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeTruthy();
  });

  it('keeps a cancelled registration in the list, marked, with a filter for who is coming and who cancelled', async () => {
    const fetcher = handFetch();
    globalThis.fetch = fetcher.fn;
    render(<AttendeeList locale="en" eventId={1} count={1} businessId={12} page="/business-dashboard?tab=events" />);
    const person = (name: string, status: string) => ({
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.com`,
      phone: '212',
      status,
      registeredAt: '2026-11-20T15:00:00.000Z',
      specialRequests: null,
      registrationId: name.length,
      seats: 1,
      tickets: [],
    });
    await act(async () =>
      fetcher.calls[0].answer({
        attendees: [person('Keisha Jones', 'confirmed'), person('Omar Diallo', 'cancelled')],
        waitlist: { waiting: 0, offered: 0 },
      }),
    );
    const rows = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent);
    expect(rows()).toEqual([expect.stringContaining('Keisha Jones'), expect.stringContaining('Cancelled')]);
    expect(screen.getByText('Cancelled').className).toContain('owner-cancelled-badge');
    const filter = screen.getByRole('combobox', { name: 'Show' });
    expect([...filter.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Everyone (2)',
      'Coming (1)',
      'Cancelled (1)',
    ]);
    fireEvent.change(filter, { target: { value: 'cancelled' } });
    expect(rows()).toEqual([expect.stringContaining('Omar Diallo')]);
    fireEvent.change(filter, { target: { value: 'coming' } });
    expect(rows()).toEqual([expect.stringContaining('Keisha Jones')]);
  });

  it('a paid booking shows what was paid and refunded, with a refund form in French that reloads the figures', async () => {
    let reloaded = 0;
    render(
      <EventsTab locale="fr" data={data()} page="/fr/business-dashboard?tab=events" posted={null} onChanged={() => (reloaded += 1)} />,
    );
    // What the guest paid, all in, and what was refunded of it.
    expect(screen.getByText(/^Remboursé\s:\s10,00/).closest('td')!.textContent).toMatch(/^48,45\s\$USRemboursé\s:\s10,00\s\$US$/);
    expect(screen.getByText(/^Remboursé : 10,00/)).toBeTruthy();
    const amount = screen.getByRole('textbox', { name: /^Montant à rembourser à Keisha Jones \(vide : 38,45/ }) as HTMLInputElement;
    const refund = amount.closest('form')!;
    expect(refund.getAttribute('action')).toContain('owner.refundBooking');
    expect((refund.querySelector('input[name="bookingId"]') as HTMLInputElement).value).toBe('3');

    const message = 'Un remboursement peut être de 38,45 $ au plus, ce qui reste de cette réservation. Rien n’a été remboursé.';
    answerAction('owner.refundBooking', () => ({ error: { code: 'CONFLICT', status: 409, message } }));
    fireEvent.change(amount, { target: { value: '40' } });
    await act(async () => fireEvent.submit(refund));
    expect($toast.get()).toMatchObject({ description: message });
    expect(reloaded).toBe(0);

    answerAction('owner.refundBooking', () => ({ data: { refund: { refundedCents: 1000 } } }));
    fireEvent.change(amount, { target: { value: '10' } });
    await act(async () => fireEvent.submit(refund));
    expect($toast.get()).toMatchObject({
      title: 'Remboursement',
      description: 'Le remboursement a été fait et le client prévenu par e-mail.',
    });
    expect(reloaded).toBe(1);
    expect(amount.value).toBe('');
  });

  it('a refused save shows the server’s message, and a failed one says so in Spanish', async () => {
    const { container } = render(
      <EventForm locale="es" businessId={12} page="/es/business-dashboard?tab=events" today="2026-12-01" onDone={() => {}} />,
    );
    answerAction('owner.createEvent', () => ({
      error: {
        code: 'BAD_REQUEST',
        status: 400,
        message: 'El título del evento es obligatorio',
        fields: { title: ['El título del evento es obligatorio'] },
      },
    }));
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    expect(container.querySelector('#new-event-title-error')!.textContent).toBe('El título del evento es obligatorio');
    expect($toast.get()).toMatchObject({ title: 'Hubo un error', description: 'El título del evento es obligatorio' });
    answerAction('owner.createEvent', () => {
      throw new TypeError('Failed to fetch');
    });
    await act(async () => fireEvent.submit(container.querySelector('form')!));
    expect($toast.get()).toMatchObject({ title: 'Hubo un error', description: 'No se pudo guardar el evento. Vuelve a intentarlo.' });
    expect(screen.getByRole('button', { name: 'Crear evento' })).toBeTruthy();
  });
});
