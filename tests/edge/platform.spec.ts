/**
 * What runs differently on Workers (issue 34, decision 030's table), proven on workerd with data:
 * photos keep their format but lose their location (no image library there: metadata is cut out
 * of JPEG, PNG, WebP and GIF as sent), and page views are counted after the answer through
 * `waitUntil`, from a render as from the Cache API.
 */
import { expect, test } from '@playwright/test';
import { createClient, type Client } from '@libsql/client';
import { gifWithXmp, imageWithLocation } from '../helpers/files.ts';

let db: Client;
test.beforeAll(() => {
  db = createClient({ url: `file:${process.env.EDGE_DATABASE}` });
});
test.afterAll(() => db.close());

const OWNER = { email: 'owner@harlemguide.example', password: 'harlem-owner-2026' };
const one = async <T>(sql: string, args: (string | number)[] = []) => (await db.execute({ sql, args })).rows[0] as T;

test('a photo uploaded to the Worker keeps its format and loses its location, for JPEG, PNG, WebP and GIF', async ({
  request,
  baseURL,
}) => {
  expect((await request.post('/api/auth/login', { data: OWNER })).status()).toBe(200);
  const { businessId } = await one<{ businessId: number }>('select business_id as businessId from users where email = ?', [OWNER.email]);
  const files = [
    { name: 'jpeg', mime: 'image/jpeg', bytes: await imageWithLocation('jpeg') },
    { name: 'png', mime: 'image/png', bytes: await imageWithLocation('png') },
    { name: 'webp', mime: 'image/webp', bytes: await imageWithLocation('webp') },
    { name: 'gif', mime: 'image/gif', bytes: await gifWithXmp() },
  ];
  for (const file of files) {
    expect(new TextDecoder('latin1').decode(file.bytes), file.name).toMatch(/Test|GPS/);
    const upload = await request.post('/api/business-photos', {
      headers: { origin: baseURL!, accept: 'application/json' },
      multipart: {
        businessId: String(businessId),
        caption: `A ${file.name} with a location`,
        altText: 'A blue square',
        file: { name: `square.${file.name}`, mimeType: file.mime, buffer: Buffer.from(file.bytes) },
      },
    });
    expect(upload.status(), `${file.name}: ${await upload.text()}`).toBe(201);
    const { id, url } = await one<{ id: number; url: string }>(
      'select id, url from business_photos where business_id = ? order by id desc limit 1',
      [businessId],
    );
    const served = await request.get(url);
    expect(served.headers()['content-type'], file.name).toBe(file.mime);
    const text = new TextDecoder('latin1').decode(await served.body());
    expect(text, file.name).not.toMatch(/GPS|Test/);
    // The photo goes again, so the business's photo count is as it was.
    expect((await request.delete(`/api/business-photos/${id}`, { headers: { origin: baseURL! } })).status()).toBe(200);
  }
});

test('page views are counted on Workers after the answer, from a render and from a Cache API hit', async ({ playwright, baseURL }) => {
  const { id } = await one<{ id: number }>("select id from businesses where name = 'Apollo Theater'");
  const views = async () =>
    Number(
      (await one<{ n: number | null }>("select sum(views) as n from page_views where kind = 'business' and subject_id = ?", [id]))?.n ?? 0,
    );
  const before = await views();
  // A visitor's browser (a person's user agent, no cookie): the first answer renders, the second comes from the Cache API.
  const visitor = await playwright.request.newContext({ baseURL, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' });
  for (let n = 0; n < 2; n++) expect((await visitor.get(`/business/${id}`)).status()).toBe(200);
  await expect.poll(views, { timeout: 10_000 }).toBe(before + 2);
  await visitor.dispose();
});
