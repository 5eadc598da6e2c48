import { chromium } from '@playwright/test';
const B = 'http://127.0.0.1:4912';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const errors = [];
const out = {};
async function visit(ctx, path, width, shot) {
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && errors.push(`${path}: ${m.text()}`));
  const response = await page.goto(B + path);
  await page.waitForTimeout(1200);
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  const headers = response.headers();
  return { page, status: response.status(), trips: headers['x-db-round-trips'], cache: headers['x-cache'] };
}
const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
// 1. Spanish business page: the verified description and event title, all-in prices.
let v = await visit(phone, '/es/business/1', 390, '/tmp/v-es-business.png');
out.business = { status: v.status, trips: v.trips, description: (await v.page.locator('text=DESCRIPCIÓN VERIFICADA').count()) > 0,
  event: (await v.page.locator('text=EVENTO VERIFICADO 61').count()) > 0, prices: await v.page.locator('#events .price, #events [class*=price]').allInnerTexts() };
// 2. French events list and calendar: the verified title.
v = await visit(phone, '/fr/events', 390, '/tmp/v-fr-events.png');
out.frList = { trips: v.trips, title: (await v.page.locator('text=ÉVÉNEMENT VÉRIFIÉ 64').count()) > 0 };
const month = new Date(1796090400000).toISOString().slice(0, 7);
v = await visit(phone, `/fr/events?view=calendar&month=${month}`, 390, '/tmp/v-fr-cal.png');
out.frCalendar = { trips: v.trips, title: (await v.page.locator('text=ÉVÉNEMENT VÉRIFIÉ 64').count()) > 0 };
// 3. Home in Spanish.
v = await visit(phone, '/es', 390, null);
out.esHome = { trips: v.trips, status: v.status };
// 4. Premium member's dashboard in Spanish: loyalty rewards translated, exclusive events priced.
const desk = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const login = await desk.request.post(B + '/api/auth/login', { data: { email: 'premium@harlemguide.example', password: 'harlem-premium-2026' }, headers: { origin: B } });
out.login = login.status();
v = await visit(desk, '/es/user-dashboard', 1280, '/tmp/v-es-dashboard.png');
const text = await v.page.locator('main').innerText();
out.dashboard = { status: v.status, trips: v.trips, reward: text.includes('Un café de filtro') || text.includes('Pastel de batata'), points: /\d+ puntos|puntos/i.test(text) };
// 5. A single event's calendar file: ETag, 304, kept.
const anon = await browser.newContext();
const first = await anon.request.get(B + '/events/64.ics');
const etag = first.headers()['etag'];
const second = await anon.request.get(B + '/events/64.ics', { headers: { 'if-none-match': etag } });
const third = await anon.request.get(B + '/events/64.ics');
out.ics = { first: first.status(), etag, second: second.status(), thirdCache: third.headers()['x-cache'], cc: first.headers()['cache-control'], sameTag: third.headers()['etag'] === etag };
const s1 = await anon.request.get(B + '/sitemaps/businesses-1.xml');
const s2 = await anon.request.get(B + '/sitemaps/businesses-1.xml', { headers: { 'if-none-match': s1.headers()['etag'] } });
out.sitemap = { first: s1.status(), etag: s1.headers()['etag'], second: s2.status() };
console.log(JSON.stringify(out, null, 1));
console.log('console errors:', errors);
await browser.close();
