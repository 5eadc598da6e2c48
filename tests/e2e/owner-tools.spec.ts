/**
 * Business owner tools, as an owner uses them in the browser: the seven-tab dashboard, each tab
 * at its own address, and the Edit Business form with the weekly hours and the pin, seen on the
 * public page afterwards. Each test edits a business of its own.
 */
import { createClient, type Client } from '@libsql/client';
import { expect, hydrated, signIn, storeOwnedBusiness, test } from './fixtures.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.E2E_DATABASE_FILE}`, timeout: 5000 });
});
test.afterAll(() => db.close());

/** Today's and tomorrow's weekday in New York, as the grid names them. */
function newYorkDays(): { today: string; tomorrow: string } {
  const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const today = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long' }).format(new Date());
  return { today, tomorrow: names[(names.indexOf(today) + 1) % 7] };
}

test('an owner edits every field of the listing and sees it on the public page, with "Open now" in New York time', async ({ page }) => {
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Edit Diner');
  await signIn(page.request, owner);
  await page.goto('/business-dashboard');
  await hydrated(page, '.owner');
  await page.locator('#owner-tab-edit').click();
  await expect(page).toHaveURL(/\?tab=edit$/);
  const form = page.locator('form.owner-form');
  await expect(form.getByRole('heading', { name: 'Edit Business' })).toBeVisible();
  // Board options read "CB {number} - {name}", prices carry the spec's labels.
  await expect(form.getByLabel('Community board *').locator('option')).toHaveText([
    'CB 9 - Hamilton Heights',
    'CB 10 - Central Harlem',
    'CB 11 - East Harlem',
    'CB 12 - Washington Heights',
  ]);
  await expect(form.getByLabel('Price range').locator('option')).toHaveText([
    'Not listed',
    '$ Budget Friendly',
    '$$ Moderate',
    '$$$ Upscale',
    '$$$$ Fine Dining',
  ]);

  // A refused save says why, field by field, and keeps the rest.
  await form.getByLabel('Business name *').fill('');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.locator('#name-error')).toHaveText('Business name is required');

  await form.getByLabel('Business name *').fill('Spec Edit Supper Club');
  await form.getByLabel('Description').fill('Supper and a trio on Saturdays, in a parlor floor on Lenox.');
  await form.getByLabel('Address *').fill('210 Malcolm X Blvd, New York, NY 10026');
  await form.getByLabel('Phone').fill('(212) 555-0142');
  await form.getByLabel('Email').fill('table@supperclub.example');
  await form.getByLabel('Website').fill('supperclub.example');
  await form.getByLabel('Community board *').selectOption({ label: 'CB 11 - East Harlem' });
  await form.getByLabel('Category *').selectOption({ label: 'Music Venues' });
  await form.getByLabel('Price range').selectOption({ label: '$$$ Upscale' });
  // Hours: open all day today, closed tomorrow, every other day 5 PM to 1 AM.
  const { today, tomorrow } = newYorkDays();
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    const row = form.locator('.owner-week tr', { hasText: day }).first();
    const open = row.getByRole('checkbox');
    if (day === tomorrow) {
      await open.uncheck();
      continue;
    }
    await open.check();
    await row.getByLabel(`${day} opens`).fill(day === today ? '00:00' : '17:00');
    await row.getByLabel(`${day} closes`).fill(day === today ? '00:00' : '01:00');
  }
  await form.getByLabel('Notes on hours').fill('Kitchen closes an hour before the bar');
  await form.getByLabel('Latitude').fill('40.8020');
  await form.getByLabel('Longitude').fill('-73.9490');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Business information updated successfully' })).toBeVisible();

  // Stored as opening_hours syntax.
  const stored = (await db.execute({ sql: 'select opening_hours, latitude, website from businesses where id = ?', args: [businessId] }))
    .rows[0];
  expect(String(stored.opening_hours)).toMatch(/00:00-24:00/);
  expect(stored.latitude).toBe(40.802);
  expect(stored.website).toBe('https://supperclub.example/');

  await page.goto(`/business/${businessId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spec Edit Supper Club');
  await expect(page.locator('.hero-meta').first()).toContainText('Music Venues');
  await expect(page.locator('.hero-meta').first()).toContainText('East Harlem');
  await expect(page.getByText('Supper and a trio on Saturdays').first()).toBeVisible();
  const contact = page.getByRole('complementary');
  await expect(contact).toContainText('210 Malcolm X Blvd, New York, NY 10026');
  await expect(contact.getByRole('link', { name: '(212) 555-0142' })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'table@supperclub.example' })).toBeVisible();
  await expect(contact.getByRole('link', { name: 'Visit Website' })).toHaveAttribute('href', 'https://supperclub.example/');
  await expect(page.locator('.price-card')).toContainText('Upscale');
  await expect(page.locator('.open-status')).toContainText('Open now · closes midnight');
  await expect(page.locator('#visit .hours').first()).toContainText(`${tomorrow.slice(0, 3)}: Closed`);
  await expect(page.locator('#visit')).toContainText('Kitchen closes an hour before the bar');
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
  expect(jsonLd.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: [today],
    opens: '00:00',
    closes: '23:59',
  });

  // Closed today: the page says when it opens next.
  await db.execute({
    sql: 'update businesses set opening_hours = ? where id = ?',
    args: [`${tomorrow.slice(0, 2)} 09:00-17:00`, businessId],
  });
  await page.reload();
  await expect(page.locator('.open-status')).toHaveText(/^Closed · opens tomorrow 9 AM/);
});

test('each tab has its own address; Back returns to the tab before', async ({ page }) => {
  const { owner } = await storeOwnedBusiness(db, 'Spec Tabs Cafe');
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=reviews');
  await expect(page.getByRole('heading', { level: 2, name: 'Customer Reviews (0)' })).toBeVisible();
  await expect(page.getByText('No reviews yet')).toBeVisible();
  await hydrated(page, '.owner');
  await page.locator('#owner-tab-messages').click();
  await expect(page).toHaveURL(/\?tab=messages$/);
  await expect(page.getByText('No messages yet')).toBeVisible();
  await page.locator('#owner-tab-payments').click();
  await expect(page.getByText('Basic Business Listing (free)')).toBeVisible();
  await expect(page.getByText('No payment history available')).toBeVisible();
  await page.locator('#owner-tab-events').click();
  await expect(page.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\?tab=payments$/);
  await expect(page.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  // Without the tab parameter: the overview.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Spec Tabs Cafe' })).toBeVisible();
});

test('a visitor signing in is told why, and the dashboard works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/business-dashboard?tab=edit');
  await expect(page).toHaveURL(/\/auth\?next=%2Fbusiness-dashboard%3Ftab%3Dedit/);
  await expect(page.getByText('Please log in to access your business dashboard.')).toBeVisible();
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Plain Form Bakery');
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=edit');
  const form = page.locator('form.owner-form');
  // Without JavaScript the hours are the opening_hours text itself.
  await expect(form.getByLabel('Opening hours')).toHaveValue('Mo-Fr 09:00-17:00');
  await form.getByLabel('Opening hours').fill('Mo-Fr 09:00-');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.locator('#openingHours-error')).toContainText('could not be read');
  await form.getByLabel('Opening hours').fill('Tu-Sa 07:00-15:00');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/business-dashboard\?tab=edit$/);
  await expect(page.getByText('Business information updated successfully')).toBeVisible();
  expect((await db.execute({ sql: 'select opening_hours from businesses where id = ?', args: [businessId] })).rows[0].opening_hours).toBe(
    'Tu-Sa 07:00-15:00',
  );
  await context.close();
});

test('on a 390 px phone every tab fits without a long scroll @phone', async ({ page }) => {
  const { owner } = await storeOwnedBusiness(db, 'Spec Phone Grill', { premium: true });
  await signIn(page.request, owner);
  // One load: the tabs switch in place (each tab's own address is the test above's).
  await page.goto('/business-dashboard');
  await hydrated(page, '.owner');
  for (const tab of ['overview', 'edit', 'events', 'payments', 'media', 'reviews', 'messages']) {
    await page.locator(`#owner-tab-${tab}`).click();
    await expect(page.locator(`#owner-tab-${tab}`)).toHaveAttribute('aria-selected', 'true');
    // The dashboard itself (the site's header and footer aside), and nothing wider than the phone,
    // once the tab has settled: the edit tab measured 3,411 px for a moment, then 3,199 px.
    const height = () => page.locator('section.owner').evaluate((element) => element.getBoundingClientRect().height);
    await expect.poll(height, { message: tab }).toBeLessThan(3200);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, tab).toBeLessThanOrEqual(390);
  }
});

