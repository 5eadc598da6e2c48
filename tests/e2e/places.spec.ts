import { ACCOUNTS, expect, test } from './fixtures.ts';
import { AxeBuilder } from '@axe-core/playwright';
import { existsSync, readFileSync } from 'node:fs';
import { createClient, type InValue } from '@libsql/client';

// Expectations come from the database the server seeded (the config's E2E_DATABASE_FILE).
async function sql<T = Record<string, unknown>>(statement: string, args: InValue[] = []): Promise<T[]> {
  const file = process.env.E2E_DATABASE_FILE;
  // Opening a missing file would create an empty database; say clearly what is wrong instead.
  if (!file || !existsSync(file)) {
    throw new Error(
      `E2E_DATABASE_FILE (${file}) is not the server's database: each test worker must inherit the value the config set in the main process.`,
    );
  }
  const client = createClient({ url: `file:${file}`, timeout: 5000 });
  try {
    return (await client.execute({ sql: statement, args })).rows as T[];
  } finally {
    client.close();
  }
}

test.describe('Harlem Week', () => {
  // The seed moves its programmes to the coming edition (this year's until it is over, then next
  // year's) and the two before it, so the latest year is always ahead or on now.
  const editions = async () => {
    const [{ latest }] = await sql<{ latest: number }>('select max(year) as latest from festival_events');
    return { latest, last: latest - 1, oldest: latest - 2 };
  };
  const nyDay = (epochMs: number) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(epochMs));

  test('shows the coming edition by default with its schedule and tickets, switches year by link and recaps past years', async ({
    page,
  }) => {
    const { latest, last, oldest } = await editions();
    await page.goto('/harlem-week');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Harlem Week ${latest}`);
    // The 50th anniversary was 2024; other years say since when.
    await expect(page.locator('.hw-kicker')).toHaveText(latest === 2024 ? '50th Anniversary Celebration' : 'Since 1974');
    await expect(page.getByText('50th Anniversary Celebration')).toHaveCount(latest === 2024 ? 1 : 0);
    const years = page.getByRole('navigation', { name: 'Festival year' });
    await expect(years.getByRole('link')).toHaveText([new RegExp(`^${latest} \\((upcoming|on now)\\)$`), String(last), String(oldest)]);
    await expect(years.getByRole('link', { name: String(latest) })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'See the Schedule' })).toHaveAttribute('href', '#events');
    await expect(page.getByRole('main').getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', '/donate');
    // A festival still ahead sells tickets and has no recap yet.
    await expect(page.getByRole('region', { name: `Harlem Week ${latest} Schedule` })).toContainText('Free events need no ticket.');
    await expect(page.getByRole('link', { name: /^Get Tickets/ }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: `Harlem Week ${latest} in Review` })).toHaveCount(0);

    await years.getByRole('link', { name: String(last) }).click();
    await expect(page).toHaveURL(`/harlem-week?year=${last}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Harlem Week ${last}`);
    await expect(years.getByRole('link', { name: String(last) })).toHaveAttribute('aria-current', 'page');
    const [figures] = await sql<{ events: number; free: number; venues: number; days: number }>(
      `select count(*) as events, sum(coalesce(ticket_price_cents, 0) = 0) as free, count(distinct lower(trim(location))) as venues,
       count(distinct date(starts_at / 1000, 'unixepoch', '-4 hours')) as days from festival_events where year = ?`,
      [last],
    );
    const recap = page.getByRole('region', { name: `Harlem Week ${last} in Review` });
    await expect(recap).toContainText(
      `Harlem Week ${last} brought ${figures.events} events to ${figures.venues} venues over ${figures.days} festival days, and ${figures.free} of them were free to attend.`,
    );
    await expect(recap.getByRole('listitem')).toHaveText([
      `${figures.events} events`,
      `${figures.free} free events`,
      `${figures.venues} venues`,
      `${figures.days} festival days`,
    ]);
    await expect(
      recap.getByRole('link', { name: new RegExp(`^See the (coming festival|festival on now), Harlem Week ${latest}$`) }),
    ).toHaveAttribute('href', `/harlem-week?year=${latest}`);
    await expect(page.getByRole('region', { name: `The ${last} Programme` })).toContainText(
      'This festival has ended; the programme is kept for the record.',
    );
    // A past year keeps its prices but offers no tickets.
    await expect(page.getByRole('link', { name: /^Get Tickets/ })).toHaveCount(0);

    await page.goto('/harlem-week?year=1999');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Harlem Week ${oldest}`);
    await expect(
      page.getByText(`The guide has no Harlem Week 1999 programme, so ${oldest}, the nearest festival year, is shown.`),
    ).toBeVisible();
    const response = await page.goto('/harlem-week?year=%3Cscript%3E');
    expect(response!.status()).toBe(200);
    await expect(page.getByText(`“<script>” is not a festival year, so Harlem Week ${latest} is shown.`)).toBeVisible();
  });

  test('the programme groups the days with New York times, places, Free and ticket prices, with tickets only while ahead', async ({
    page,
  }) => {
    const { latest, last } = await editions();
    const ticketedOf = async (year: number) =>
      (
        await sql<{ title: string; ticket_price_cents: number; ticket_url: string }>(
          'select title, ticket_price_cents, ticket_url from festival_events where year = ? and ticket_price_cents > 0 order by starts_at desc limit 1',
          [year],
        )
      )[0];
    const [harlemDayStart] = await sql<{ starts_at: number }>(
      "select starts_at from festival_events where year = ? and title = 'Harlem Day'",
      [last],
    );

    await page.goto(`/harlem-week?year=${last}`);
    const schedule = page.getByRole('region', { name: `The ${last} Programme` });
    await expect(schedule.getByText('All times are New York time.')).toBeVisible();
    // Harlem Day keeps its Sunday in every edition.
    expect(nyDay(harlemDayStart.starts_at)).toMatch(/^Sunday, August /);
    const harlemDay = schedule.getByRole('region', { name: nyDay(harlemDayStart.starts_at) });
    await expect(harlemDay.getByRole('heading', { level: 4 })).toHaveText(["Children's Festival", 'Harlem Day']);
    const day = harlemDay.getByRole('listitem').filter({ hasText: 'Harlem Day' });
    await expect(day).toContainText('12:00 PM – 7:00 PM');
    await expect(day).toContainText('W 135th St between Fifth Ave and St Nicholas Ave');
    await expect(day.locator('.fd-price')).toHaveText('Free');
    await expect(day.getByRole('link', { name: /Get Tickets/ })).toHaveCount(0);
    // The price stays for the record; the ticket link of an event that is over does not.
    const past = await ticketedOf(last);
    const pastItem = schedule.getByRole('listitem').filter({ has: page.getByRole('heading', { name: past.title, exact: true }) });
    await expect(pastItem.locator('.fd-price')).toHaveText(`Tickets $${(past.ticket_price_cents / 100).toFixed(2)}`);
    await expect(pastItem.getByRole('link', { name: /Get Tickets/ })).toHaveCount(0);

    // The coming edition links its last ticketed event to the box office.
    const coming = await ticketedOf(latest);
    await page.goto('/harlem-week');
    const item = page
      .getByRole('region', { name: `Harlem Week ${latest} Schedule` })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: coming.title, exact: true }) });
    await expect(item.getByRole('link', { name: /Get Tickets/ })).toHaveAttribute('href', coming.ticket_url);
  });

  test('a sponsorship inquiry is refused with the values kept, then stored', async ({ page }) => {
    await page.goto('/harlem-week');
    await page.getByText('Send a sponsorship inquiry').click();
    const form = page.locator('form.public-form');
    await form.getByLabel(/Contact name/).fill('Grace Lee');
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByRole('combobox', { name: /Sponsorship level/ }).selectOption('gold');
    await form.getByLabel(/Budget/).fill('$15,000');
    await form.getByRole('button', { name: 'Send Sponsorship Inquiry' }).click();

    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Contact name is required')).toHaveCount(0);
    await expect(page.getByLabel(/Company name/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/Contact name/)).toHaveValue('Grace Lee');
    await expect(page.getByLabel(/^Email/)).toHaveValue('not-an-email');
    await expect(page.getByRole('combobox', { name: /Sponsorship level/ })).toHaveValue('gold');
    await expect(page.getByLabel(/Budget/)).toHaveValue('$15,000');
    expect(await sql("select id from sponsorship_inquiries where contact_name = 'Grace Lee'")).toHaveLength(0);

    const company = `Uptown Bank ${Date.now()}`;
    await page.getByLabel(/Company name/).fill(company);
    await page.getByLabel(/^Email/).fill('grace@uptownbank.example');
    // An optional phone must still read as one.
    await page.getByLabel(/^Phone/).fill('call me');
    await page.getByRole('button', { name: 'Send Sponsorship Inquiry' }).click();
    await expect(page.getByText('Please enter a valid phone number (at least 7 digits)')).toBeVisible();
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(await sql('select id from sponsorship_inquiries where company_name = ?', [company])).toHaveLength(0);
    await page.getByLabel(/^Phone/).fill('(212) 555-0123');
    await page.getByRole('button', { name: 'Send Sponsorship Inquiry' }).click();
    await expect(page).toHaveURL(/\/harlem-week\?sent=1#sponsor-inquiry$/, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for supporting Harlem Week!' })).toBeInViewport();
    const rows = await sql(
      'select contact_name, email, phone, sponsorship_type, budget, is_read from sponsorship_inquiries where company_name = ?',
      [company],
    );
    expect(rows).toEqual([
      {
        contact_name: 'Grace Lee',
        email: 'grace@uptownbank.example',
        phone: '(212) 555-0123',
        sponsorship_type: 'gold',
        budget: '$15,000',
        is_read: 0,
      },
    ]);
  });
});

