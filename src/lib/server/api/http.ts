/** Small helpers every JSON endpoint uses: answers, input parsing and error mapping. */
import type { APIContext, APIRoute } from 'astro';
import type { z } from 'zod';
import { IdParamSchema } from '#lib/schemas/api-query.ts';
import { DatabaseUnavailableError, isDatabaseUnavailable } from '../db/client.ts';
import { loggableDatabaseFailure } from '../db/connection-failure.ts';
import { getConfig } from '../config.ts';
import { renderServiceUnavailable } from '../http/service-unavailable.ts';
import { renderServerError } from '../http/server-error.ts';
import { HttpError } from '../http/errors.ts';
import { apiLocaleOf } from './api-locale.ts';
import { contentChanged } from '../http/cache-keys.ts';

/** Cache policy of public read endpoints: a minute fresh, then revalidated in the background. */
export const PUBLIC_READ_CACHE = 'public, max-age=60, stale-while-revalidate=300';

/** A JSON answer (not cached unless the caller says so). */
export function json(data: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set('content-type', 'application/json; charset=utf-8');
  if (!headers.has('cache-control')) headers.set('cache-control', 'no-store');
  return new Response(JSON.stringify(data), { ...init, headers });
}

/** A JSON error answer: { message } plus optional details such as the offending parameter. */
export function jsonError(status: number, message: string, details: Record<string, unknown> = {}): Response {
  return json({ message, ...details }, { status });
}

/** A JSON answer of public data that browsers and CDNs may cache briefly. */
export function publicJson(data: unknown): Response {
  return json(data, { headers: { 'cache-control': PUBLIC_READ_CACHE } });
}

/** Parses the query string with a zod object schema; a bad value is a 400 naming the parameter. */
export function parseQuery<T extends z.ZodObject>(url: URL, schema: T): z.output<T> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    // An empty value is the "All" choice of a plain HTML filter: the same as leaving it out.
    const values = url.searchParams.getAll(key).filter((value) => value !== '');
    if (values.length > 1) throw new HttpError(400, `Query parameter ${key} may be given only once`, { details: { parameter: key } });
    if (values.length === 1) raw[key] = values[0];
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const parameter = String(issue.path[0]);
    throw new HttpError(400, `Invalid query parameter ${parameter}: ${issue.message}`, { details: { parameter } });
  }
  return result.data;
}

/** Parses a numeric path parameter; anything else is a 400 naming it. */
export function parseIdParam(value: string | undefined, name = 'id'): number {
  const result = IdParamSchema.safeParse(value ?? '');
  if (!result.success) throw new HttpError(400, `Invalid ${name}: expected a positive whole number`, { details: { parameter: name } });
  return result.data;
}

/** Wraps an endpoint so bad input, missing records and an absent database answer clear JSON, never a crash. */
export function apiRoute(handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return async (context) => {
    try {
      return await handler(context);
    } catch (error) {
      // Every answer in one language: English unless ?lang= or Accept-Language asks for another.
      const locale = apiLocaleOf(context.request, context.url);
      if (error instanceof HttpError) {
        const told = error.in(locale);
        return jsonError(error.status, told.message, { ...error.details, ...(told.fields && { errors: told.fields }) });
      }
      if (isDatabaseUnavailable(error)) {
        if (!(error instanceof DatabaseUnavailableError))
          console.error(`Database unavailable on ${context.url.pathname}:`, loggableDatabaseFailure(error, getConfig().databaseUrl));
        return renderServiceUnavailable(context.url.pathname, locale);
      }
      return renderServerError(context.request, error, locale);
    }
  };
}

/**
 * What a write endpoint changes of the public pages (cache-keys.ts, decision 032), as an action
 * declares it (define-action.ts): 'nothing public', the keys it always changes, or 'named' by the
 * service it calls where the ids are known.
 */
export type WriteChanges = 'nothing public' | 'named' | readonly string[];

/** A write endpoint (POST, PUT, PATCH, DELETE): apiRoute, saying what a successful answer changed. */
export function apiWrite(changes: WriteChanges, handler: (context: APIContext) => Promise<Response> | Response): APIRoute {
  return apiRoute(async (context) => {
    const response = await handler(context);
    if (response.status < 400 && changes !== 'named') contentChanged(...(changes === 'nothing public' ? [] : changes));
    return response;
  });
}