test('a premium owner creates, edits and cancels an event; registrants are emailed', async ({ page }) => {
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Events Hall', { premium: true, connected: true });
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=events');
  await hydrated(page, '.owner');
  await expect(page.getByRole('heading', { name: 'Event Management' })).toBeVisible();
  const stats = page.locator('.owner-event-stats');
  await expect(stats.locator('li').first()).toContainText('Upcoming events0');
  await page.locator('.owner-create > summary', { hasText: 'Create Event' }).click();
  const create = page.locator('.owner-create', { hasText: 'Create Event' }).locator('form');
  // The spec's defaults: capacity 50, booking required, members-only.
  await expect(create.getByLabel('Maximum capacity *')).toHaveValue('50');
  await expect(create.getByLabel('Booking required (guests register for a seat)')).toBeChecked();
  await expect(create.getByLabel('Premium members only')).toBeChecked();
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create.locator('.field-error').first()).toHaveText('Event title is required');
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + 9 * 86_400_000));
  await create.getByLabel('Event title *').fill('Spec Harvest Supper');
  await create.getByLabel('Description *').fill('Five courses from upstate farms, with a trio.');
  await create.getByLabel('Date *').fill(date);
  await create.getByLabel('Start time').fill('19:00');
  await create.getByLabel('Price').fill('$65 per person');
  await create.getByLabel('Premium members only').uncheck();
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Event created successfully' })).toBeVisible();
  const item = page.locator('.owner-events > li', { hasText: 'Spec Harvest Supper' });
  await expect(item).toContainText('0 of 50 registered');
  await expect(item).toContainText('$65.00');
  const eventId = Number(
    (await db.execute({ sql: 'select id from events where business_id = ? and title = ?', args: [businessId, 'Spec Harvest Supper'] }))
      .rows[0].id,
  );
  // It is on the public calendar at once.
  expect((await (await page.request.get(`/api/events/${eventId}`)).json()).title).toBe('Spec Harvest Supper');

  // Two guests register; the owner sees them and edits the capacity.
  for (const name of ['Ada', 'Bea']) {
    await db.execute({
      sql: "insert into users (email, first_name, role) values (?, ?, 'user')",
      args: [`${name.toLowerCase()}-${eventId}@example.com`, name],
    });
    await db.execute({
      sql: "insert into event_registrations (user_id, event_id, first_name, last_name, email, phone) values ((select id from users where email = ?), ?, ?, 'Guest', ?, '212 555 0101')",
      args: [`${name.toLowerCase()}-${eventId}@example.com`, eventId, name, `${name.toLowerCase()}-${eventId}@example.com`],
    });
  }
  await page.reload();
  await hydrated(page, '.owner');
  await expect(item).toContainText('2 of 50 registered · 48 seats left');
  await item.locator('summary', { hasText: 'Attendees (2)' }).click();
  await expect(item.locator('.owner-attendees tbody tr')).toHaveCount(2);
  await expect(item.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/events/${eventId}/attendees?format=csv`);
  const csv = await page.request.get(`/api/events/${eventId}/attendees?format=csv`);
  expect(await csv.text()).toContain(`Ada Guest,ada-${eventId}@example.com`);

  await item.locator('summary', { hasText: 'Edit' }).click();
  const edit = item.locator('form.owner-event-form');
  await edit.getByLabel('Maximum capacity *').fill('1');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(edit.locator('.field-error')).toHaveText('Capacity cannot be lower than the 2 people already registered');
  await edit.getByLabel('Maximum capacity *').fill('24');
  await edit.getByLabel('Event title *').fill('Spec Harvest Supper, Second Seating');
  await edit.getByRole('button', { name: 'Save event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Event updated successfully' })).toBeVisible();
  const renamed = page.locator('.owner-events > li', { hasText: 'Second Seating' });
  await expect(renamed).toContainText('2 of 24 registered · 22 seats left');

  page.once('dialog', (dialog) => void dialog.accept());
  await renamed.getByRole('button', { name: 'Cancel event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Every registrant has been emailed' })).toBeVisible();
  await expect(page.locator('.owner-events > li', { hasText: 'Second Seating' })).toHaveCount(0);
  const mails = (
    await db.execute({
      sql: "select to_address, subject from mail_outbox where kind = 'event_cancelled' and subject = ?",
      args: ['Cancelled: Spec Harvest Supper, Second Seating'],
    })
  ).rows;
  expect(mails.map((mail) => String(mail.to_address)).sort()).toEqual([`ada-${eventId}@example.com`, `bea-${eventId}@example.com`]);
  expect((await page.request.get(`/api/events/${eventId}`)).status()).toBe(404);
});

test('a premium owner makes a weekly event with a step-free entrance; its page says it repeats, with more dates and the fact @phone', async ({
  page,
}) => {
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Weekly Hall', { premium: true });
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=events');
  await hydrated(page, '.owner');
  await page.locator('.owner-create > summary', { hasText: 'Create Event' }).click();
  const create = page.locator('.owner-create', { hasText: 'Create Event' }).locator('form');
  const day = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date(Date.now() + offset * 86_400_000));
  // Ten weeks ahead: past the months and the soonest events other specs compare the public lists
  // with, yet within the three months a series is listed, so its last weeks show as more dates.
  const date = day(70);
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' }).format(new Date(`${date}T12:00:00Z`));
  const repeats = create.getByLabel('Repeats', { exact: true });
  await expect(repeats.locator('option').nth(1)).toHaveText('Every week on the same weekday');
  await create.getByLabel('Event title *').fill('Spec Poetry Night');
  await create.getByLabel('Description *').fill('Open mic for poets and singers, every week.');
  await create.getByLabel('Date *').fill(date);
  await create.getByLabel('Start time').fill('19:30');
  // The choices speak of the date chosen.
  await expect(repeats.locator('option').nth(1)).toHaveText(`Every week on ${weekday}`);
  await repeats.selectOption({ label: `Every week on ${weekday}` });
  await create.getByLabel('Step-free entrance').selectOption({ label: 'Yes' });
  await expect(create.getByLabel('Hearing loop')).toHaveValue('');
  // A last date before the first is refused with its reason, and nothing is made.
  await create.getByLabel('Repeat until').fill(day(69));
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(create.getByText('Repeat until must be after the event date')).toBeVisible();
  await expect(create.getByLabel('Repeat until')).toHaveAttribute('aria-invalid', 'true');
  const made = async () =>
    (
      await db.execute({
        sql: 'select id, starts_at, step_free_entrance from events where business_id = ? order by starts_at',
        args: [businessId],
      })
    ).rows;
  expect(await made()).toHaveLength(0);
  await create.getByLabel('Repeat until').fill('');
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Event created successfully' })).toBeVisible();

  // Every week to three months ahead, each date its own event with the fact.
  const dates = await made();
  expect(dates.length).toBeGreaterThanOrEqual(3);
  expect(dates.every((row) => row.step_free_entrance === 1)).toBe(true);
  const items = page.locator('.owner-events > li', { hasText: 'Spec Poetry Night' });
  await expect(items).toHaveCount(dates.length);
  await expect(items.first()).toContainText(`Repeats: Every week on ${weekday}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const longDate = (ms: unknown) =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }).format(new Date(Number(ms)));
  await items.first().getByRole('link', { name: 'Spec Poetry Night' }).click();
  await expect(page).toHaveURL(`/events/${dates[0].id}`);
  await expect(page.locator('.evd-facts')).toContainText(`RepeatsEvery week on ${weekday}`);
  const more = page.getByRole('region', { name: 'More dates' });
  await expect(more.getByRole('link')).toHaveCount(dates.length - 1);
  await expect(more.getByRole('link').first()).toHaveText(longDate(dates[1].starts_at));
  await expect(page.locator('.access-facts li')).toHaveText(['Step-free entrance']);
  // The next date is an event of its own, with the same fact.
  await more.getByRole('link', { name: longDate(dates[1].starts_at) }).click();
  await expect(page).toHaveURL(`/events/${dates[1].id}`);
  await expect(page.locator('.evd-facts')).toContainText('7:30 PM');
  await expect(page.locator('.access-facts li')).toHaveText(['Step-free entrance']);
});

