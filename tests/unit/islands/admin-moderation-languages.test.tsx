// @vitest-environment jsdom
/**
 * The second half of the admin dashboard in Spanish and French (decision 024): Moderation,
 * Inboxes, role permissions, Walking Tours and Analytics draw the guide's words in the page's
 * language, keep what people wrote as written (lang="en", names translate="no"), and show the
 * server's English messages translated. English stays as it was.
 */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyticsTab from '#components/islands/admin/AnalyticsTab.tsx';
import InboxesTab from '#components/islands/admin/InboxesTab.tsx';
import ModerationTab from '#components/islands/admin/ModerationTab.tsx';
import PermissionsEditor from '#components/islands/admin/PermissionsEditor.tsx';
import ToursTab from '#components/islands/admin/ToursTab.tsx';
import type { AdminControls } from '#components/islands/admin/use-admin-dashboard.ts';
import { bucketsFor } from '#lib/domain/analytics-buckets.ts';
import { MODERATION_REFUSALS } from '#lib/schemas/admin-tools-messages.ts';
import { TOUR_MESSAGES } from '#lib/schemas/tours-messages.ts';
import type { AdminAnalyticsView, SeriesName } from '#lib/views/admin-analytics.ts';
import type { InboxesData, ModerationData, PermissionRow } from '#lib/views/admin-dashboard.ts';
import type { AdminToursView } from '#lib/views/admin-tours.ts';
import { answerAction } from '../../mocks/astro-actions.ts';
import { resetIslands } from '../../helpers/islands.ts';

vi.mock('uplot', () => ({
  default: class {
    width = 320;
    setSize() {}
    destroy() {}
  },
}));

const controls = (page: string): AdminControls => ({
  go: vi.fn(),
  act: vi.fn(async () => ({ ok: true })),
  refresh: vi.fn(async () => {}),
  search: '?tab=moderation',
  page,
  locale: 'es',
});

const moderation: ModerationData = {
  claims: [
    {
      id: 1,
      kind: 'new',
      note: 'I run this place',
      createdAt: '2026-11-20T15:00:00Z',
      verification: null,
      owner: { id: 4, name: 'Ada Test', email: 'ada@example.com' },
      business: { id: 9, name: 'Sylvia’s', address: '328 Malcolm X Blvd', isActive: false, hasOwner: false },
    },
  ],
  applications: [
    {
      id: 2,
      businessName: 'Red Rooster',
      contactName: 'Marcus',
      email: 'm@example.com',
      phone: '212-555-0100',
      level: 'platinum',
      businessType: 'Retail Store',
      description: 'We sell hats',
      website: null,
      createdAt: '2026-11-21T15:00:00Z',
    },
  ],
  reports: [
    {
      reviewId: 3,
      reports: 2,
      reasons: ['spam', 'not_a_customer'],
      details: ['Fake'],
      review: { title: 'Spam spam', comment: 'Buy now', rating: 1, author: 'Bot' },
      business: { id: 9, name: 'Sylvia’s' },
      firstReportedAt: '2026-11-22T15:00:00Z',
    },
  ],
  photos: [
    {
      id: 5,
      url: '/files/a.jpg',
      caption: null,
      business: { id: 9, name: 'Sylvia’s' },
      uploadedBy: 'Ada',
      createdAt: '2026-11-23T15:00:00Z',
    },
  ],
  uploads: [],
};

