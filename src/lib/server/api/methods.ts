/**
 * Which HTTP methods each JSON endpoint answers, read from what its route file exports, so a
 * wrong method on a real endpoint gets a JSON 405 with an Allow header (and OPTIONS an empty 204
 * with Allow) instead of the HTML not-found page. The middleware applies it to every /api route.
 */
import { json } from './http.ts';

const HTTP_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

type RouteModule = Record<string, unknown>;

// Route files load lazily, and only for a request that needs its method checked; they are the
// same modules Astro itself runs, so nothing is loaded twice.
const routeFiles = import.meta.glob<RouteModule>('../../../pages/api/**/*.ts');

/** The route pattern Astro gives a route file ("/api/user/events/[id]/register", "/api/login"). */
export function routePatternOf(file: string): string {
  const route = file.replace(/^.*?\/pages(?=\/)/, '').replace(/\.ts$/, '');
  return route.endsWith('/index') ? route.slice(0, -'/index'.length) || '/' : route;
}

const loaders = new Map(Object.entries(routeFiles).map(([file, load]) => [routePatternOf(file), load]));

/**
 * The methods a route module answers, in a stable order, or null when it answers every method
 * (it exports ALL). HEAD comes with GET, as Astro serves it from the GET handler.
 */
export function allowedMethods(module: RouteModule): string[] | null {
  if (typeof module.ALL === 'function') return null;
  const exported = new Set(HTTP_METHODS.filter((method) => typeof module[method] === 'function'));
  if (exported.has('GET')) exported.add('HEAD');
  exported.add('OPTIONS');
  return HTTP_METHODS.filter((method) => exported.has(method));
}

/**
 * The answer for a method the route file does not export: 204 with Allow for OPTIONS, a JSON 405
 * naming the allowed methods otherwise. Null when the route handles the method itself.
 */
export function methodRefusal(method: string, module: RouteModule): Response | null {
  const allowed = allowedMethods(module);
  const upper = method.toUpperCase();
  if (allowed === null || typeof module[upper] === 'function' || (upper === 'HEAD' && typeof module.GET === 'function')) return null;
  const allow = allowed.join(', ');
  if (upper === 'OPTIONS') return new Response(null, { status: 204, headers: { allow, 'cache-control': 'no-store' } });
  const usable = allowed.filter((name) => name !== 'HEAD' && name !== 'OPTIONS');
  return json({ message: `${upper} is not allowed here. Use ${orList(usable)}.`, allow: allowed }, { status: 405, headers: { allow } });
}

/** For the middleware: the refusal for this request's method on this API route, or null to go on. */
export async function checkApiMethod(routePattern: string, method: string): Promise<Response | null> {
  const load = loaders.get(routePattern);
  return load ? methodRefusal(method, await load()) : null;
}

function orList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}
