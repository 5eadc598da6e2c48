import type { ServerResponse } from 'node:http';

/**
 * Moves the headers given to writeHead(status, [reason], headers) onto the response one by one,
 * so a wrapper of writeHead reads (and removes) them like any header set before. Changes `args`.
 */
export function setHeadersGiven(response: ServerResponse, args: unknown[]): void {
  const index = args.findIndex((item) => item && typeof item === 'object');
  if (index === -1) return;
  const given = args[index];
  args.splice(index, 1);
  if (Array.isArray(given)) {
    // The raw form: [name, value, name, value, ...].
    for (let i = 0; i + 1 < given.length; i += 2) response.setHeader(String(given[i]), given[i + 1] as string);
    return;
  }
  for (const [name, value] of Object.entries(given as Record<string, string | number | string[] | undefined>))
    if (value !== undefined) response.setHeader(name, value);
}