const inboxes: InboxesData = {
  kind: 'contact',
  archived: false,
  unread: { contact: 1, advertising: 0, sponsorship: 0, property: 2 },
  list: {
    rows: [
      {
        id: 7,
        from: 'Lena',
        email: 'lena@example.com',
        subject: 'Hello',
        body: 'A question',
        about: '/property/3',
        isRead: false,
        archived: false,
        createdAt: '2026-11-24T20:05:00Z',
        priority: true,
        replyTargetDays: 1,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  },
};

const permissions: PermissionRow[] = [
  { resource: 'users', action: 'manage_all', label: 'Manage users', allowed: { admin: true, business_owner: false, user: false } },
  { resource: 'reports', action: 'export', label: 'Export reports', allowed: { admin: true, business_owner: false, user: false } },
];

const tours: AdminToursView = {
  tours: [
    {
      id: 1,
      title: 'Jazz Age Walk',
      description: null,
      category: 'Music',
      difficulty: 'easy',
      duration: 90,
      distance: 2.5,
      accessibility: { stepFree: true, benches: true, restrooms: false, notes: null },
      isActive: true,
      points: [
        {
          id: 1,
          title: 'Apollo',
          description: null,
          historicalContext: null,
          audioNarration: 'Text',
          latitude: 40.81,
          longitude: -73.95,
          interactionZone: 30,
          orderIndex: 0,
        },
        {
          id: 2,
          title: 'Minton’s',
          description: null,
          historicalContext: null,
          audioNarration: null,
          latitude: 40.8,
          longitude: -73.95,
          interactionZone: 30,
          orderIndex: 1,
        },
      ],
    },
  ],
  translations: {},
};

const NAMES: SeriesName[] = [
  'signups',
  'registrations',
  'favorites',
  'donations',
  'pageViews',
  'donationCents',
  'listingCents',
  'uploadCents',
  'ticketCents',
  'bookingCents',
];
function analytics(period: 'day' | 'week' | 'month'): AdminAnalyticsView {
  const buckets = bucketsFor(period, '2026-11-24');
  const series = Object.fromEntries(NAMES.map((name) => [name, buckets.map(() => (name === 'signups' ? 1 : 0))])) as Record<
    SeriesName,
    number[]
  >;
  const totals = Object.fromEntries(NAMES.map((name) => [name, series[name].reduce((sum, value) => sum + value, 0)])) as Record<
    SeriesName,
    number
  >;
  return {
    period,
    from: buckets[0].start,
    to: '2026-11-24',
    buckets: buckets.map(({ start, label, short }) => ({ start, label, short })),
    series,
    totals,
    boards: [],
    categories: [{ id: 1, label: 'Bars & Nightlife', views: 2, favorites: 0, registrations: 0 }],
    topBusinesses: [{ id: 3, label: 'Salsa Club', views: 3 }],
    topEvents: [],
  };
}

beforeEach(() =>
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  ),
);
afterEach(() => {
  resetIslands();
  vi.unstubAllGlobals();
});

describe('the moderation tab', () => {
  it('speaks Spanish, keeps what people wrote and the names as they are', () => {
    render(<ModerationTab data={moderation} controls={controls('/es/admin?tab=moderation')} locale="es" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Moderación');
    expect(screen.getByRole('heading', { name: 'Solicitudes de gestión y fichas nuevas (1)' })).toBeTruthy();
    const claims = screen.getByRole('list', { name: 'Solicitudes de gestión' });
    expect(claims.textContent).toContain('Ficha nueva: Sylvia’s');
    expect(within(claims).getByText('Sylvia’s').getAttribute('translate')).toBe('no');
    expect(within(claims).getByText('“I run this place”').getAttribute('lang')).toBe('en');
    expect(within(claims).getByRole('button', { name: 'Aprobar' })).toBeTruthy();
    expect(screen.getByText('Platino')).toBeTruthy();
    expect(screen.getByText(/^Tienda/).textContent).toContain('We sell hats');
    expect(screen.getByText(/^2 denuncias: spam o publicidad, no es cliente · la primera el 22 nov 2026$/)).toBeTruthy();
    expect(screen.getByText('Spam spam').getAttribute('lang')).toBe('en');
    expect(screen.getAllByRole('link', { name: 'Sylvia’s' }).map((link) => link.getAttribute('href'))).toEqual([
      '/es/business/9#reviews',
      '/es/business/9',
    ]);
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Foto nueva de Sylvia’s');
  });

  it('lists paid uploads in Spanish, with what publishing does by their tier', () => {
    const uploads: ModerationData['uploads'] = [
      {
        id: 6,
        title: 'Spring menu',
        description: 'New dishes',
        tier: 'professional',
        kind: 'document',
        fileName: 'menu.pdf',
        fileType: 'application/pdf',
        fileSize: 2048,
        fileUrl: '/files/uploads/9/a.pdf',
        priceCents: 14900,
        business: { id: 9, name: 'Sylvia’s' },
        uploadedBy: 'ada@example.com',
        paidAt: '2026-11-23T15:00:00Z',
      },
    ];
    render(
      <ModerationTab
        data={{ claims: [], applications: [], reports: [], photos: [], uploads }}
        controls={controls('/es/admin?tab=moderation')}
        locale="es"
      />,
    );
    const list = screen.getByRole('list', { name: 'Cargas pagadas pendientes de revisión' });
    expect(screen.getByRole('heading', { name: 'Cargas pagadas (1)' })).toBeTruthy();
    expect(list.textContent).toContain('Nivel Profesional, $149.00, pagada el 23 nov 2026');
    expect(list.textContent).toContain(
      'Al publicarla, aparece en la página del negocio durante 180 días y en el foco de la página de inicio durante 30 días.',
    );
    expect(within(list).getByText('Spring menu').getAttribute('lang')).toBe('en');
    expect(within(list).getByRole('link', { name: 'Abrir el archivo' }).getAttribute('href')).toBe('/files/uploads/9/a.pdf');
    expect(within(list).getByRole('button', { name: 'Publicar' })).toBeTruthy();
    expect(within(list).getByText('Rechazar y reembolsar…', { selector: 'summary' })).toBeTruthy();
  });

  it('stays word for word in English', () => {
    render(<ModerationTab data={moderation} controls={controls('/admin?tab=moderation')} />);
    expect(screen.getByRole('heading', { name: 'Listing claims and new listings (1)' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Listing claims' }).textContent).toContain('New listing: Sylvia’s');
    expect(screen.getByText('2 reports: spam, not a customer · first Nov 22, 2026')).toBeTruthy();
    expect(screen.getByText('platinum')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('New photo of Sylvia’s');
  });
});

describe('the claims of the moderation tab', () => {
  const claim = (id: number, verification: ModerationData['claims'][number]['verification']) => ({
    id,
    kind: 'claim' as const,
    note: 'I manage it',
    createdAt: '2026-11-20T15:00:00Z',
    verification,
    owner: { id: 4, name: 'Ada Test', email: 'ada@example.com' },
    business: { id: 9 + id, name: `Place ${id}`, address: '1 W 125th St', isActive: true, hasOwner: false },
  });
  const claims: ModerationData = {
    ...moderation,
    claims: [
      claim(1, { method: 'email', contact: 'ada@sylvias.example', at: '2026-11-20T15:05:00Z' }),
      claim(2, { method: 'phone', contact: '(212) 555-0101', at: '2026-11-20T15:05:00Z' }),
      claim(3, null),
    ],
  };

  it('say how each claim was verified, or that it was not', () => {
    render(<ModerationTab data={claims} controls={controls('/admin?tab=moderation')} />);
    const rows = within(screen.getByRole('list', { name: 'Listing claims' })).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Verified: a code sent to ada@sylvias.example, at the business’s website domain, came back');
    expect(rows[1].textContent).toContain('Verified: a code sent to the listing’s phone, (212) 555-0101, came back');
    expect(rows[2].textContent).toContain('Not verified by a code: check the note before approving');
  });

  it('say it in French', () => {
    render(<ModerationTab data={claims} controls={controls('/fr/admin?tab=moderation')} locale="fr" />);
    const rows = within(screen.getByRole('list', { name: 'Demandes de gestion' })).getAllByRole('listitem');
    expect(rows[0].textContent).toContain('Vérifiée\u00a0: le code envoyé à ada@sylvias.example');
    expect(rows[2].textContent).toContain('Non vérifiée par un code\u00a0: lisez la note');
  });
});

describe('the inboxes tab', () => {
  it('speaks French: boxes, counts, dates and buttons', () => {
    render(<InboxesTab data={inboxes} controls={controls('/fr/admin?tab=inboxes')} locale="fr" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Boîtes de réception');
    expect(screen.getByRole('link', { name: /Messages de contact/ }).textContent).toContain('1 nouveau');
    expect(screen.getByRole('link', { name: /Demandes immobilières/ }).textContent).toContain('2 nouveaux');
    expect(screen.getByRole('link', { name: 'la fiche' }).getAttribute('href')).toBe('/fr/property/3');
    expect(screen.getByText('Hello').getAttribute('lang')).toBe('en');
    expect(screen.getByText(/24 nov\. 2026/)).toBeTruthy();
    // Priority support: the badge and the reply target, in French.
    expect(screen.getByText('Prioritaire')).toBeTruthy();
    expect(screen.getByText('Répondre sous 1 jour ouvré')).toBeTruthy();
    // Reply opens its form in place, a <details> that opens without JavaScript too.
    expect(screen.getByText('Répondre', { selector: 'summary' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Marquer comme lu' })).toBeTruthy();
    // The pager counts in French too ("1–3 sur 3").
    expect(document.querySelector('.admin-pager [role="status"]')?.textContent).toMatch(/^\d+–\d+ sur \d+$/);
  });
});

describe('the role permissions', () => {
  it('name the guide’s permissions and roles in Spanish; a row it does not know stays in English', () => {
    render(<PermissionsEditor rows={permissions} controls={controls('/es/admin?tab=users')} locale="es" />);
    expect(screen.getByRole('heading', { name: 'Permisos por rol' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Propietario de negocio' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Gestionar usuarios' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Export reports' }).getAttribute('lang')).toBe('en');
    expect(screen.getByText('✓ Siempre')).toBeTruthy();
    // Each button names the change it asks for; the state is said beside it.
    expect(screen.getByRole('link', { name: 'Permitir Gestionar usuarios a Propietario de negocio' }).getAttribute('href')).toBe(
      '?tab=moderation&permission=business_owner%3Ausers%3Amanage_all#admin-permissions-title',
    );
    expect(screen.getAllByText('No permitido').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Velos como los ve cada rol' }).getAttribute('href')).toBe('/es/cms-demo');
  });
});

describe('the walking tours tab', () => {
  it('speaks Spanish and shows a refused form’s field message as the server said it', async () => {
    const said = TOUR_MESSAGES.title.in('es');
    answerAction('tours.createTour', () => ({
      error: { code: 'BAD_REQUEST', status: 400, message: said, fields: { title: [said] } },
    }));
    render(<ToursTab data={tours} onChanged={() => {}} mapTiles={null} locale="es" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Recorridos a pie');
    expect(screen.getByText(/^fácil · 90 min · 2.5 km · 2 puntos · sin escalones, bancos en el camino$/)).toBeTruthy();
    expect(screen.getByText('Jazz Age Walk').getAttribute('lang')).toBe('en');
    expect(screen.getByRole('button', { name: 'Subir Minton’s' })).toBeTruthy();
    fireEvent.click(screen.getByText('Crear recorrido', { selector: 'summary' }));
    const form = await screen.findByRole('form', { name: 'Crear recorrido' });
    expect(form.getAttribute('action')).toMatch(/^\/es\/admin\?tab=tours&_action=tours\.createTour$/);
    await act(async () => {
      fireEvent.submit(form);
    });
    expect(await within(form).findByText('El título del recorrido es obligatorio')).toBeTruthy();
  });
});

describe('the analytics tab', () => {
  it('names periods, totals and weeks in French, with French numbers', async () => {
    render(<AnalyticsTab data={analytics('week')} locale="fr" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Statistiques');
    expect(screen.getByRole('list', { name: 'Totaux, 12 dernières semaines, du lundi au dimanche' }).textContent).toContain(
      '12 nouveaux comptes',
    );
    expect(screen.getByText(/^12 dernières semaines, du lundi au dimanche \(7 sept\. 2026 – aujourd’hui\)/)).toBeTruthy();
    expect(screen.getAllByRole('rowheader', { name: 'Semaine du 7 sept. 2026' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('rowheader', { name: 'Bars et vie nocturne' }) ?? null).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Salsa Club' }).getAttribute('href')).toBe('/fr/business/3');
  });
});

describe('the messages the server sends', () => {
  it('are message keys, said in each language', () => {
    expect(TOUR_MESSAGES.failed.in('es')).toBe('No se pudo guardar el recorrido. Inténtalo de nuevo.');
    expect(MODERATION_REFUSALS.reviewNotFound.in('fr')).toBe('Avis introuvable.');
    expect(MODERATION_REFUSALS.reviewNotFound.in('en')).toBe('Review not found.');
  });
});