// A festival on now (some events over, tickets only for those ahead) and the year after it are
// tests/unit/harlem-week.test.ts's ("marks which events are over while the festival is on", "calls
// the latest year upcoming before it starts"): the pages above draw the same view.

test.describe('Real estate', () => {
  test('filters through the query string, explains bad values and shows No Properties Found', async ({ page }) => {
    const [{ total }] = await sql<{ total: number }>('select count(*) as total from properties where is_active = 1');
    await page.goto('/properties');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harlem Real Estate');
    await expect(page.getByText(`${total} properties`, { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(total);

    await page.getByLabel('Listing').selectOption('rent');
    await page.getByLabel('Community board').selectOption('10');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/listing=rent/);
    await expect(page).toHaveURL(/board=10/);
    // Featured listings first, then the newest.
    const rentals = await sql<{ title: string }>(
      "select title from properties where is_active = 1 and listing_type = 'rent' and community_board_id = 10 order by is_featured desc, created_at desc, id desc",
    );
    expect(rentals.length).toBeGreaterThan(1);
    await expect(page.getByRole('article').getByRole('heading')).toHaveText(rentals.map((row) => row.title));
    // A price on every card.
    await expect(page.locator('.pc-price')).toHaveCount(rentals.length);
    for (const price of await page.locator('.pc-price').allTextContents()) expect(price).toMatch(/^\$[\d,]+\/month$/);
    await expect(page.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/properties');

    await page.goto('/properties?type=Residential&listing=sale&minPrice=700000&maxPrice=2000000&bedrooms=2');
    const inRange = await sql<{ title: string }>(
      "select title from properties where is_active = 1 and property_type = 'Residential' and listing_type = 'sale' and price_cents between 70000000 and 200000000 and bedrooms >= 2",
    );
    expect(inRange.length).toBeGreaterThan(0);
    await expect(page.getByRole('article')).toHaveCount(inRange.length);
    await expect(page.locator('.pc-price')).toHaveCount(inRange.length);
    for (const price of await page.locator('.pc-price').allTextContents()) {
      const dollars = Number(price.replace(/[$,]/g, ''));
      expect(dollars).toBeGreaterThanOrEqual(700_000);
      expect(dollars).toBeLessThanOrEqual(2_000_000);
    }

    const bad = await page.goto('/properties?minPrice=cheap&board=7&q=brownstone');
    expect(bad!.status()).toBe(200);
    await expect(page.getByText('Minimum price must be an amount in dollars, such as 2500. It was not applied.')).toBeVisible();
    await expect(page.getByText("“7” is not one of the guide's community boards (9, 10, 11 or 12). All boards are shown.")).toBeVisible();
    await expect(page.getByLabel('Min price ($)')).toHaveValue('cheap');
    await expect(page.getByRole('article').first()).toContainText('Brownstone');

    await page.goto('/properties?q=no-such-listing-anywhere');
    await expect(page.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    await page.locator('.empty-state').getByRole('link', { name: 'Clear Filters' }).click();
    await expect(page).toHaveURL('/properties');
    await expect(page.getByRole('article')).toHaveCount(total);
  });

  test('a property page shows its facts, contact and map; an inquiry is refused with values kept, then stored', async ({ page }) => {
    const [property] = await sql<{
      id: number;
      title: string;
      price_cents: number;
      bedrooms: number;
      bathrooms: number;
      square_footage: number;
      address: string;
      realtor_name: string;
      realtor_phone: string;
      realtor_email: string;
      slug: string;
      number: number;
    }>(
      `select p.*, b.slug, b.number from properties p join community_boards b on b.id = p.community_board_id
       where p.is_active = 1 and p.property_type = 'Residential' and p.listing_type = 'sale' order by p.id limit 1`,
    );
    await page.goto('/properties');
    await page.getByRole('link', { name: property.title }).click();
    await expect(page).toHaveURL(`/property/${property.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
    const facts = page.getByRole('region', { name: 'Facts' });
    const price = `$${(property.price_cents / 100).toLocaleString('en-US')}`;
    for (const [term, value] of [
      ['Type', 'Residential'],
      ['Listing', 'For Sale'],
      ['Price', price],
      ['Bedrooms', String(property.bedrooms)],
      ['Bathrooms', String(property.bathrooms)],
      ['Size', `${property.square_footage.toLocaleString('en-US')} sq ft`],
      ['Address', property.address],
    ]) {
      await expect(
        facts
          .locator('div')
          .filter({ has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
          .locator('dd'),
      ).toHaveText(value);
    }
    await expect(facts.getByRole('link', { name: new RegExp(`Community Board ${property.number}`) })).toHaveAttribute(
      'href',
      `/neighborhoods/${property.slug}`,
    );
    await expect(page.getByRole('link', { name: `Call ${property.realtor_phone}` })).toHaveAttribute(
      'href',
      `tel:${property.realtor_phone.replace(/[^\d+]/g, '')}`,
    );
    await expect(page.getByRole('link', { name: property.realtor_email })).toHaveAttribute('href', `mailto:${property.realtor_email}`);
    await expect(page.locator('.location-map')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Get Directions' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(jsonLd).toMatchObject({
      '@type': 'RealEstateListing',
      name: property.title,
      offers: { price: (property.price_cents / 100).toFixed(2), priceCurrency: 'USD' },
    });
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `${property.title} | Harlem`);

    const name = `Ada Inquirer ${Date.now()}`;
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Email/).fill('ada@');
    await page.getByLabel(/^Phone/).fill('abc');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(page.getByText('Please enter a valid phone number (at least 7 digits)')).toBeVisible();
    await expect(page.getByLabel(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Phone/)).toHaveValue('abc');
    await expect(page.getByText('Name is required')).toHaveCount(0);
    await expect(page.getByLabel(/^Name/)).toHaveValue(name);
    await expect(page.getByLabel(/^Message/)).toHaveAttribute('aria-invalid', 'true');
    expect(await sql('select id from property_inquiries where inquirer_name = ?', [name])).toHaveLength(0);

    await page.getByLabel(/^Email/).fill('ada@example.com');
    await page.getByLabel(/^Phone/).fill('(212) 555-0199');
    await page.getByLabel(/^Message/).fill('Could I visit on Saturday morning?');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    // The post stores the inquiry and emails the realtor: allow a busy machine some time.
    await expect(page).toHaveURL(`/property/${property.id}?sent=1#inquire`, { timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: 'Inquiry Sent' })).toBeVisible();
    const rows = await sql('select property_id, email, phone, message, user_id from property_inquiries where inquirer_name = ?', [name]);
    expect(rows).toEqual([
      {
        property_id: property.id,
        email: 'ada@example.com',
        phone: '(212) 555-0199',
        message: 'Could I visit on Saturday morning?',
        user_id: null,
      },
    ]);
  });

  test("a signed-in member's inquiry is prefilled and linked to the account", async ({ page }) => {
    const [member] = await sql<{ id: number; first_name: string; last_name: string; email: string }>(
      "select id, first_name, last_name, email from users where email = 'member@harlemguide.example'",
    );
    await page.goto('/auth');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNTS.member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/', { timeout: 15_000 });

    await page.goto('/property/2');
    await expect(page.getByLabel(/^Name/)).toHaveValue(`${member.first_name} ${member.last_name}`);
    await expect(page.getByLabel(/^Email/)).toHaveValue(member.email);
    const message = `Is the building pet friendly? ${Date.now()}`;
    await page.getByLabel(/^Message/).fill(message);
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL('/property/2?sent=1#inquire', { timeout: 15_000 });
    expect(await sql('select property_id, user_id, email from property_inquiries where message = ?', [message])).toEqual([
      { property_id: 2, user_id: member.id, email: member.email },
    ]);
  });

  test('unknown, retired and non-numeric properties are the 404 page', async ({ page }) => {
    const [retired] = await sql<{ id: number }>(
      "insert into properties (title, property_type, listing_type, price_cents, address, is_active) values ('Retired listing', 'Residential', 'sale', 100, '1 W 125th St, New York, NY 10027', 0) returning id",
    );
    for (const path of [
      '/property/999999',
      '/property/abc',
      `/property/${retired.id}`,
      '/property/1.5',
      '/property/+1',
      '/property/1.0',
      '/property/0',
      '/property/00',
    ]) {
      const response = await page.goto(path);
      expect(response!.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Property Not Found');
    }
    await expect(page.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/properties');
  });

  test('a listing id written with leading zeros redirects for good to its one address', async ({ page, request }) => {
    const [property] = await sql<{ id: number; title: string }>('select id, title from properties where is_active = 1 order by id limit 1');
    for (const [path, target] of [
      [`/property/0${property.id}`, `/property/${property.id}`],
      [`/property/000${property.id}?sent=1`, `/property/${property.id}?sent=1`],
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      const location = new URL(response.headers().location, 'http://x');
      expect(location.pathname + location.search, path).toBe(target);
    }
    await page.goto(`/property/0${property.id}`);
    await expect(page).toHaveURL(`/property/${property.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(property.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/property/${property.id}$`));
    // A retired listing stays not found, with or without zeros.
    const [retired] = await sql<{ id: number }>(
      "insert into properties (title, property_type, listing_type, price_cents, address, is_active) values ('Retired zero listing', 'Residential', 'rent', 100, '2 W 125th St, New York, NY 10027', 0) returning id",
    );
    expect((await request.get(`/property/0${retired.id}`, { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('Role demo', () => {
  test('switches role by link and lists allowed and denied permissions in words', async ({ page }) => {
    await page.goto('/cms-demo');
    const roles = page.getByRole('navigation', { name: 'Choose a role' });
    await expect(roles.getByRole('link', { name: /^Admin/ })).toHaveAttribute('aria-current', 'page');
    const checklist = page.getByRole('region', { name: 'Admin', exact: true });
    const item = (label: string) => checklist.getByRole('listitem').filter({ hasText: label });
    await expect(item('Manage all businesses')).toContainText('Allowed');
    await expect(item('Manage users')).toContainText('Allowed');
    await expect(item('Leave reviews')).toContainText('Not allowed');

    await roles.getByRole('link', { name: /^Community Member/ }).click();
    await expect(page).toHaveURL('/cms-demo?role=user');
    const member = page.getByRole('region', { name: 'Community Member', exact: true });
    const rows = await sql<{ resource: string; action: string; is_allowed: number }>(
      "select resource, action, is_allowed from cms_permissions where role = 'user' order by id",
    );
    await expect(member.getByRole('listitem')).toHaveCount(rows.length);
    await expect(member.getByText('Allowed', { exact: true })).toHaveCount(rows.filter((row) => row.is_allowed).length);
    await expect(member.getByText('Not allowed', { exact: true })).toHaveCount(rows.filter((row) => !row.is_allowed).length);
    await expect(member.getByRole('listitem').filter({ hasText: 'Register for events' })).toContainText('Allowed');
    await expect(member.getByRole('listitem').filter({ hasText: 'Manage own business' })).toContainText('Not allowed');

    // The seed has no photos (galleries show only what owners add; eight owners' photos: tests/unit/cms-demo.test.ts).
    const gallery = page.getByRole('region', { name: 'Sample Gallery' });
    await expect(gallery).toContainText('No business photos yet.');
    await expect(gallery.getByRole('figure')).toHaveCount(0);

    await page.goto('/cms-demo?role=business_owner');
    await expect(
      page.getByRole('region', { name: 'Business Owner', exact: true }).getByRole('listitem').filter({ hasText: 'Upgrade account' }),
    ).toContainText('Allowed');
    await page.goto('/cms-demo?role=superuser');
    await expect(page.getByText('There is no role called “superuser”')).toBeVisible();
  });
});

test('Harlem Week, real estate and the role demo have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(120_000);
  const tile = readFileSync('tests/fixtures/tile.png');
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ body: tile, contentType: 'image/png' }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const paths = [
    '/harlem-week?year=2024',
    '/properties',
    '/properties?q=zzz&minPrice=abc',
    '/property/1',
    '/property/999999',
    '/cms-demo?role=user',
  ];
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' });
    // The sponsorship form is scanned open.
    if (path.startsWith('/harlem-week')) await page.getByText('Send a sponsorship inquiry').click();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 3)
            .join(', ')})`,
      );
    expect(serious, path).toEqual([]);
  }
});

test('on a phone a sponsorship inquiry lands on its result, not on the tier cards @phone', async ({ page }) => {
  const header = async () => (await page.locator('.site-header').boundingBox())!;
  await page.goto('/harlem-week?tier=silver#sponsor-inquiry');
  // A tier's link opens the form with the tier chosen, below the header.
  await expect(page.getByRole('combobox', { name: /Sponsorship level/ })).toHaveValue('silver');
  const form = (await page.locator('#sponsor-inquiry').boundingBox())!;
  expect(form.y).toBeGreaterThanOrEqual((await header()).height);
  expect(form.y).toBeLessThan(200);

  await page.getByLabel(/Contact name/).fill('Imani Brooks');
  await page.getByLabel(/^Email/).fill('imani@');
  await page.getByRole('button', { name: 'Send Sponsorship Inquiry' }).tap();
  const summary = page.getByRole('alert').filter({ hasText: 'Please check the form' });
  await expect(summary).toBeInViewport();
  expect((await summary.boundingBox())!.y).toBeGreaterThanOrEqual((await header()).height);

  const company = `Sugar Hill Ceramics ${Date.now()}`;
  await page.getByLabel(/Company name/).fill(company);
  await page.getByLabel(/^Email/).fill('imani@sugarhill.example');
  await page.getByRole('button', { name: 'Send Sponsorship Inquiry' }).tap();
  await expect(page).toHaveURL(/\/harlem-week\?sent=1#sponsor-inquiry$/, { timeout: 15_000 });
  const thanks = page.getByRole('status').filter({ hasText: 'Thank you for supporting Harlem Week!' });
  await expect(thanks).toBeInViewport({ ratio: 1 });
  // Whole, and not under the sticky header.
  expect((await thanks.boundingBox())!.y).toBeGreaterThanOrEqual((await header()).height);
  // The tier cards are above, out of view.
  await expect(page.getByRole('heading', { name: 'Platinum', level: 3 })).not.toBeInViewport();
  expect(await sql('select sponsorship_type from sponsorship_inquiries where company_name = ?', [company])).toEqual([
    { sponsorship_type: 'silver' },
  ]);
});

test('Harlem Week, real estate and the role demo fit 390 px and work by touch @phone', async ({ page }) => {
  const [{ oldest }] = await sql<{ oldest: number }>('select min(year) as oldest from festival_events');
  for (const path of ['/harlem-week', `/harlem-week?year=${oldest}`, '/properties', '/properties?q=zzz', '/property/1', '/cms-demo']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  await page.goto('/harlem-week');
  await page
    .getByRole('navigation', { name: 'Festival year' })
    .getByRole('link', { name: String(oldest) })
    .tap();
  await expect(page.getByRole('heading', { name: `Harlem Week ${oldest} in Review` })).toBeVisible();
  await page.getByText('Send a sponsorship inquiry').tap();
  await expect(page.getByLabel(/Company name/)).toBeVisible();

  await page.goto('/properties');
  await page.getByLabel('Property type').selectOption('Commercial');
  await page.getByRole('button', { name: 'Search' }).tap();
  await expect(page).toHaveURL(/type=Commercial/);
  await expect(page.getByRole('article').first()).toContainText('Commercial');
  await page.getByRole('article').first().getByRole('link').tap();
  await expect(page.getByRole('button', { name: 'Send Inquiry' })).toBeVisible();
});
