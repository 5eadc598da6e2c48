/**
 * Fairness as production sees it: the server behind a proxy on the same host (without
 * TRUST_PROXY, the case that used to spare everyone), one visitor reading a page and another
 * looping on the slowest route, rendered every time, each from a loopback address of its own.
 * Rounds of the visitor alone, then with the looper (after the looper's first seconds, its
 * burst, as anyone's); the cut is one minus the median of the rounds' shared/alone ratios.
 */
import { loop, throughput } from './load.ts';
import { startForwardingProxy } from './forwarding-proxy.ts';
import { formatShare, shareOf, type Verdict } from './windows.ts';

export const FAIRNESS_BUDGET = 0.25;

/** A cookie keeps the page cache out of it: the looper makes the server render every time. */
const RENDER = { cookie: 'bench=render' };

export async function measureFairness({
  server,
  proxyPort,
  victim,
  slowest,
  rounds = 5,
}: {
  server: string;
  proxyPort: number;
  victim: string;
  slowest: string;
  rounds?: number;
}): Promise<{ verdict: Verdict; detail: string }> {
  const proxy = await startForwardingProxy(proxyPort, server);
  const alone: number[] = [];
  const shared: number[] = [];
  let looped = 0;
  let held = 0;
  try {
    const visitor = { localAddress: '127.0.0.2', seconds: 2 };
    // A first second not counted: the victim's route warmed at the load this measures.
    await throughput(proxy.base + victim, { ...visitor, seconds: 1 });
    for (let round = 0; round < rounds; round++) {
      alone.push((await throughput(proxy.base + victim, visitor)).rps);
      // A new looper each round: its first seconds are its burst, then it is at its share.
      const looper = loop(proxy.base + slowest, { headers: RENDER, localAddress: `127.0.0.${10 + round}` });
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const during = await throughput(proxy.base + victim, visitor);
      shared.push(during.rps);
      held += during.failed;
      looped += await looper.stop();
      // Its budget refills before the next round's "alone".
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } finally {
    await proxy.close();
  }
  const kept = shareOf(shared, alone);
  const cut = { median: 1 - kept.median, min: 1 - kept.max, max: 1 - kept.min, windows: kept.windows };
  return {
    verdict: {
      what: `fairness: one client looping on ${slowest}, cost to ${victim} (through a proxy)`,
      figure: formatShare(cut),
      bar: `<= ${FAIRNESS_BUDGET * 100}%`,
      ok: cut.median <= FAIRNESS_BUDGET && held === 0,
    },
    detail:
      `Fairness through a proxy on this host appending X-Forwarded-For, clients on 127.0.0.2 (reader) and 127.0.0.10+ (looper): ` +
      `${victim} alone ${alone.map(Math.round).join(', ')} req/s, with the looper ${shared.map(Math.round).join(', ')} req/s ` +
      `(${rounds} rounds of 2 s; the looper made ${looped} requests; the reader was refused ${held} times).`,
  };
}
