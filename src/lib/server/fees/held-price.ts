/** How a held seat or place's all-in price reads on Stripe's checkout page (issue 33). */
import { formatPrice } from '#lib/domain/money.ts';

/** "One seat: $25.00 ticket + $1.75 service fee", or "One seat, $25.00" when no fee applies (`what` leads). */
export function heldItemDescription(what: string, held: { amountCents: number; feeCents: number }): string {
  if (held.feeCents <= 0) return `${what}, ${formatPrice(held.amountCents)}`;
  return `${what}: ${formatPrice(held.amountCents)} ticket + ${formatPrice(held.feeCents)} service fee`;
}