test('an owner uploads a photo and a video file, sees them in the public galleries, and deletes them', async ({ page, browser }) => {
  const { jpegWithLocation, tinyMp4 } = await import('../helpers/files.ts');
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Gallery Lounge', { premium: true });
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=media');
  await hydrated(page, '.owner');
  await expect(page.getByRole('heading', { name: 'Photos (0)' })).toBeVisible();
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await page
    .getByLabel('Photo *')
    .setInputFiles({ name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: Buffer.from(await jpegWithLocation()) });
  await page.getByLabel('Caption').fill('The bar at golden hour');
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo uploaded successfully' })).toBeVisible();
  // A file that only claims to be a photo is refused with the reason.
  await page.getByRole('button', { name: 'Add a photo' }).click();
  await page.getByLabel('Photo *').setInputFiles({ name: 'menu.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not really a picture') });
  await page.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.locator('.photo-gallery .field-error')).toHaveText('Please upload an image file (JPEG, PNG, WebP or GIF).');

  await page.getByLabel('Video file').setInputFiles({ name: 'tour.mp4', mimeType: 'video/mp4', buffer: Buffer.from(tinyMp4(95)) });
  await page.getByLabel('Title *').fill('A tour of the lounge');
  await page.getByRole('button', { name: 'Upload video' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your video has been successfully uploaded' })).toBeVisible();
  const videoCard = page.locator('.video-grid > li', { hasText: 'A tour of the lounge' });
  await expect(videoCard.locator('.video-duration')).toHaveText('1:35');

  // The public page: the photo (served as WebP, without its location) in the gallery and lightbox.
  await page.goto(`/business/${businessId}#gallery`);
  await hydrated(page, '#gallery');
  const photo = page.locator('#gallery .photo-gallery img').first();
  await expect(photo).toHaveAttribute('alt', 'The bar at golden hour');
  const photoFile = await page.request.get((await photo.getAttribute('src'))!);
  expect(photoFile.headers()['content-type']).toBe('image/webp');
  expect(Buffer.from(await photoFile.body()).includes(Buffer.from('GPS'))).toBe(false);
  await photo.click();
  await expect(page.locator('.lightbox-counter')).toHaveText('1 / 1');
  await page.keyboard.press('Escape');
  // The video tour: the owner may watch; a visitor without premium sees it locked, and the file is refused.
  const videoUrl = (await page.locator('.video-grid a', { hasText: 'View' }).first().getAttribute('href'))!;
  expect((await page.request.get(videoUrl)).status()).toBe(200);
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(`/business/${businessId}#gallery`);
  await expect(
    anonymous.locator('.video-grid > li', { hasText: 'A tour of the lounge' }).getByRole('link', { name: 'Premium members only' }),
  ).toBeVisible();
  expect((await anonymous.request.get(videoUrl)).status()).toBe(403);
  await visitor.close();

  // Delete both from the dashboard.
  await page.goto('/business-dashboard?tab=media');
  await hydrated(page, '.owner');
  page.on('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Delete photo 1/ }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Photo deleted' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete video A tour of the lounge' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The video has been removed from your business profile.' })).toBeVisible();
  await expect(page.getByText('No videos uploaded yet')).toBeVisible();
  expect((await page.request.get(videoUrl)).status()).toBe(404);
  expect((await db.execute({ sql: 'select count(*) as n from business_photos where business_id = ?', args: [businessId] })).rows[0].n).toBe(
    0,
  );
});

