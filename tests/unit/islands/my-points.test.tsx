// @vitest-environment jsdom
/** The Points tab (decision 025): figures, tier and the way to the next, codes, rewards with Redeem or why not, and the history in the page's language. */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MyPoints from '#components/islands/loyalty/MyPoints.tsx';
import type { MemberLoyaltyView } from '#lib/views/loyalty.ts';

const reward = {
  description: null,
  businessName: 'Test Tea Room',
  businessId: 4,
  remaining: null,
  validFrom: null,
  validUntil: null,
  terms: null,
  closed: null,
} as const;
const data: MemberLoyaltyView = {
  points: 120,
  lifetimePoints: 520,
  tier: 'neighbor',
  next: { tier: 'insider', from: 1500, needed: 980, percent: 2 },
  transactions: [
    {
      id: 3,
      type: 'refund_reversal',
      points: -20,
      shortfall: 80,
      date: 'November 21, 2026',
      businessName: null,
      rewardTitle: null,
      about: null,
    },
    {
      id: 2,
      type: 'redemption',
      points: -100,
      shortfall: 0,
      date: 'November 20, 2026',
      businessName: null,
      rewardTitle: 'Mint tea',
      about: null,
    },
    {
      id: 1,
      type: 'first_review',
      points: 25,
      shortfall: 0,
      date: 'November 19, 2026',
      businessName: 'Test Tea Room',
      rewardTitle: null,
      about: null,
    },
  ],
  rewards: [
    { ...reward, id: 1, title: 'Mint tea', pointsCost: 100, remaining: 2 },
    { ...reward, id: 2, title: 'Tea for two', pointsCost: 300 },
    { ...reward, id: 3, title: 'Winter blend', pointsCost: 50, closed: 'not_yet', validFrom: 'December 11, 2026' },
  ],
  redemptions: [
    {
      code: 'MINT2TEA34',
      rewardTitle: 'Mint tea',
      businessName: 'Test Tea Room',
      pointsSpent: 100,
      date: 'November 20, 2026',
      verifiedOn: null,
    },
  ],
};

describe('the Points tab', () => {
  it('shows the figures, tier, codes, what can be redeemed and why not, and the history', () => {
    const { container } = render(<MyPoints locale="en" data={data} back="/dashboard" />);
    expect(container.querySelector('[data-points-balance]')!.textContent).toBe('120');
    expect(container.querySelector('[data-tier]')!.textContent).toBe('Neighbor');
    expect(screen.getByText('980 more lifetime points to reach Insider')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Progress to Insider' })).toBeTruthy();
    expect(within(container.querySelector('.loyalty-codes')!).getByText('Not used yet')).toBeTruthy();
    const mint = container.querySelector('[data-reward="1"]') as HTMLElement;
    expect(within(mint).getByText('2 left')).toBeTruthy();
    const form = within(mint).getByRole('button', { name: 'Redeem: Mint tea' }).closest('form')!;
    expect(form.getAttribute('action')).toBe('/dashboard?_action=loyalty.redeem');
    expect((form.querySelector('input[name="rewardId"]') as HTMLInputElement).value).toBe('1');
    expect((form.querySelector('input[name="next"]') as HTMLInputElement).value).toBe('/dashboard#points');
    expect(within(container.querySelector('[data-reward="2"]') as HTMLElement).getByText('180 more points needed')).toBeTruthy();
    expect(within(container.querySelector('[data-reward="2"]') as HTMLElement).queryByRole('button')).toBeNull();
    expect(within(container.querySelector('[data-reward="3"]') as HTMLElement).getByText('Not open yet')).toBeTruthy();
    const rows = [...container.querySelectorAll('.loyalty-history tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual([
      'November 21, 2026Points of a refunded payment taken back (80 already spent, kept)−20',
      'November 20, 2026Redeemed a reward: Mint tea−100',
      'November 19, 2026First review of a business: Test Tea Room+25',
    ]);
  });

  it('speaks Spanish, names as written marked English', () => {
    const { container } = render(<MyPoints locale="es" data={data} back="/es/dashboard" />);
    expect(container.querySelector('[data-tier]')!.textContent).toBe('Vecino');
    expect(screen.getByText('Te faltan 980 puntos acumulados para llegar a Conocedor')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Canjear: Mint tea' })).toBeTruthy();
    expect(container.querySelector('[data-reward="1"] h4')!.getAttribute('lang')).toBe('en');
    expect(container.querySelector('.loyalty-history tbody tr[data-type="redemption"]')!.textContent).toContain(
      'Recompensa canjeada: Mint tea',
    );
    expect(container.querySelector('.loyalty-history tbody tr[data-type="refund_reversal"]')!.textContent).toContain(
      'Puntos de un pago reembolsado retirados (80 ya gastados, conservados)',
    );
  });
});
