import { beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import * as schema from '#db/schema.ts';
import { createBoard, createProperty } from '../factories/index.ts';
import { countRoundTrips, useFreshDatabase } from '../helpers/database.ts';
import { formatPropertyPriceIn } from '#lib/i18n/localized/places.ts';
import { parseDollars, parsePropertyQuery, PROPERTY_FILTER_MESSAGES } from '#lib/domain/property-filters.ts';
import { getProperty, listProperties, getPropertiesPage } from '#lib/server/properties/properties.ts';
import { PROPERTY_INQUIRY_MESSAGES } from '#lib/schemas/inboxes-messages.ts';
import { inboxes } from '#actions/inboxes.ts';
import { callAction, fieldsOf } from '../helpers/actions.ts';
import { realEstateListingJsonLd } from '#lib/domain/structured-data.ts';
import { HONEYPOT_FIELD } from '#lib/schemas/fields.ts';
import { TOO_MANY_ATTEMPTS } from '#lib/server/security/rate-limit.ts';

const query = (text: string) => parsePropertyQuery(new URLSearchParams(text));

describe('reading the filters from the query string', () => {
  it('takes every valid filter', () => {
    expect(query('q=%20Brownstone%20&type=residential&listing=SALE&board=10&minPrice=2,500&maxPrice=$900000&bedrooms=3').filters).toEqual({
      search: 'Brownstone',
      propertyType: 'Residential',
      listingType: 'sale',
      board: 10,
      minPriceCents: 250_000,
      maxPriceCents: 90_000_000,
      minBedrooms: 3,
    });
    expect(query('bedrooms=2%2B').filters).toEqual({ minBedrooms: 2 });
    expect(query('').filters).toEqual({});
    expect(query('type=&listing=&board=&bedrooms=').notices).toEqual([]);
  });

  it('explains each bad value and leaves it out, keeping the good ones', () => {
    const bad = query('type=Castle&listing=lease&board=7&minPrice=cheap&maxPrice=-5&bedrooms=lots&q=loft');
    expect(bad.filters).toEqual({ search: 'loft' });
    expect(bad.notices).toEqual([
      PROPERTY_FILTER_MESSAGES.type('Castle'),
      PROPERTY_FILTER_MESSAGES.listing('lease'),
      PROPERTY_FILTER_MESSAGES.board('7'),
      PROPERTY_FILTER_MESSAGES.minPrice,
      PROPERTY_FILTER_MESSAGES.maxPrice,
      PROPERTY_FILTER_MESSAGES.bedrooms,
    ]);
    // The visitor's text is kept for the form.
    expect(bad.form.minPrice).toBe('cheap');
    expect(query('bedrooms=99').notices).toEqual([PROPERTY_FILTER_MESSAGES.bedrooms]);
  });

  it('refuses a price range whose minimum is above its maximum', () => {
    const inverted = query('minPrice=5000&maxPrice=1000&listing=rent');
    expect(inverted.filters).toEqual({ listingType: 'rent' });
    expect(inverted.notices).toEqual([PROPERTY_FILTER_MESSAGES.priceOrder]);
  });

  it('reads dollar amounts the way people type them', () => {
    expect(parseDollars('2500')).toBe(250_000);
    expect(parseDollars('$1,150,000')).toBe(115_000_000);
    expect(parseDollars('99.5')).toBe(9950);
    expect(parseDollars('1,50')).toBeNull();
    expect(parseDollars('1e6')).toBeNull();
    expect(parseDollars('99999999999')).toBeNull();
  });

  it('shows prices as whole dollars, per month for rentals', () => {
    expect(formatPropertyPriceIn('en', 345_000_000, 'sale')).toBe('$3,450,000');
    expect(formatPropertyPriceIn('en', 265_000, 'rent')).toBe('$2,650/month');
    expect(formatPropertyPriceIn('en', 265_050, 'rent')).toBe('$2,650.50/month');
  });
});

// One database for the file: the app's connection is shared, so a second one would close the first.
const { db } = await useFreshDatabase();

describe('listing properties, filtered in SQL', async () => {
  for (const number of [9, 10, 11, 12]) await createBoard(db, { id: number, number, name: `Board ${number}`, slug: `board-${number}` });
  const day = 86_400_000;
  const listed = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20) - daysAgo * day);
  await createProperty(db, {
    title: 'Strivers Row Brownstone',
    propertyType: 'Residential',
    listingType: 'sale',
    priceCents: 345_000_000,
    bedrooms: 5,
    communityBoardId: 10,
    address: '228 W 139th St, New York, NY 10030',
    createdAt: listed(6),
  });
  await createProperty(db, {
    title: 'Lenox One-Bedroom',
    propertyType: 'Residential',
    listingType: 'rent',
    priceCents: 265_000,
    bedrooms: 1,
    communityBoardId: 10,
    createdAt: listed(3),
  });
  await createProperty(db, {
    title: 'Convent Two-Bedroom',
    propertyType: 'Residential',
    listingType: 'rent',
    priceCents: 310_000,
    bedrooms: 2,
    communityBoardId: 9,
    description: 'Near City College and the park.',
    createdAt: listed(5),
  });
  await createProperty(db, {
    title: 'Third Avenue Storefront',
    propertyType: 'Commercial',
    listingType: 'rent',
    priceCents: 1_100_000,
    bedrooms: null,
    communityBoardId: 11,
    createdAt: listed(25),
  });
  await createProperty(db, {
    title: 'Mixed-Use Building',
    propertyType: 'Commercial',
    listingType: 'sale',
    priceCents: 420_000_000,
    bedrooms: null,
    communityBoardId: 10,
    createdAt: listed(40),
    isFeatured: true,
  });
  await createProperty(db, {
    title: 'Hudson Heights Co-op',
    propertyType: 'Residential',
    listingType: 'sale',
    priceCents: 74_900_000,
    bedrooms: 2,
    communityBoardId: 12,
    address: '100 Cabrini Blvd, New York, NY 10033',
    createdAt: listed(8),
  });
  await createProperty(db, {
    title: 'Studio with 100% Natural Light',
    propertyType: 'Residential',
    listingType: 'rent',
    priceCents: 195_000,
    bedrooms: 0,
    communityBoardId: 10,
    createdAt: listed(9),
  });
  const retired = await createProperty(db, {
    title: 'Retired Brownstone',
    propertyType: 'Residential',
    listingType: 'sale',
    priceCents: 200_000_000,
    bedrooms: 4,
    communityBoardId: 10,
    isActive: false,
  });
  const titles = async (text: string) => (await listProperties(db, query(text).filters)).map((property) => property.title);

  it('lists active listings only, featured first, then newest', async () => {
    expect(await titles('')).toEqual([
      'Mixed-Use Building',
      'Lenox One-Bedroom',
      'Convent Two-Bedroom',
      'Strivers Row Brownstone',
      'Hudson Heights Co-op',
      'Studio with 100% Natural Light',
      'Third Avenue Storefront',
    ]);
  });

  it('filters by each field', async () => {
    expect(await titles('q=BROWNSTONE')).toEqual(['Strivers Row Brownstone']);
    expect(await titles('q=cabrini')).toEqual(['Hudson Heights Co-op']);
    expect(await titles('q=city college')).toEqual(['Convent Two-Bedroom']);
    expect(await titles('type=Commercial')).toEqual(['Mixed-Use Building', 'Third Avenue Storefront']);
    expect(await titles('listing=sale')).toEqual(['Mixed-Use Building', 'Strivers Row Brownstone', 'Hudson Heights Co-op']);
    expect(await titles('board=9')).toEqual(['Convent Two-Bedroom']);
    expect(await titles('board=12')).toEqual(['Hudson Heights Co-op']);
    expect(await titles('minPrice=4000000')).toEqual(['Mixed-Use Building']);
    expect(await titles('maxPrice=2650')).toEqual(['Lenox One-Bedroom', 'Studio with 100% Natural Light']);
    expect(await titles('bedrooms=2')).toEqual(['Convent Two-Bedroom', 'Strivers Row Brownstone', 'Hudson Heights Co-op']);
    // Commercial space has no bedrooms, so any bedroom filter leaves it out; 0 means studios and up.
    expect(await titles('bedrooms=0')).not.toContain('Third Avenue Storefront');
    expect(await titles('bedrooms=0')).toContain('Studio with 100% Natural Light');
  });

  it('matches search text literally, wildcards included', async () => {
    expect(await titles('q=100%25')).toEqual(['Studio with 100% Natural Light']);
    expect(await titles('q=%25')).toEqual(['Studio with 100% Natural Light']);
    expect(await titles('q=_')).toEqual([]);
  });

  it('combines filters, including a price range', async () => {
    expect(await titles('type=Residential&listing=rent&board=10')).toEqual(['Lenox One-Bedroom', 'Studio with 100% Natural Light']);
    expect(await titles('listing=rent&minPrice=2000&maxPrice=3200')).toEqual(['Lenox One-Bedroom', 'Convent Two-Bedroom']);
    expect(await titles('minPrice=2650&maxPrice=2650')).toEqual(['Lenox One-Bedroom']);
    expect(await titles('listing=sale&minPrice=500000&maxPrice=1000000&bedrooms=2&board=12&q=co-op')).toEqual(['Hudson Heights Co-op']);
    expect(await titles('type=Commercial&bedrooms=1')).toEqual([]);
  });

  it('ignores bad values instead of failing', async () => {
    expect(await titles('board=99&type=Castle&minPrice=abc&q=brownstone')).toEqual(['Strivers Row Brownstone']);
    expect(await titles('minPrice=5000&maxPrice=1000')).toHaveLength(7);
  });

  it('loads the page in one round trip whatever the filters', async () => {
    let page: Awaited<ReturnType<typeof getPropertiesPage>> | undefined;
    const trips = await countRoundTrips(async () => {
      page = await getPropertiesPage(db, query('listing=rent&board=10&minPrice=1000&bedrooms=0&q=e').filters);
    });
    expect(trips).toBe(1);
    expect(page!.total).toBe(2);
    expect(page!.boards.map((board) => board.number)).toEqual([9, 10, 11, 12]);
    expect(page!.properties[0].communityBoard).toEqual({ id: 10, number: 10, name: 'Board 10', slug: 'board-10' });
  });

  it('gets one active listing, never a retired one', async () => {
    const [first] = await listProperties(db, {});
    expect((await getProperty(db, first.id))?.title).toBe(first.title);
    expect(await getProperty(db, retired.id)).toBeNull();
    expect(await getProperty(db, 999_999)).toBeNull();
  });

  it('describes a listing for search engines as a RealEstateListing with an offer', async () => {
    const [rental] = await listProperties(db, query('q=lenox').filters);
    const data = realEstateListingJsonLd(rental, 'https://harlem.example/property/2', 'https://harlem.example/x.svg');
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Lenox One-Bedroom',
      about: { '@type': 'Accommodation', numberOfBedrooms: 1, address: { '@type': 'PostalAddress', postalCode: '10027' } },
      offers: { '@type': 'Offer', price: '2650.00', priceCurrency: 'USD', priceSpecification: { unitCode: 'MON' } },
    });
    const [sale] = await listProperties(db, query('type=Commercial&listing=sale').filters);
    expect(realEstateListingJsonLd(sale, 'u', 'i')).toMatchObject({ about: { '@type': 'Place' }, offers: { price: '4200000.00' } });
  });
});

