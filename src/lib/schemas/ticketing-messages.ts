/** The limits of the owner's ticket types and promo codes (issue 33), apart from the schema so islands can use them without zod (the messages are keys in messages/ticketing). */
export const TICKETING_LIMITS = {
  types: 8,
  name: 40,
  priceCents: 1_000_000,
  quantity: 10_000,
  maxPerOrder: 10,
  codeMin: 3,
  codeMax: 20,
  amountOffCents: 100_000,
  maxUses: 10_000,
  promoTypes: 8,
} as const;
