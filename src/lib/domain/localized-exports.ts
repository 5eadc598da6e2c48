/**
 * The CSV downloads' column headers in the language of the page they were started from
 * (decision 024). The tables keep their English headers (export-tables.ts, attendees-csv.ts);
 * English passes through as it is, byte for byte. Cells stay as stored: names, titles and emails as
 * written, instants and money machine-readable.
 */
import type { Locale } from './locales.ts';
import {
  exports_attendee_email, exports_attendee_name, exports_attendee_phone, exports_attendee_registered, exports_attendee_requests, exports_attendee_status,
  exports_col_active, exports_col_address, exports_col_amount, exports_col_anonymous, exports_col_booking_required, exports_col_business_id, exports_col_capacity,
  exports_col_category, exports_col_community_board, exports_col_community_board_id, exports_col_created, exports_col_currency, exports_col_date, exports_col_description,
  exports_col_donor_email, exports_col_donor_name, exports_col_email, exports_col_email_verified, exports_col_ends, exports_col_event, exports_col_event_id,
  exports_col_first_name, exports_col_id, exports_col_kind, exports_col_last_name, exports_col_listing_expires, exports_col_location, exports_col_members_only,
  exports_col_message, exports_col_monthly, exports_col_name, exports_col_opening_hours, exports_col_owner_id, exports_col_paid, exports_col_payer, exports_col_phone,
  exports_col_premium, exports_col_premium_until, exports_col_price, exports_col_price_range, exports_col_rating, exports_col_registered, exports_col_role, exports_col_row,
  exports_col_seats_taken, exports_col_starts, exports_col_status, exports_col_subscription_status, exports_col_suspended, exports_col_title, exports_col_website,
} from '../../paraglide/messages.js';

type Message = (inputs: Record<string, never>, options: { locale: Locale }) => string;

/** Every English header of the downloads, with its message. */
const HEADERS: Record<string, Message> = {
  id: exports_col_id,
  name: exports_col_name,
  category: exports_col_category,
  'community board': exports_col_community_board,
  address: exports_col_address,
  phone: exports_col_phone,
  email: exports_col_email,
  website: exports_col_website,
  'price range': exports_col_price_range,
  rating: exports_col_rating,
  'opening hours': exports_col_opening_hours,
  premium: exports_col_premium,
  'listing expires': exports_col_listing_expires,
  active: exports_col_active,
  'owner id': exports_col_owner_id,
  created: exports_col_created,
  title: exports_col_title,
  starts: exports_col_starts,
  ends: exports_col_ends,
  location: exports_col_location,
  price: exports_col_price,
  capacity: exports_col_capacity,
  'seats taken': exports_col_seats_taken,
  'booking required': exports_col_booking_required,
  'members only': exports_col_members_only,
  'business id': exports_col_business_id,
  'community board id': exports_col_community_board_id,
  'event id': exports_col_event_id,
  event: exports_col_event,
  'first name': exports_col_first_name,
  'last name': exports_col_last_name,
  status: exports_col_status,
  amount: exports_col_amount,
  registered: exports_col_registered,
  role: exports_col_role,
  'premium until': exports_col_premium_until,
  'subscription status': exports_col_subscription_status,
  suspended: exports_col_suspended,
  'email verified': exports_col_email_verified,
  currency: exports_col_currency,
  'donor name': exports_col_donor_name,
  'donor email': exports_col_donor_email,
  anonymous: exports_col_anonymous,
  monthly: exports_col_monthly,
  message: exports_col_message,
  paid: exports_col_paid,
  row: exports_col_row,
  kind: exports_col_kind,
  description: exports_col_description,
  payer: exports_col_payer,
  date: exports_col_date,
  // The attendee list's headers, written for people rather than spreadsheets.
  Name: exports_attendee_name,
  Email: exports_attendee_email,
  Phone: exports_attendee_phone,
  Status: exports_attendee_status,
  'Registered (New York time)': exports_attendee_registered,
  'Special requests': exports_attendee_requests,
};

/** A download's header row in `locale`: ["id", "name", …] as it is in English, ["ID", "nombre", …] in Spanish. */
export function csvHeaderIn(locale: Locale, header: readonly string[]): string[] {
  if (locale === 'en') return [...header];
  return header.map((column) => HEADERS[column]?.({}, { locale }) ?? column);
}