describe('inquiries about a listing', () => {
  // Created when this group starts, after the listing tests above have counted their rows.
  let property: Awaited<ReturnType<typeof createProperty>>;
  beforeAll(async () => {
    property = await createProperty(db, {
      title: 'Sugar Hill Co-op',
      realtorName: 'Renee Whitfield',
      realtorEmail: 'renee@sugarhill.example',
    });
  });
  const good = { inquirerName: ' Ada Lovelace ', email: 'ada@example.com', phone: '', message: 'Can I see it on Saturday?' };
  const stored = () => db.select().from(schema.propertyInquiries).where(eq(schema.propertyInquiries.propertyId, property.id));

  /** The inquiry form's action for this listing, from an address, optionally signed in. */
  const inquire = (values: Record<string, unknown>, ip: string) =>
    callAction(inboxes.property, { propertyId: String(property.id), ...values }, { ip });

  it('refuses missing or bad fields with the spec messages and stores nothing', async () => {
    const result = await inquire({ inquirerName: '  ', email: 'not-an-email', message: '' }, '203.0.113.1');
    expect(fieldsOf(result.error)).toEqual({
      inquirerName: 'Name is required',
      email: 'Please enter a valid email address',
      message: 'Message is required',
    });
    expect((await inquire({}, '203.0.113.1')).error.status).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  it('stores a good inquiry without an account and emails the realtor', async () => {
    const result = await inquire(good, '203.0.113.2');
    expect(result.data).toEqual({ redirect: `/property/${property.id}?sent=1#inquire` });
    const [row] = await stored();
    expect(row).toMatchObject({
      inquirerName: 'Ada Lovelace',
      email: 'ada@example.com',
      phone: null,
      message: 'Can I see it on Saturday?',
      userId: null,
      isRead: false,
    });
    const [mail] = await db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.kind, 'property_inquiry'));
    expect(mail.toAddress).toBe('renee@sugarhill.example');
    expect(mail.subject).toBe('New inquiry: Sugar Hill Co-op');
    expect(mail.textBody).toContain('Hello Renee Whitfield,');
    expect(mail.textBody).toContain(`/property/${property.id}`);
  });

  it('refuses an inquiry about a listing that does not exist', async () => {
    const result = await callAction(inboxes.property, { ...good, propertyId: '999999' }, { ip: '203.0.113.6' });
    expect(result.error).toMatchObject({ status: 404, message: PROPERTY_INQUIRY_MESSAGES.notFound });
  });

  it('refuses an optional phone that is not a phone number, and keeps one that is', async () => {
    const before = (await stored()).length;
    for (const phone of ['abc', '12', '555-CALL-NOW', '+1 (212) 555-0123 4567 8901']) {
      const result = await inquire({ ...good, phone }, '203.0.113.5');
      expect(fieldsOf(result.error), phone).toEqual({ phone: 'Please enter a valid phone number (at least 7 digits)' });
    }
    expect(PROPERTY_INQUIRY_MESSAGES.phone.in('en')).toBe('Please enter a valid phone number (at least 7 digits)');
    expect(await stored()).toHaveLength(before);
    expect((await inquire({ ...good, phone: ' +1 (212) 555-0199 ' }, '203.0.113.5')).error).toBeUndefined();
    expect((await stored()).map((row) => row.phone).slice(before)).toEqual(['+1 (212) 555-0199']);
  });

  it('pretends success to a bot that fills the honeypot, storing nothing', async () => {
    const before = (await stored()).length;
    expect((await inquire({ ...good, [HONEYPOT_FIELD]: 'http://spam.example' }, '203.0.113.3')).data).toEqual({
      redirect: `/property/${property.id}?sent=1#inquire`,
    });
    expect(await stored()).toHaveLength(before);
  });

  it('stops a sender after the public form limit', async () => {
    const before = (await stored()).length;
    const results = [];
    for (let i = 0; i < 9; i++) results.push(await inquire(good, '203.0.113.4'));
    expect(results.slice(0, 8).every((result) => result.error === undefined)).toBe(true);
    expect(results[8].error).toMatchObject({ status: 429, message: TOO_MANY_ATTEMPTS.in('en') });
    expect(await stored()).toHaveLength(before + 8);
    const [{ n }] = await db.select({ n: count() }).from(schema.propertyInquiries);
    expect(n).toBe(before + 8);
  });
});
