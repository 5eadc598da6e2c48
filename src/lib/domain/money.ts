/** Money is held in integer cents; the API and screens show dollars with two decimals. */

/** "25.00" for 2500 cents; null for no price. */
export function centsToDecimalString(cents: number | null | undefined): string | null {
  if (cents === null || cents === undefined) return null;
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}

/** "$25.00", or "Free" when the price is absent or zero. */
export function formatPrice(cents: number | null | undefined): string {
  if (!cents) return 'Free';
  return `$${centsToDecimalString(cents)!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
