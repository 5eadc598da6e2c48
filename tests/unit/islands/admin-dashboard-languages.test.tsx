// @vitest-environment jsdom
/**
 * The admin dashboard's counts, amounts, payments and pager in each language (issue 32): English
 * comes from messages/admin/en.json and Intl as the other languages do, and reads as it always
 * has ("1,204 business owners", "Listing plan: Stoop Cafe", "No businesses found").
 */
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminDashboard from '#components/islands/admin/AdminDashboard.tsx';
import AdminOverviewTab from '#components/islands/admin/AdminOverviewTab.tsx';
import AdminPaymentsTab from '#components/islands/admin/AdminPaymentsTab.tsx';
import Pager from '#components/islands/admin/Pager.tsx';
import type { AdminControls } from '#components/islands/admin/use-admin-dashboard.ts';
import type { Locale } from '#lib/i18n/locales.ts';
import type { AdminFigures, ActivityItem, AuditItem, OverviewData, Page, PaymentItem, PaymentsData } from '#lib/views/admin-dashboard.ts';
import { resetIslands } from '../../helpers/islands.ts';

afterEach(resetIslands);

const controlsIn = (locale: Locale): AdminControls => ({
  go: vi.fn(),
  act: vi.fn(async () => ({ ok: true })),
  refresh: vi.fn(async () => {}),
  search: '?',
  page: locale === 'en' ? '/admin' : `/${locale}/admin`,
  locale,
});
const emptyPage = <T,>(): Page<T> => ({ rows: [] as T[], total: 0, page: 1, pageSize: 20 });

describe('the admin figures', () => {
  const figures = (owners: number, suspended: number): AdminFigures => ({
    businesses: 3,
    premiumBusinesses: 1,
    upcomingEvents: 2,
    accounts: 1300,
    premiumMembers: 12,
    owners,
    suspended,
    awaitingDecision: 0,
    unreadInbox: 0,
    subscribers: 9,
  });
  const notes = (locale: Locale, owners: number, suspended: number) => {
    const view = {
      figures: figures(owners, suspended),
      current: { tab: 'overview' as const, data: { activity: [], audit: emptyPage<AuditItem>() } },
      exports: [],
    };
    const { container, unmount } = render(<AdminDashboard locale={locale} view={view} search="?" viewerId={1} mapTiles={null} />);
    const texts = [...container.querySelectorAll('.admin-cards small')].map((note) => note.textContent);
    unmount();
    return texts;
  };

  it('count business owners and suspended accounts in English as the guide always has, thousands separated', () => {
    expect(notes('en', 1204, 1)).toContain('12 premium, 1,204 business owners');
    expect(notes('en', 1204, 1)).toContain('confirmed · 1 suspended account');
    expect(notes('en', 1, 2000)).toContain('12 premium, 1 business owner');
    expect(notes('en', 1, 2000)).toContain('confirmed · 2,000 suspended accounts');
  });

  it('name each card in the singular for one and the plural otherwise', () => {
    const labels = (count: number) => {
      const view = {
        figures: {
          businesses: count,
          premiumBusinesses: 0,
          upcomingEvents: count,
          accounts: count,
          premiumMembers: 0,
          owners: count,
          suspended: 0,
          awaitingDecision: count,
          unreadInbox: count,
          subscribers: count,
        },
        current: { tab: 'overview' as const, data: { activity: [], audit: emptyPage<AuditItem>() } },
        exports: [],
      };
      const { container, unmount } = render(<AdminDashboard locale="en" view={view} search="?" viewerId={1} mapTiles={null} />);
      const texts = [...container.querySelectorAll('.admin-cards > li strong')].map((label) => label.textContent);
      unmount();
      return texts;
    };
    expect(labels(1)).toEqual([
      'Active business',
      'Upcoming event',
      'Account',
      'Item awaiting a decision',
      'Unread message',
      'Newsletter subscriber',
    ]);
    for (const count of [0, 2]) {
      expect(labels(count), String(count)).toEqual([
        'Active businesses',
        'Upcoming events',
        'Accounts',
        'Items awaiting a decision',
        'Unread messages',
        'Newsletter subscribers',
      ]);
    }
  });

  it('count them in Spanish and French from their messages, as before', () => {
    expect(notes('es', 1204, 1)).toContain('12 con Premium, 1204 propietarios de negocios');
    expect(notes('es', 1, 3).some((note) => note!.includes('3 cuentas suspendidas'))).toBe(true);
    expect(notes('fr', 1, 1).some((note) => note!.includes('1 propriétaire de commerce'))).toBe(true);
    expect(notes('fr', 1, 1).some((note) => note!.includes('1 compte suspendu'))).toBe(true);
  });
});

