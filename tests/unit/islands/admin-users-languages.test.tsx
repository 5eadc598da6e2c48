// @vitest-environment jsdom
/**
 * The admin's Users tab in Spanish (decision 024): suspending an account asks, and then says it
 * was done, in the page's language with the account's name as written. (Moved from the browser
 * language spec, issue 32: the tab's page is checked there once.)
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdminUsersTab from '#components/islands/admin/AdminUsersTab.tsx';
import type { AdminControls } from '#components/islands/admin/use-admin-dashboard.ts';
import type { UsersData } from '#lib/views/admin-dashboard.ts';
import { resetIslands } from '../../helpers/islands.ts';

const users: UsersData = {
  filters: { q: '', role: '', status: '' },
  list: {
    rows: [
      {
        id: 7,
        email: 'lucia@example.com',
        name: 'Lucía Tester',
        role: 'user',
        isPremium: false,
        premiumSource: null,
        business: null,
        suspended: false,
        createdAt: '2026-11-20T15:00:00Z',
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  },
  permissions: [],
  adminCount: 1,
};

afterEach(() => {
  resetIslands();
  vi.restoreAllMocks();
});

describe("the Users tab's suspension in Spanish", () => {
  it('asks before suspending and says it was done, in Spanish, naming the account as written', async () => {
    const controls: AdminControls = {
      go: vi.fn(),
      act: vi.fn(async () => ({ ok: true })),
      refresh: vi.fn(async () => {}),
      search: '?tab=users',
      page: '/es/admin?tab=users',
      locale: 'es',
    };
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    render(<AdminUsersTab data={users} controls={controls} viewerId={1} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Suspender' }));
    });
    expect(confirm).toHaveBeenCalledWith(
      '¿Suspender a Lucía Tester? Se cerrarán sus sesiones de inmediato y no podrá iniciar sesión hasta que se restablezca su cuenta.',
    );
    expect(controls.act).toHaveBeenCalledWith(
      expect.anything(),
      { userId: '7' },
      'Se suspendió la cuenta de Lucía Tester y se cerraron todas sus sesiones.',
    );
  });
});