test('an owner uploads a file in the Upload Center and pays for its tier in the local test checkout; it waits for review', async ({
  page,
}) => {
  const { owner } = await storeOwnedBusiness(db, 'Spec Upload Bakery');
  await signIn(page.request, owner);
  await page.goto('/business-uploads');
  await hydrated(page, '.upload-center');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Upload Center');
  await expect(page.getByText('No uploads yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.locator('#upload-title-error')).toHaveText('Title is required');
  await expect(page.locator('#upload-file-error')).toHaveText('No file selected – Please select a file to upload');
  await page.getByLabel('Title *').fill('Holiday menu');
  await page.getByLabel('Description').fill('Our December menu, for the guide.');
  await page.getByLabel('Tier').selectOption('premium');
  await page.getByLabel('File *').setInputFiles({
    name: 'holiday-menu.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n'.repeat(60)),
  });
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Upload successful' })).toBeVisible();
  const item = page.locator('.upload-list > li', { hasText: 'Holiday menu' });
  await expect(item).toContainText('Pending payment');
  await expect(item).toContainText('Premium ($79.00)');
  await expect(item).toContainText('holiday-menu.pdf');
  await expect(item).toContainText('application/pdf');
  await expect(item).toContainText(/\d(\.\d)? KB/);
  await item.getByRole('button', { name: 'Pay $79.00' }).click();
  await expect(page.getByText('Test payment, no money moves')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $79.00' }).click();
  await expect(page).toHaveURL(/\/business-uploads\?session_id=cs_test_/);
  await expect(page.getByText('Payment Successful')).toBeVisible({ timeout: 15_000 });
  // Paid: it waits for the team's review, as the tiers' list says, and is on no page yet.
  await expect(page.locator('.upload-list > li', { hasText: 'Holiday menu' })).toContainText('Paid, waiting for review');
  await expect(page.locator('.upload-tier-list > li[data-tier="premium"]')).toHaveText(/On your business page for 90 days/);
});

test('a member writes, edits and deletes a review; the owner replies in public; anyone signed in reports one', async ({
  page,
  browser,
}) => {
  // Three people and a dozen pages: 13 s alone, more beside other workers.
  test.setTimeout(60_000);
  const { storeMember } = await import('./fixtures.ts');
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Review Grill');
  const member = await storeMember(db, 'Rita');
  const memberContext = await browser.newContext();
  const reviewer = await memberContext.newPage();
  await signIn(reviewer.request, member);
  await reviewer.goto(`/business/${businessId}`);
  await reviewer.getByRole('link', { name: 'Write a review' }).click();
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('Write a review');
  await reviewer.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviewer.locator('#review-rating-error')).toHaveText('Please choose a rating from 1 to 5 stars');
  await reviewer.getByLabel('4 stars').check();
  await reviewer.getByLabel('Title').fill('Smoky and generous');
  await reviewer.getByLabel('Your review').fill('The brisket plate feeds two.');
  await reviewer.getByRole('button', { name: 'Publish review' }).click();
  await expect(reviewer).toHaveURL(new RegExp(`/business/${businessId}#reviews$`));
  await expect(reviewer.getByText('Thank you: your review is published.')).toBeVisible();
  await expect(reviewer.locator('#reviews')).toContainText('Smoky and generous');
  await expect(reviewer.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
  await expect(reviewer.locator('.hero-meta').nth(1)).toContainText('4.0');
  // Writing again edits the same review.
  await reviewer.getByRole('link', { name: 'Write a review' }).click();
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('Edit your review');
  await reviewer.getByLabel('2 stars').check();
  await reviewer.getByLabel('Title').fill('Smoky, but slow tonight');
  await reviewer.getByRole('button', { name: 'Save changes' }).click();
  await expect(reviewer.getByText('Your review was updated.')).toBeVisible();
  await expect(reviewer.getByRole('heading', { name: 'Reviews (1)' })).toBeVisible();
  await expect(reviewer.locator('.hero-meta').nth(1)).toContainText('2.0');

  // The owner replies once from the dashboard.
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=reviews');
  await hydrated(page, '.owner');
  await expect(page.getByRole('heading', { name: 'Customer Reviews (1)' })).toBeVisible();
  await page.getByLabel('Reply in public (once)').fill('Thank you, Rita: we have a second pitmaster on Fridays now.');
  await page.getByRole('button', { name: 'Publish reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reply is published under the review.' })).toBeVisible();
  await expect(page.locator('strong').filter({ hasText: /^Your reply$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish reply' })).toHaveCount(0);
  await reviewer.reload();
  await expect(reviewer.locator('.owner-reply')).toContainText('we have a second pitmaster on Fridays now');

  // Reported by someone signed in, then deleted by its author.
  await page.goto(`/business/${businessId}#reviews`);
  await page.locator('#reviews').getByRole('link', { name: 'Report' }).click();
  await page.getByLabel('Why are you reporting it?').selectOption('conflict_of_interest');
  await page.getByRole('button', { name: 'Report review' }).click();
  await expect(page.getByText('Thank you: the review was reported to our team.')).toBeVisible();
  expect(
    (
      await db.execute({
        sql: 'select count(*) as n from review_reports r join business_reviews v on v.id = r.review_id where v.business_id = ?',
        args: [businessId],
      })
    ).rows[0].n,
  ).toBe(1);
  await reviewer.goto(`/business/${businessId}/review`);
  await reviewer.getByRole('button', { name: 'Delete my review' }).click();
  await expect(reviewer.getByText('Your review was deleted.')).toBeVisible();
  await expect(reviewer.getByRole('heading', { name: 'Reviews (0)' })).toBeVisible();
  await memberContext.close();
});

test('a premium member messages a business; the owner reads it and replies; the member reads the reply', async ({ page, browser }) => {
  const { storeMember } = await import('./fixtures.ts');
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Message Parlor');
  const member = await storeMember(db, 'Maya');
  await db.execute({ sql: 'update users set is_premium = 1 where email = ?', args: [member.email] });
  const memberContext = await browser.newContext();
  const writer = await memberContext.newPage();
  await signIn(writer.request, member);
  await writer.goto(`/business/${businessId}`);
  await writer.getByRole('link', { name: 'Message the owner' }).click();
  await writer.getByRole('button', { name: 'Send message' }).click();
  await expect(writer.locator('#message-content-error')).toHaveText('Please write your message');
  await writer.getByLabel('Subject').fill('Private party');
  await writer.getByLabel('Message').fill('Could we have the parlor for twenty on a Sunday afternoon?');
  await writer.getByRole('button', { name: 'Send message' }).click();
  await expect(
    writer.getByText("Your message was sent. The owner's reply will appear in your dashboard and arrive by email."),
  ).toBeVisible();

  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=messages');
  await hydrated(page, '.owner');
  await expect(page.locator('.owner-cards li', { hasText: 'Messages' })).toContainText('1');
  const thread = page.locator('.owner-messages > li', { hasText: 'Private party' });
  await expect(thread.getByText('New')).toBeVisible();
  await thread.locator('summary').click();
  await expect(thread.getByText('Could we have the parlor for twenty on a Sunday afternoon?')).toBeVisible();
  await expect(thread.getByText('New')).toHaveCount(0);
  // Opening it marked it read and the dashboard reloads its figures: reply once they show it.
  await expect(page.locator('.owner-cards li', { hasText: 'Messages' })).toContainText('0');
  await thread.getByLabel('Reply to Maya').fill('Yes, Maya: Sundays from 2 to 6 are yours. Call us to set the menu.');
  await thread.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your reply was sent to the member by email' })).toBeVisible();
  expect(
    (await db.execute({ sql: 'select is_read from messages where business_id = ? and parent_id is null', args: [businessId] })).rows[0]
      .is_read,
  ).toBe(1);

  await writer.goto('/user-dashboard#my-messages');
  await hydrated(writer, '.dash');
  await expect(writer.getByRole('heading', { name: 'My Messages' })).toBeVisible();
  await expect(writer.locator('.dash-messages')).toContainText('Reply from Spec Message Parlor');
  await expect(writer.locator('.dash-messages')).toContainText('Sundays from 2 to 6 are yours');
  const mine = await (await writer.request.get('/api/messages')).json();
  expect(mine.map((message: { direction: string }) => message.direction)).toEqual(['received', 'sent']);
  await memberContext.close();
});

test('a new owner without a business finds their listing, claims it by a code to its phone and sees the claim pending', async ({
  page,
}) => {
  // Registering as a business owner (landing on "No Business Associated") is auth.spec's; the
  // account is stored here so the shared sign-up limit is not spent.
  const { uniqueEmail } = await import('./fixtures.ts');
  const { hashPassword } = await import('#lib/server/auth/password.ts');
  const email = uniqueEmail('claimant');
  await db.execute({
    sql: "insert into users (email, password_hash, first_name, last_name, role) values (?, ?, 'Zora', 'Neale', 'business_owner')",
    args: [email, await hashPassword('lenox-lounge-1939')],
  });
  await signIn(page.request, { email, password: 'lenox-lounge-1939' });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'No Business Associated' })).toBeVisible();
  await page.getByLabel('Business name or address').fill('coqui');
  await page.getByRole('button', { name: 'Search' }).click();
  const result = page.locator('.claim-results > li', { hasText: 'Coqui Coffee Bar' });
  await expect(result).toContainText('2036 Third Ave');
  await result.getByRole('link', { name: 'Claim this listing' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Claim this business');
  // No website: the code can only go to the listing's phone.
  await expect(page.locator('.claim-unavailable')).toContainText('By email: this listing has no website');
  await page.getByRole('button', { name: 'Send the code' }).click();
  await expect(page.locator('#claim-note-error')).toContainText('Tell us how you are connected to the business');
  await page.getByLabel('How are you connected to it?').fill('I opened Coqui in 2019 and still run it.');
  await page.getByRole('button', { name: 'Send the code' }).click();
  const phone = String((await db.execute("select phone from businesses where name = 'Coqui Coffee Bar'")).rows[0].phone);
  await expect(page.locator('.claim-code')).toContainText(`We sent a 6-digit code by text message to ${phone}.`);
  const text = await db.execute({
    sql: "select text_body from mail_outbox where to_address = ? and kind = 'phone_claim_code' order by id desc limit 1",
    args: [phone],
  });
  await page.getByLabel('Code', { exact: true }).fill(/(\d{6})/.exec(String(text.rows[0].text_body))![1]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'Your claim is pending' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.locator('.claim-pending')).toContainText('You claimed Coqui Coffee Bar');
  const claim = (
    await db.execute({
      sql: 'select c.status, c.kind, c.verification from business_claims c join users u on u.id = c.user_id where u.email = ?',
      args: [email],
    })
  ).rows[0];
  expect(claim).toMatchObject({ status: 'pending', kind: 'claim', verification: 'phone' });
  // Still the guide's listing until an admin approves.
  expect((await db.execute("select owner_id from businesses where name = 'Coqui Coffee Bar'")).rows[0].owner_id).toBeNull();
});

test('a member books a slot of a seeded service in the local test checkout; the owner sees it under Recent bookings', async ({
  page,
  browser,
}) => {
  const { storeMember, ACCOUNTS } = await import('./fixtures.ts');
  const member = await storeMember(db, 'Bookie');
  const kitchen = Number((await db.execute("select id from businesses where name = 'Lenox Avenue Soul Kitchen'")).rows[0].id);
  const memberContext = await browser.newContext();
  const guest = await memberContext.newPage();
  await guest.goto(`/business/${kitchen}`);
  await guest.getByRole('link', { name: 'Book an experience' }).click();
  await expect(guest.getByRole('heading', { name: 'Soul food tasting with the chef' })).toBeVisible();
  await expect(guest.getByRole('link', { name: 'Sign in to book' }).first()).toBeVisible();
  await signIn(guest.request, member);
  await guest.reload();
  const tasting = guest.locator('.book-service', { hasText: 'Soul food tasting with the chef' });
  // What a purchase sells: one place of the time's few.
  await expect(tasting).toContainText('· 3 places per time');
  await expect(tasting.locator('.book-terms')).toHaveText('Each booking is for one place, and a member holds one booking per time.');
  // A time still wholly free (other runs may have booked the first ones).
  const slot = tasting.locator('.book-slots > li', { hasText: '3 places left' }).last();
  const when = (await slot.locator('strong').textContent())!;
  // The price shown before buying is all in: the $45.00 tasting plus the guide's fee, broken out beside it.
  const buy = slot.getByRole('button', { name: /^Buy / });
  const allIn = (await buy.textContent())!.replace('Buy ', '');
  await expect(tasting.locator('.book-fee')).toHaveText(/^ \(\$45\.00 \+ \$\d+\.\d\d service fee\)$/);
  expect(allIn).not.toBe('$45.00');
  await buy.click();
  await expect(guest.getByText('Test payment, no money moves')).toBeVisible();
  // Checkout charges exactly what was shown.
  await guest.getByRole('button', { name: `Pay ${allIn}` }).click();
  await expect(guest).toHaveURL(/\/bookings\/\d+/);
  await expect(guest.getByText('Booking confirmed')).toBeVisible({ timeout: 15_000 });
  await expect(guest.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
  const ics = await guest.request.get(`${new URL(guest.url()).pathname}.ics`);
  expect(await ics.text()).toContain('SUMMARY:Soul food tasting with the chef at Lenox Avenue Soul Kitchen');
  await guest.goto(`/business/${kitchen}/book`);
  await expect(
    guest.locator('.book-service', { hasText: 'Soul food tasting with the chef' }).locator('.book-slots > li', { hasText: when }),
  ).toContainText('2 places left');
  await memberContext.close();

  await signIn(page.request, ACCOUNTS.owner);
  await page.goto('/business-dashboard?tab=events');
  await expect(page.getByRole('heading', { name: 'Recent bookings' })).toBeVisible();
  await expect(page.locator('.owner-table tbody tr', { hasText: member.email })).toContainText('Confirmed');
});

test('the owner drops the pin on the map (tiles answered locally) and the coordinates follow', async ({ page }) => {
  const sharp = (await import('sharp')).default;
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e8e0d0' } })
    .png()
    .toBuffer();
  await page.route('https://tile.openstreetmap.org/**', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
  const { owner, businessId } = await storeOwnedBusiness(db, 'Spec Pin Deli');
  await signIn(page.request, owner);
  await page.goto('/business-dashboard?tab=edit');
  await hydrated(page, '.owner');
  const map = page.locator('.owner-pin-map');
  await expect(map.locator('.map-pin')).toBeVisible();
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.8, box.y + box.height * 0.25);
  // North-east of where it was.
  await expect.poll(async () => Number(await page.getByLabel('Latitude').inputValue())).toBeGreaterThan(40.8081);
  expect(Number(await page.getByLabel('Longitude').inputValue())).toBeGreaterThan(-73.9452);
  const latitude = Number(await page.getByLabel('Latitude').inputValue());
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Business information updated successfully' })).toBeVisible();
  expect((await db.execute({ sql: 'select latitude from businesses where id = ?', args: [businessId] })).rows[0].latitude).toBe(latitude);
});
