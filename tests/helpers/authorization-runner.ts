/**
 * Asks a running server every question of the authorization matrix (authorization-matrix.ts) as
 * each of the given roles, with one signed-in request context per role, and returns what did not
 * answer as expected: the Node server is asked for every role, the Workers bundle for some.
 */
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { signIn } from '../e2e/fixtures.ts';
import { ACCOUNTS, ACTIONS, MATRIX, type Check, type Outcome, type Role } from './authorization-matrix.ts';

/** The server asked, the platform it runs on and the roles it is asked as. */
export type MatrixRun = { base: string; platform: 'node' | 'workers'; roles: readonly Role[] };

async function contextFor(base: string, role: Role): Promise<APIRequestContext> {
  // Browsers send Origin with every write; Astro refuses writes without one.
  const context = await playwrightRequest.newContext({ baseURL: base, maxRedirects: 0, extraHTTPHeaders: { origin: base } });
  if (role !== 'anon') await signIn(context, ACCOUNTS[role]);
  return context;
}

async function contextsFor({ base, roles }: MatrixRun): Promise<Map<Role, APIRequestContext>> {
  return new Map(await Promise.all(roles.map(async (role) => [role, await contextFor(base, role)] as const)));
}

function expected(check: Check, role: Role): Outcome {
  const rule = check.expect;
  if (typeof rule !== 'object' || 'redirect' in rule) return rule as Outcome;
  return (rule[role] ?? rule.rest)!;
}

/** Each action posted as a form by each role: the answers the action matrix did not expect. */
export async function actionFailures(run: MatrixRun): Promise<string[]> {
  const contexts = await contextsFor(run);
  const failures: string[] = [];
  for (const [name, check] of Object.entries(ACTIONS)) {
    for (const role of run.roles) {
      const rule = check.expect;
      const want = typeof rule !== 'object' || 'redirect' in rule ? rule : (rule[role] ?? rule.rest)!;
      if (want === 'skip') continue;
      const context = check.fresh ? await contextFor(run.base, role) : contexts.get(role)!;
      const response = await context.post(`/_actions/${name}`, { multipart: check.data });
      const status = response.status();
      const ok = want === 'ok' ? status >= 200 && status < 300 : status === want;
      if (!ok)
        failures.push(`${name} as ${role}: expected ${JSON.stringify(want)}, got ${status} ${(await response.text()).slice(0, 120)}`);
      if (check.fresh) await context.dispose();
    }
  }
  for (const context of contexts.values()) await context.dispose();
  return failures;
}

/** Each route asked by each role: the answers and page contents the route matrix did not expect. */
export async function routeFailures(run: MatrixRun): Promise<string[]> {
  const contexts = await contextsFor(run);
  const failures: string[] = [];
  for (const [route, checks] of Object.entries(MATRIX)) {
    for (const listed of checks) {
      const check = run.platform === 'workers' && listed.onWorkers ? { ...listed, ...listed.onWorkers } : listed;
      for (const role of run.roles) {
        const context = check.fresh ? await contextFor(run.base, role) : contexts.get(role)!;
        const response = await context.fetch(check.path, { method: check.method ?? 'GET', data: check.data, maxRedirects: 0 });
        const status = response.status();
        const location = response.headers()['location'] ?? '';
        const want = expected(check, role);
        const label = `${check.method ?? 'GET'} ${check.path} as ${role}`;
        let ok: boolean;
        if (want === 'ok') ok = status >= 200 && status < 300;
        else if (want === 'signin') ok = status === 303 && location === `/auth?next=${encodeURIComponent(check.path)}`;
        else if (typeof want === 'number') ok = status === want;
        else ok = status >= 300 && status < 400 && location === want.redirect;
        if (!ok)
          failures.push(`${label} (route ${route}): expected ${JSON.stringify(want)}, got ${status}${location ? ` → ${location}` : ''}`);
        const body = check.contains?.[role] || check.excludes?.[role] ? await response.text() : '';
        if (check.contains?.[role] && !body.includes(check.contains[role]!))
          failures.push(`${label}: page should contain "${check.contains[role]}"`);
        if (check.excludes?.[role] && body.includes(check.excludes[role]!))
          failures.push(`${label}: page must not contain "${check.excludes[role]}"`);
        if (check.fresh) await context.dispose();
      }
    }
  }
  for (const context of contexts.values()) await context.dispose();
  return failures;
}
