import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '#lib/server/db/client.ts';

/**
 * A libSQL server over HTTP that holds each pipeline until 25 are waiting (or none more come for
 * a moment), then answers them all: how many one client sends at once.
 */
async function holdingServer() {
  let held: ServerResponse[] = [];
  let most = 0;
  let timer: NodeJS.Timeout | undefined;
  const answerAll = () => {
    const answering = held;
    held = [];
    for (const response of answering) {
      const result = { cols: [], rows: [], affected_row_count: 0, last_insert_rowid: null };
      response.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          baton: null,
          base_url: null,
          results: [
            { type: 'ok', response: { type: 'execute', result } },
            { type: 'ok', response: { type: 'close' } },
          ],
        }),
      );
    }
  };
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      held.push(response);
      most = Math.max(most, held.length);
      clearTimeout(timer);
      if (held.length >= 25) answerAll();
      else timer = setTimeout(answerAll, 150);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, most: () => most, close: () => server.close() };
}

describe('statements to a libSQL server over HTTP', () => {
  it('are all sent at once on Workers, where one queued behind another request’s would hang; at most 20 at once on Node', async () => {
    for (const [queueStatements, atOnce] of [
      [false, 25],
      [true, 20],
    ] as const) {
      const server = await holdingServer();
      const { client } = openDatabase(server.url, undefined, { queueStatements });
      const results = await Promise.all(Array.from({ length: 25 }, () => client.execute('select 1')));
      expect(results).toHaveLength(25);
      expect(server.most()).toBe(atOnce);
      client.close();
      server.close();
    }
  });
});
