/** Price ranges and what they mean per person. */
export const PRICE_TIERS = [
  { symbol: '$', label: 'Budget-friendly', range: 'under $15' },
  { symbol: '$$', label: 'Moderate', range: '$15-30' },
  { symbol: '$$$', label: 'Upscale', range: '$30-60' },
  { symbol: '$$$$', label: 'Fine dining', range: '$60+' },
] as const;

/** The tier of a price range symbol, or null. */
export function priceTier(symbol: string | null) {
  return PRICE_TIERS.find((tier) => tier.symbol === symbol) ?? null;
}

/** The Edit Business form's price options, in the spec's words ("$ Budget Friendly"). */
export const PRICE_RANGE_OPTIONS = [
  { value: '$', label: '$ Budget Friendly' },
  { value: '$$', label: '$$ Moderate' },
  { value: '$$$', label: '$$$ Upscale' },
  { value: '$$$$', label: '$$$$ Fine Dining' },
] as const;
