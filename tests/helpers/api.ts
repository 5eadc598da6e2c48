/** Calls an Astro endpoint handler directly, as the server would, and reads its JSON answer. */
import type { APIContext, APIRoute } from 'astro';

export async function callApi(handler: APIRoute, path: string, params: Record<string, string> = {}) {
  const url = new URL(path, 'http://localhost');
  const request = new Request(url);
  const response = await handler({ url, request, params } as unknown as APIContext);
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}
