import { expect, test, type Page } from '@playwright/test';
import type { Client } from '@libsql/client';
import { useOwnServer } from '../helpers/server.ts';
import { isRegistration, OTHER_SCRIPTS, REGISTRATION_SCRIPT, uniqueEmail } from './fixtures.ts';

// The form tests post to a server of their own, so its database and rate limits are theirs alone.

type StoredMessage = { topic: string; name: string; email: string; subject: string; message: string };
/** What the forms stored for this sender, read straight from the server's database. */
async function messagesFrom(db: Client, email: string): Promise<StoredMessage[]> {
  const result = await db.execute({
    sql: 'select topic, name, email, subject, message from contact_messages where email = ? order by id',
    args: [email],
  });
  return result.rows.map((row) => ({
    topic: String(row.topic),
    name: String(row.name),
    email: String(row.email),
    subject: String(row.subject),
    message: String(row.message),
  }));
}

/** Lets the browser submit what its own required/email checks would stop, to reach the server's messages. */
async function skipBrowserValidation(page: Page, selector: string) {
  await page.locator(selector).evaluate((form) => ((form as HTMLFormElement).noValidate = true));
}

/** A text field by its accessible name (labels carry a decorative, hidden asterisk). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

// Information pages carry no island and no script (decision "Budgets with React"): 0 KB of
// JavaScript besides the service worker's registration every page has (decision 022). A news
// article has Listen's small loader (tests/e2e/news.spec.ts).
const INFO_PAGES = [
  '/about-us',
  '/visitor-center',
  '/advertise-with-us',
  '/travel-trade',
  '/media',
  '/terms',
  '/privacy',
  '/legal',
  '/neighborhoods',
  '/news',
];

test('every information page loads no JavaScript', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !isRegistration(request.url())) scripts.push(request.url());
  });
  for (const path of INFO_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Only the service worker's registration, as on every page.
    expect(await page.locator(OTHER_SCRIPTS).count(), `script elements on ${path}`).toBe(0);
    await expect(page.locator(`script[src="${REGISTRATION_SCRIPT}"]`)).toHaveCount(1);
  }
  expect(scripts).toEqual([]);
});

test('terms: 14 numbered sections dated December 18, 2024, with listing removal and account suspension', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle('Terms of Service | Harlem');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
  await expect(page.locator('main')).toContainText('Last updated: December 18, 2024');
  const sections = page.locator('main section.legal-section');
  await expect(sections).toHaveCount(14);
  for (let i = 0; i < 14; i++) await expect(sections.nth(i).getByRole('heading', { level: 2 })).toHaveText(new RegExp(`^${i + 1}\\. `));
  await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('listitem')).toHaveCount(14);
  const removal = page.locator('#removal');
  await expect(removal).toContainText('remove or hide any business listing');
  await expect(removal).toContainText('suspend or close an account');
  await page.getByRole('link', { name: 'Back to registration' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
});

test('privacy: 13 sections with the under-13 rule, CCPA rights and what account deletion deletes', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await expect(page.locator('main')).toContainText('Last updated: December 18, 2024');
  await expect(page.locator('main section.legal-section')).toHaveCount(13);
  await expect(page.locator('#children')).toContainText('children under 13 may not create an account');
  const ccpa = page.locator('#california');
  await expect(ccpa.getByRole('heading')).toHaveText('10. California Privacy Rights (CCPA)');
  for (const right of [
    'Right to know',
    'Right to delete',
    'Right to correct',
    'Right to opt out of the sale or sharing',
    'Right to non-discrimination',
  ]) {
    await expect(ccpa).toContainText(right);
  }
  const deletion = page.locator('#deleting-your-account');
  await expect(deletion).toContainText('your favorites, your event registrations, your sessions on every device');
  await expect(deletion.getByRole('link', { name: 'account settings' })).toHaveAttribute('href', '/settings');
  await expect(page.getByRole('link', { name: '← Back to registration' })).toHaveAttribute('href', '/register');
});

test('legal: six sections and the payment and refund policy', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Information');
  const headings = page.locator('main section.legal-section > h2');
  await expect(headings).toHaveText([
    '1. Website Terms of Use',
    '2. Business Listing Agreement',
    '3. Intellectual Property',
    '4. Limitation of Liability',
    '5. Payment and Refund Policy',
    '6. Contact Information',
  ]);
  const refunds = page.locator('#payments-refunds .refund-policy li');
  await expect(refunds).toHaveCount(6);
  await expect(refunds.nth(0)).toContainText('Monthly plans are billed in advance');
  await expect(refunds.nth(1)).toContainText('Annual plans are discounted');
  await expect(refunds.nth(2)).toContainText('Prices include taxes');
  await expect(refunds.nth(3)).toContainText('30-day satisfaction guarantee');
  await expect(refunds.nth(3)).toContainText('new premium subscriptions');
  await expect(refunds.nth(4)).toContainText('Downgrades get prorated refunds');
  await expect(refunds.nth(5)).toContainText('Promotional services get no refund');
  const contact = page.locator('#contact-information');
  await expect(contact).toContainText('163 W 125th St, Suite 1400, New York, NY 10027');
  await expect(contact.getByRole('link', { name: 'hello@harlemguide.example' })).toHaveAttribute(
    'href',
    'mailto:hello@harlemguide.example',
  );
});

test('visitor center: hours, subway directions, accessibility and group visits', async ({ page }) => {
  await page.goto('/visitor-center');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Harlem Visitor Center');
  const hours = page.getByRole('complementary', { name: 'Hours and contact' });
  for (const line of ['Mon-Fri: 9am-6pm', 'Sat: 10am-4pm', 'Sun: Closed']) await expect(hours).toContainText(line);
  await expect(hours).toContainText('163 W 125th St, Suite 1400');
  const gettingHere = page.locator('#getting-here');
  for (const trains of ['2 and 3 trains', 'A, B, C and D trains', '4, 5 and 6 trains']) await expect(gettingHere).toContainText(trains);
  await expect(page.getByRole('heading', { name: 'Accessibility' })).toBeVisible();
  await page.getByRole('link', { name: 'Book a group visit' }).click();
  await expect(page).toHaveURL(/\/contact-us\?topic=travel_trade&subject=/);
  await expect(field(page, 'Subject')).toHaveValue('Group visit to the Visitor Center');
});

test('advertise with us: three monthly packages, custom solutions and the inquiry form', async ({ page }) => {
  await page.goto('/advertise-with-us');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Advertise With Us');
  // The seeded plans (an admin's own plans, which other specs add, come beside them).
  const packages = page.locator('article.ad-package:is([data-plan="neighborhood"], [data-plan="spotlight"], [data-plan="premier"])');
  await expect(packages).toHaveCount(3);
  await expect(packages.locator('.ad-price')).toHaveText(['$299.00/month', '$599.00/month', '$999.00/month']);
  await expect(page.getByRole('heading', { name: 'Custom Solutions' })).toBeVisible();
  const form = page.locator('form.ad-form');
  await expect(form).toHaveAttribute('action', '/advertise-with-us/inquiry?_action=inboxes.advertising');
  await expect(form.getByRole('combobox', { name: 'Package' })).toContainText('Custom Solutions');
});

test('travel trade: services, partner benefits, resources, three steps and working buttons', async ({ page }) => {
  await page.goto('/travel-trade');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Trade');
  await expect(page.locator('article.trade-card h3')).toHaveText(['Group Tours', 'Corporate Events', 'Educational Tours']);
  const groupTours = page.locator('article.trade-card').first();
  for (const term of ['Minimum 10 participants', '15% group discount', 'dedicated guide', 'Flexible scheduling'])
    await expect(groupTours).toContainText(term);
  await expect(page.locator('#vip-heading')).toContainText('VIP');
  await expect(page.locator('#pro-heading')).toContainText('PRO');
  await expect(page.locator('.trade-steps > li h3')).toHaveText(['Registration', 'Verification', 'Portal access']);
  await expect(page.locator('.trade-steps')).toContainText('within 48 hours');
  await expect(page.getByRole('link', { name: 'Apply for Trade Partnership' }).first()).toHaveAttribute('href', '/partner-program');
  await expect(page.getByRole('link', { name: '(212) 555-0100 ext. 3' })).toHaveAttribute('href', 'tel:2125550100,3');
  await expect(page.getByRole('link', { name: 'trade@harlemguide.example' })).toHaveAttribute('href', 'mailto:trade@harlemguide.example');
  await expect(page.getByRole('link', { name: /^Download / })).toHaveCount(4);
});

test('media: press downloads, two contacts, request buttons, three images and recent stories', async ({ page }) => {
  await page.goto('/media');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Media & Press');
  const kit = page.locator('#media-kit');
  for (const name of ['Press Kit', 'Harlem Fact Sheet', 'Executive Bio'])
    await expect(kit.getByRole('link', { name: `Download ${name}` })).toBeVisible();
  await expect(page.locator('.media-contact h3')).toHaveText(['Press Office', 'Photo, Film and Broadcast']);
  await expect(page.getByRole('link', { name: 'Contact Media Team' })).toHaveAttribute(
    'href',
    '/contact-us?topic=media&subject=Media+inquiry',
  );
  await expect(page.getByRole('link', { name: 'Request B-Roll' })).toHaveAttribute(
    'href',
    '/contact-us?topic=media&subject=B-roll+request',
  );
  await expect(page.getByRole('link', { name: 'Schedule Interview' })).toHaveAttribute(
    'href',
    '/contact-us?topic=media&subject=Interview+request',
  );
  await expect(page.getByRole('link', { name: 'View Complete Gallery' })).toHaveAttribute('href', '/neighborhoods');
  const tiles = page.locator('.media-tiles img');
  await expect(tiles).toHaveCount(3);
  // Lazy images: each loads once it is near the view; wait for it rather than read it mid-load.
  for (const img of await tiles.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  }
  const stories = page.locator('.media-coverage li');
  await expect(stories).toHaveCount(3);
  await expect(stories.first().getByRole('link')).toHaveAttribute('href', /^\/news\/[a-z0-9-]+$/);
  await page.getByRole('link', { name: 'Request B-Roll' }).click();
  await expect(field(page, 'Subject')).toHaveValue('B-roll request');
  await expect(page.locator('input[name="topic"]')).toHaveValue('media');
});

test('downloads on the trade and media pages answer 200 with real content', async ({ page, request }) => {
  const hrefs = new Set<string>();
  for (const path of ['/travel-trade', '/media']) {
    await page.goto(path);
    for (const link of await page.locator('a[download]').all()) hrefs.add((await link.getAttribute('href'))!);
  }
  expect([...hrefs].sort()).toEqual([
    '/downloads/harlem-fact-sheet.md',
    '/downloads/harlem-group-rate-sheet.csv',
    '/downloads/harlem-guide-image-pack.zip',
    '/downloads/harlem-guide-leadership.md',
    '/downloads/harlem-guide-press-kit.md',
    '/downloads/harlem-sample-itineraries.md',
  ]);
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    const body = await response.body();
    expect(body.length, href).toBeGreaterThan(1000);
    if (href.endsWith('.md')) expect(body.toString('utf8'), href).toMatch(/^# [A-Z]/);
  }
  const zip = await (await request.get('/downloads/harlem-guide-image-pack.zip')).body();
  expect(zip.subarray(0, 4).toString('hex')).toBe('504b0304');
  const csv = (await (await request.get('/downloads/harlem-group-rate-sheet.csv')).text()).trim().split('\n');
  expect(csv[0]).toContain('group_discount_percent');
  const groupRows = csv.slice(1).filter((row) => row.includes(',15,'));
  expect(groupRows.length).toBeGreaterThanOrEqual(5);
  for (const row of groupRows) expect(row).toContain(',10,');
});

test('on a phone the legal text and the contact form fit the screen @phone', async ({ page }) => {
  await page.goto('/legal');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal Information');
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Payment and Refund Policy' }).click();
  await expect(page).toHaveURL(/#payments-refunds$/);
  await expect(page.locator('#payments-refunds-heading')).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.goto('/contact-us');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const name = field(page, 'Name');
  const box = await name.boundingBox();
  // The field spans the card: nearly the whole phone width, and at least 44 px tall for a thumb.
  expect(box!.width).toBeGreaterThan(300);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport();
  // The details come after the form on a phone.
  const formBottom = (await page.locator('form.contact-form').boundingBox())!;
  const details = (await page.getByRole('complementary', { name: 'Contact details' }).boundingBox())!;
  expect(details.y).toBeGreaterThan(formBottom.y + formBottom.height);
});

test.describe('forms', () => {
  // One server for these tests, started once, in order on one worker.
  test.describe.configure({ mode: 'default' });
  const own = useOwnServer('info-pages');
  test.use({ baseURL: own.base });

  test('advertise inquiry: a chosen package is preselected, and a complete inquiry is stored', async ({ page }) => {
    const email = uniqueEmail('marcus');
    await page.goto('/advertise-with-us');
    await page.getByRole('link', { name: 'Choose Spotlight' }).click();
    await expect(page).toHaveURL('/advertise-with-us/inquiry?package=spotlight');
    await expect(page.getByRole('combobox', { name: 'Package' })).toHaveValue('spotlight');
    await field(page, 'Name').fill('Marcus Lee');
    await field(page, 'Email').fill(email);
    await field(page, 'Company').fill('Lenox Coffee Roasters');
    await field(page, 'Message (optional)').fill('We would like to start in March.');
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(page).toHaveURL('/advertise-with-us/inquiry?sent=1');
    await expect(page.getByRole('status')).toContainText('Inquiry Sent');
    expect(await messagesFrom(own.db(), email)).toEqual([
      {
        topic: 'advertising',
        name: 'Marcus Lee',
        email,
        subject: 'Advertising: Spotlight ($599.00/month)',
        message: 'Company: Lenox Coffee Roasters\nPackage: Spotlight ($599.00/month)\n\nWe would like to start in March.',
      },
    ]);
  });

  test('advertise inquiry: a refused inquiry from the advertise page keeps the values and stores nothing', async ({ page }) => {
    const email = uniqueEmail('nocompany');
    await page.goto('/advertise-with-us#inquiry');
    await skipBrowserValidation(page, 'form.ad-form');
    await field(page, 'Name').fill('Dee Walker');
    await field(page, 'Email').fill(email);
    await field(page, 'Message (optional)').fill('Festival season campaign.');
    const response = page.waitForResponse(
      (r) => r.url().includes('/advertise-with-us/inquiry?_action=') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Send Inquiry' }).click();
    expect((await response).status()).toBe(400);
    await expect(field(page, 'Company')).toHaveAccessibleDescription('Company is required');
    await expect(field(page, 'Company')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('combobox', { name: 'Package' })).toHaveAccessibleDescription('Please choose a package');
    await expect(field(page, 'Name')).toHaveValue('Dee Walker');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Message (optional)')).toHaveValue('Festival season campaign.');
    expect(await messagesFrom(own.db(), email)).toEqual([]);
  });

  test('travel trade: Schedule Consultation opens the contact form prefilled, and the message reaches the trade desk', async ({ page }) => {
    const email = uniqueEmail('planner');
    await page.goto('/travel-trade');
    await page.getByRole('link', { name: 'Schedule Consultation' }).click();
    await expect(page).toHaveURL(/\/contact-us\?topic=travel_trade&subject=Schedule/);
    await expect(field(page, 'Subject')).toHaveValue('Schedule a trade consultation');
    await expect(page.locator('main')).toContainText('Your message goes to our Travel Trade Desk.');
    await field(page, 'Name').fill('Priya Nair');
    await field(page, 'Email').fill(email);
    await field(page, 'Message').fill('We bring 30 students each spring and would like to plan a day.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/contact-us?sent=1');
    expect(await messagesFrom(own.db(), email)).toEqual([
      {
        topic: 'travel_trade',
        name: 'Priya Nair',
        email,
        subject: 'Schedule a trade consultation',
        message: 'We bring 30 students each spring and would like to plan a day.',
      },
    ]);
  });

  test('contact: a complete message is stored and the page says it was sent', async ({ page }) => {
    const email = uniqueEmail('ana');
    await page.goto('/contact-us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
    const details = page.getByRole('complementary', { name: 'Contact details' });
    for (const text of [
      '163 W 125th St, Suite 1400, New York, NY 10027',
      '(212) 555-0100',
      'hello@harlemguide.example',
      'Mon-Fri: 9am-6pm',
    ])
      await expect(details).toContainText(text);
    const quick = page.getByRole('navigation', { name: 'Quick links' });
    for (const href of ['/partner-program', '/business-uploads', '/advertise-with-us', '/media'])
      await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
    await field(page, 'Name').fill('Ana Ruiz');
    await field(page, 'Email').fill(email);
    await field(page, 'Subject').fill('Listing correction');
    await field(page, 'Message').fill('The bakery on Frederick Douglass Blvd now opens at 7am.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL('/contact-us?sent=1');
    const notice = page.getByRole('status');
    await expect(notice).toContainText('Message Sent');
    await expect(notice).toContainText("Thank you for contacting us. We'll get back to you soon!");
    // The form is empty again.
    await expect(field(page, 'Name')).toHaveValue('');
    await expect(field(page, 'Message')).toHaveValue('');
    expect(await messagesFrom(own.db(), email)).toEqual([
      {
        topic: 'general',
        name: 'Ana Ruiz',
        email,
        subject: 'Listing correction',
        message: 'The bakery on Frederick Douglass Blvd now opens at 7am.',
      },
    ]);
  });

  test('contact: each missing or wrong field gets its message, values are kept, nothing is stored', async ({ page }) => {
    await page.goto('/contact-us?topic=media&subject=Interview+request');
    await skipBrowserValidation(page, 'form.contact-form');
    await field(page, 'Subject').fill('');
    let response = page.waitForResponse((r) => r.url().includes('/contact-us?_action=') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await response).status()).toBe(400);
    const expected = {
      Name: 'Name is required',
      Email: 'Please enter a valid email address',
      Subject: 'Subject is required',
      Message: 'Message is required',
    };
    for (const [label, message] of Object.entries(expected)) {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(message);
    }
    await expect(page.getByRole('alert')).toHaveText('Please correct the 4 fields marked below.');
    // The topic survives the refusal.
    await expect(page.locator('input[name="topic"]')).toHaveValue('media');

    const email = 'dee@example';
    await field(page, 'Name').fill('Dee Walker');
    await field(page, 'Email').fill(email);
    await field(page, 'Subject').fill('Press visit');
    await field(page, 'Message').fill('   ');
    response = page.waitForResponse((r) => r.url().includes('/contact-us?_action=') && r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Send Message' }).click();
    expect((await response).status()).toBe(400);
    await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(field(page, 'Message')).toHaveAccessibleDescription('Message is required');
    await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Name')).toHaveValue('Dee Walker');
    await expect(field(page, 'Email')).toHaveValue(email);
    await expect(field(page, 'Subject')).toHaveValue('Press visit');
    await expect(page.locator('input[name="topic"]')).toHaveValue('media');
    expect(await messagesFrom(own.db(), email)).toEqual([]);
  });

  test('contact: a bot filling the honeypot is thanked and nothing is stored; malformed posts are refused without a crash', async ({
    request,
    baseURL,
  }) => {
    const email = uniqueEmail('bot');
    const headers = { origin: baseURL! };
    const bot = await request.post('/contact-us?_action=inboxes.contact', {
      headers,
      form: { name: 'Bot', email, subject: 'Deals', message: 'Buy now', homepage: 'http://spam.example' },
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(303);
    expect(bot.headers().location).toBe('/contact-us?sent=1');
    expect(await messagesFrom(own.db(), email)).toEqual([]);

    const garbage = await request.post('/contact-us?_action=inboxes.contact', {
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      data: '%%%name=%E0%A4%A',
      maxRedirects: 0,
    });
    expect(garbage.status()).toBe(400);
    expect(await garbage.text()).toContain('Name is required');

    // A form's action takes forms only: JSON is refused with the form shown again, nothing stored.
    const inquiry = await request.post('/advertise-with-us/inquiry?_action=inboxes.advertising', {
      headers: { ...headers, 'content-type': 'application/json' },
      data: '{"name":1}',
      maxRedirects: 0,
    });
    expect(inquiry.status()).toBe(415);
    expect(await inquiry.text()).toContain('The form could not be read. Please try again.');
  });
});
