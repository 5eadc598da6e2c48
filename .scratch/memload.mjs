// Load a running server with 32 concurrent clients over the main pages, APIs and dashboards; sample its RSS.
import fs from 'node:fs';
const [base, pid, total = '700'] = process.argv.slice(2);
const paths = ['/', '/businesses', '/business/1', '/events', '/events?view=calendar', '/es', '/fr/events', '/trip-planner',
  '/api/businesses', '/api/events', '/api/events/calendar', '/news', '/tours', '/es/business/2', '/fr/events?view=calendar', '/sitemaps/businesses-1.xml'];
const login = async (email, password) => {
  const r = await fetch(base + '/api/auth/login', { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ email, password }) });
  return r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
};
const cookies = [await login('admin@harlemguide.example', 'harlem-admin-2026'), await login('owner@harlemguide.example', 'harlem-owner-2026'), await login('premium@harlemguide.example', 'harlem-premium-2026')];
const signed = [['/admin', 0], ['/admin?tab=events', 0], ['/business-dashboard', 1], ['/user-dashboard', 2]];
const rss = () => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
let peak = rss(); const idle = peak;
const timer = setInterval(() => { peak = Math.max(peak, rss()); }, 50);
let next = 0; const n = Number(total);
async function client(i) {
  while (next < n) {
    const k = next++;
    let path, headers = { 'accept-encoding': 'br, gzip' };
    if (k % 5 === 0) { const [p, c] = signed[k % signed.length]; path = p; headers.cookie = cookies[c]; }
    else { path = paths[k % paths.length]; if (k % 2) headers.cookie = 'bench=render'; }
    const r = await fetch(base + path, { headers }); await r.arrayBuffer();
  }
}
const t0 = Date.now();
await Promise.all(Array.from({ length: 32 }, (_, i) => client(i)));
clearInterval(timer);
console.log(JSON.stringify({ requests: n, seconds: (Date.now() - t0) / 1000, idleRssMb: Math.round(idle), peakRssMb: Math.round(peak), afterRssMb: Math.round(rss()) }));
