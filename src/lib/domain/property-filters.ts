/**
 * The real-estate page's filters, all in the query string (q, type, listing, board, minPrice,
 * maxPrice, bedrooms). Parsing never fails: a value that makes no sense is left out of the search
 * and explained in a notice, so every address shows a page.
 */
import { BOARD_NUMBERS, type BoardNumber } from './community-boards.ts';

export const PROPERTY_TYPES = ['Residential', 'Commercial'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const LISTING_TYPES = ['sale', 'rent'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];
export const LISTING_LABELS: Record<ListingType, string> = { sale: 'For Sale', rent: 'For Rent' };

export const PROPERTY_SEARCH_MAX_LENGTH = 100;
export const MAX_BEDROOMS_FILTER = 20;
/** Largest price a filter accepts, in dollars (well above any Harlem listing). */
const MAX_PRICE_DOLLARS = 1_000_000_000;

export type PropertyFilters = {
  /** Case-insensitive text in the title, address or description. */
  search?: string;
  propertyType?: PropertyType;
  listingType?: ListingType;
  /** Community board number, 9 to 12. */
  board?: BoardNumber;
  minPriceCents?: number;
  maxPriceCents?: number;
  /** At least this many bedrooms. */
  minBedrooms?: number;
};

/** The filter form's fields as the visitor typed them, for redisplay. */
export type PropertyFilterForm = {
  q: string;
  type: string;
  listing: string;
  board: string;
  minPrice: string;
  maxPrice: string;
  bedrooms: string;
};

export type PropertyQuery = { filters: PropertyFilters; form: PropertyFilterForm; notices: string[] };

export const PROPERTY_FILTER_MESSAGES = {
  type: (text: string) => `“${text}” is not a property type: choose Residential or Commercial. All types are shown.`,
  listing: (text: string) => `“${text}” is not a listing type: choose For Sale or For Rent. Both are shown.`,
  board: (text: string) => `“${text}” is not one of the guide's community boards (9, 10, 11 or 12). All boards are shown.`,
  minPrice: 'Minimum price must be an amount in dollars, such as 2500. It was not applied.',
  maxPrice: 'Maximum price must be an amount in dollars, such as 900000. It was not applied.',
  priceOrder: 'The minimum price is higher than the maximum price, so the price range was not applied.',
  bedrooms: `Bedrooms must be a whole number from 0 to ${MAX_BEDROOMS_FILTER}. It was not applied.`,
} as const;

const shown = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** Cents of a dollar amount typed by a visitor ("2500", "2,500", "$2,500.50"), or null when unreadable. */
export function parseDollars(text: string): number | null {
  const clean = text.trim().replace(/^\$/, '');
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/.test(clean)) return null;
  const [dollars, cents = ''] = clean.replace(/,/g, '').split('.');
  if (Number(dollars) > MAX_PRICE_DOLLARS) return null;
  return Number(dollars) * 100 + Number(cents.padEnd(2, '0'));
}

/** Reads /properties' filters from a query string; never throws. */
export function parsePropertyQuery(params: URLSearchParams): PropertyQuery {
  const read = (key: string) => (params.get(key) ?? '').trim().slice(0, 200);
  const form: PropertyFilterForm = {
    q: read('q').replace(/\s+/g, ' ').slice(0, PROPERTY_SEARCH_MAX_LENGTH),
    type: read('type'),
    listing: read('listing'),
    board: read('board'),
    minPrice: read('minPrice'),
    maxPrice: read('maxPrice'),
    bedrooms: read('bedrooms'),
  };
  const filters: PropertyFilters = {};
  const notices: string[] = [];

  if (form.q) filters.search = form.q;

  if (form.type && form.type.toLowerCase() !== 'all') {
    const type = PROPERTY_TYPES.find((item) => item.toLowerCase() === form.type.toLowerCase());
    if (type) filters.propertyType = type;
    else notices.push(PROPERTY_FILTER_MESSAGES.type(shown(form.type)));
  }

  if (form.listing && form.listing.toLowerCase() !== 'all') {
    const listing = LISTING_TYPES.find((item) => item === form.listing.toLowerCase());
    if (listing) filters.listingType = listing;
    else notices.push(PROPERTY_FILTER_MESSAGES.listing(shown(form.listing)));
  }

  if (form.board && form.board.toLowerCase() !== 'all') {
    const board = BOARD_NUMBERS.find((number) => String(number) === form.board);
    if (board) filters.board = board;
    else notices.push(PROPERTY_FILTER_MESSAGES.board(shown(form.board)));
  }

  const min = form.minPrice ? parseDollars(form.minPrice) : null;
  const max = form.maxPrice ? parseDollars(form.maxPrice) : null;
  if (form.minPrice && min === null) notices.push(PROPERTY_FILTER_MESSAGES.minPrice);
  if (form.maxPrice && max === null) notices.push(PROPERTY_FILTER_MESSAGES.maxPrice);
  if (min !== null && max !== null && min > max) {
    notices.push(PROPERTY_FILTER_MESSAGES.priceOrder);
  } else {
    if (min !== null) filters.minPriceCents = min;
    if (max !== null) filters.maxPriceCents = max;
  }

  if (form.bedrooms && form.bedrooms.toLowerCase() !== 'any') {
    const text = form.bedrooms.replace(/\+$/, '');
    const bedrooms = /^\d{1,2}$/.test(text) ? Number(text) : NaN;
    if (bedrooms >= 0 && bedrooms <= MAX_BEDROOMS_FILTER) filters.minBedrooms = bedrooms;
    else notices.push(PROPERTY_FILTER_MESSAGES.bedrooms);
  }

  return { filters, form, notices };
}

/** Whether any filter field was filled in (valid or not): the page then offers Clear Filters. */
export function hasPropertyFilters(form: PropertyFilterForm): boolean {
  return Object.values(form).some((value) => value !== '');
}

/** "Residential · For Sale". */
export function propertyKindLabel(propertyType: PropertyType, listingType: ListingType): string {
  return `${propertyType} · ${LISTING_LABELS[listingType]}`;
}