describe('the activity feed’s amounts', () => {
  const donation = (amountCents: number): ActivityItem => ({
    kind: 'donation',
    isNew: false,
    subject: 'Ann Donor',
    role: null,
    amountCents,
    reason: null,
    at: '2026-12-01T15:00:00.000Z',
    status: 'completed',
  });
  const amountOf = (locale: Locale, cents: number) => {
    const data: OverviewData = { activity: [donation(cents)], audit: emptyPage() };
    const { container, unmount } = render(<AdminOverviewTab data={data} controls={controlsIn(locale)} />);
    const text = container.querySelector('.admin-activity li')!.textContent!;
    unmount();
    return text.slice(text.indexOf('Ann Donor') + 'Ann Donor'.length);
  };

  it('are dollars with cents in every language, English as "$12.00"', () => {
    expect(amountOf('en', 1200)).toMatch(/^ · \$12\.00/);
    expect(amountOf('en', 5)).toMatch(/^ · \$0\.05/);
    expect(amountOf('es', 1200)).toMatch(/^ · \$12\.00/);
    expect(amountOf('fr', 1200)).toMatch(/^ · 12,00\s\$US/);
    // Thousands are grouped as in the Payments tab (the feed used to write "$1234.56").
    expect(amountOf('en', 123456)).toMatch(/^ · \$1,234\.56/);
  });
});

describe('the payments list', () => {
  const payment = (kind: PaymentItem['kind'], extra: Partial<PaymentItem>): PaymentItem => ({
    kind,
    id: 1,
    description: '',
    subject: null,
    recurring: false,
    anonymous: false,
    payer: 'ann@example.com',
    amountCents: 2500,
    status: 'paid',
    at: '2026-12-01T15:00:00.000Z',
    refundable: false,
    ...extra,
  });
  const rows: PaymentItem[] = [
    payment('listing', { id: 1, description: 'Listing plan: Stoop Cafe', subject: 'Stoop Cafe' }),
    payment('ticket', { id: 2, description: 'Ticket: Jazz on Lenox', subject: 'Jazz on Lenox' }),
    payment('upload', { id: 3, description: 'Upload: Menu', subject: 'Menu' }),
    payment('booking', { id: 4, description: 'Booking: Stoop Cafe', subject: 'Stoop Cafe' }),
    payment('donation', { id: 5, description: 'Donation', anonymous: true, payer: 'Anonymous' }),
    payment('donation', { id: 6, description: 'Monthly donation', recurring: true }),
  ];
  const data: PaymentsData = {
    filters: { kind: 'all' },
    list: { rows, total: rows.length, page: 1, pageSize: 20 },
    paymentsConfigured: true,
  };
  const table = (locale: Locale) => {
    render(<AdminPaymentsTab data={data} controls={controlsIn(locale)} />);
    return within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => {
        const cells = within(row).getAllByRole('cell');
        return {
          what: cells[1].textContent,
          who: cells[2].textContent,
          lang: cells[1].querySelector('[lang]')?.getAttribute('lang') ?? null,
        };
      });
  };

  it('says what was paid for in English as the stored wording, with no lang on an English page', () => {
    const english = table('en');
    expect(english.map((row) => row.what)).toEqual(rows.map((row) => row.description));
    expect(english.map((row) => row.who)).toEqual([
      'ann@example.com',
      'ann@example.com',
      'ann@example.com',
      'ann@example.com',
      'Anonymous',
      'ann@example.com',
    ]);
    expect(english.every((row) => row.lang === null)).toBe(true);
  });

  it('says it in Spanish and French around the names and titles, titles marked English', () => {
    expect(table('es')).toEqual([
      { what: 'Plan de ficha: Stoop Cafe', who: 'ann@example.com', lang: null },
      { what: 'Entrada: Jazz on Lenox', who: 'ann@example.com', lang: 'en' },
      { what: 'Archivo subido: Menu', who: 'ann@example.com', lang: 'en' },
      { what: 'Reserva: Stoop Cafe', who: 'ann@example.com', lang: null },
      { what: 'Donación', who: 'Anónimo', lang: null },
      { what: 'Donación mensual', who: 'ann@example.com', lang: null },
    ]);
    resetIslands();
    // French puts a no-break space before the colon.
    expect(table('fr').map((row) => row.what)).toEqual([
      'Formule de fiche\u00a0: Stoop Cafe',
      'Billet\u00a0: Jazz on Lenox',
      'Fichier envoyé\u00a0: Menu',
      'Réservation\u00a0: Stoop Cafe',
      'Don',
      'Don mensuel',
    ]);
  });
});

describe('the pager', () => {
  const status = (locale: Locale, label: string, empty?: string, list: Page<unknown> = emptyPage()) => {
    const { container, unmount } = render(<Pager list={list} search="?" go={() => {}} label={label} locale={locale} empty={empty} />);
    const text = container.querySelector('[role="status"]')!.textContent;
    unmount();
    return text;
  };

  it('says an empty list is empty in the page’s language, English as before', () => {
    expect(status('en', 'Businesses', 'No businesses found')).toBe('No businesses found');
    expect(status('en', 'Users', 'No users found')).toBe('No users found');
    expect(status('es', 'Negocios', 'No se encontraron negocios')).toBe('No se encontraron negocios');
    expect(status('fr', 'Paiements', 'Aucun paiement trouvé')).toBe('Aucun paiement trouvé');
    // A list that names no empty wording says it from its label.
    expect(status('en', 'Messages')).toBe('No messages found');
    expect(status('es', 'Mensajes')).toBe('No se encontraron mensajes');
  });

  it('counts a page in the page’s language', () => {
    const list = { rows: [], total: 42, page: 2, pageSize: 20 };
    expect(status('en', 'Businesses', undefined, list)).toBe('Showing 21–40 of 42');
    expect(status('es', 'Negocios', undefined, list)).toBe('Mostrando 21–40 de 42');
  });
});
