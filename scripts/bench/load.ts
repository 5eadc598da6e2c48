/**
 * The bench's HTTP measurements: sequential latency, bytes as served (compressed) and requests per
 * second with several keep-alive connections at once, using Node's own client so nothing is
 * decompressed or cached on the way.
 */
import { Agent, request } from 'node:http';

export type Answer = { status: number; bytes: number; ms: number; encoding: string };

/** One GET, the body read whole; `bytes` as sent (compressed when the server compressed it). */
export function get(url: string, { agent, headers = {} }: { agent?: Agent; headers?: Record<string, string> } = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        agent: agent ?? false,
        headers: { 'accept-encoding': 'br, gzip', 'user-agent': 'harlem-bench', ...headers },
      },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            bytes,
            ms: performance.now() - started,
            encoding: String(answer.headers['content-encoding'] ?? 'identity'),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The p-th percentile (0-100) by nearest rank: the smallest value at least p% of the values are at or below. */
export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/**
 * Median milliseconds of each URL, `runs` rounds of one request to each in turn (after `warmup`
 * rounds that are not counted): the machine's slow moments fall on every URL alike, so their
 * ratio holds even when the absolute times do not. `headers`: for every URL, or one set per URL.
 */
export async function pairedLatency(
  urls: readonly string[],
  {
    runs = 15,
    warmup = 3,
    headers = {},
  }: { runs?: number; warmup?: number; headers?: Record<string, string> | Record<string, string>[] } = {},
): Promise<{ median: number; times: number[]; last: Answer }[]> {
  const agents = urls.map(() => new Agent({ keepAlive: true, maxSockets: 1 }));
  const last: Answer[] = [];
  const times: number[][] = urls.map(() => []);
  for (let run = 0; run < warmup + runs; run++) {
    for (const [index, url] of urls.entries()) {
      last[index] = await get(url, { agent: agents[index], headers: Array.isArray(headers) ? headers[index] : headers });
      if (run >= warmup) times[index].push(last[index].ms);
    }
  }
  for (const agent of agents) agent.destroy();
  return urls.map((_, index) => ({ median: median(times[index]), times: times[index], last: last[index] }));
}

/**
 * Requests per second with `connections` keep-alive connections each sending one request after
 * another for `seconds`. Non-2xx answers are counted apart. `localAddress`: the address the
 * connections come from (a loopback address of its own per client, behind the bench's proxy).
 */
export async function throughput(
  urls: string | (() => string),
  {
    connections = 4,
    seconds = 2,
    headers = {},
    localAddress,
  }: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string> | (() => Record<string, string>);
    localAddress?: string;
  } = {},
): Promise<{ rps: number; failed: number }> {
  const headersFor = typeof headers === 'function' ? headers : () => headers;
  const next = typeof urls === 'string' ? () => urls : urls;
  const agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const answer = await get(next(), { agent, headers: headersFor() }).catch(() => ({ status: 0 }) as Answer);
        if (answer.status >= 200 && answer.status < 300) done++;
        else failed++;
      }
    }),
  );
  agent.destroy();
  return { rps: done / ((performance.now() - started) / 1000), failed };
}

/** Loops requests on `url` until stopped (one client hammering a route); resolves with how many it made. */
export function loop(
  url: string,
  { connections = 1, headers = {}, localAddress }: { connections?: number; headers?: Record<string, string>; localAddress?: string } = {},
): { stop: () => Promise<number> } {
  const agent = new Agent({ keepAlive: true, maxSockets: connections, localAddress });
  let running = true;
  let made = 0;
  const loops = Array.from({ length: connections }, async () => {
    while (running) {
      await get(url, { agent, headers }).catch(() => undefined);
      made++;
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return made;
    },
  };
}
