/**
 * Reads while people write, as a running guide has them: 10 anonymous readers cycling through
 * the six main pages, one member saving and removing a favorite every second, and one owner
 * editing their business every 10 seconds. Rounds of reading alone then reading beside the
 * writers (5 s each, so the owner edits once per 10 s); the readers must keep half their
 * read-only throughput, and the edited business's page must show the edit on the very next
 * request after the edit's answer.
 */
import { throughput } from './load.ts';
import { formatShare, meets, shareOf, type Verdict } from './windows.ts';

export const MAIN_SIX = ['/', '/businesses', '/business/1', '/events', '/events?view=calendar', '/trip-planner'];
export const MIXED_BUDGET = 0.5;

type Writers = { base: string; memberCookie: string; ownerCookie: string; ownerBusinessId: number; favoriteBusinessId: number };

export async function measureMixedLoad(
  writers: Writers,
  { rounds = 5, seconds = 5 } = {},
): Promise<{ verdicts: Verdict[]; detail: string }> {
  const { base } = writers;
  let turn = 0;
  const nextPage = () => base + MAIN_SIX[turn++ % MAIN_SIX.length];
  const readers = () => throughput(nextPage, { connections: 10, seconds });
  // Each page once before reading alone: the read-only figure is the warm one, never lowered by
  // re-rendering what the previous round's writes changed (which would flatter the ratio).
  const warm = async () => {
    for (const path of MAIN_SIX) await (await fetch(base + path)).arrayBuffer();
  };
  const alone: number[] = [];
  const mixed: number[] = [];
  let toggles = 0;
  let togglesFailed = 0;
  const edits: { status: number; seen: boolean; ms: number }[] = [];
  let saved = false;
  const toggle = async () => {
    saved = !saved;
    const response = await fetch(`${base}/api/user/favorites/${writers.favoriteBusinessId}`, {
      method: saved ? 'POST' : 'DELETE',
      headers: { cookie: writers.memberCookie, origin: base },
    });
    await response.arrayBuffer();
    toggles++;
    if (!response.ok) togglesFailed++;
  };
  const edit = async (round: number) => {
    const stamp = `Bench edit ${Date.now().toString(36)}-${round}`;
    const started = performance.now();
    const response = await fetch(`${base}/api/businesses/${writers.ownerBusinessId}`, {
      method: 'PATCH',
      headers: { cookie: writers.ownerCookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify({ description: `Soul food on Lenox Avenue. ${stamp}.` }),
    });
    await response.arrayBuffer();
    // The very next request, as an anonymous visitor would make it (the page cache's answer if it has one).
    const page = await (await fetch(`${base}/business/${writers.ownerBusinessId}`)).text();
    edits.push({ status: response.status, seen: page.includes(stamp), ms: performance.now() - started });
  };
  for (let round = 0; round < rounds; round++) {
    await warm();
    alone.push((await readers()).rps);
    const member = setInterval(() => void toggle().catch(() => togglesFailed++), 1000);
    const owner = setTimeout(() => void edit(round).catch(() => edits.push({ status: 0, seen: false, ms: 0 })), (seconds * 1000) / 2);
    mixed.push((await readers()).rps);
    clearInterval(member);
    clearTimeout(owner);
    // The owner's edit of this round has answered before the next reading alone.
    while (edits.length < round + 1) await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const share = shareOf(mixed, alone);
  const seen = edits.filter((run) => run.status === 200 && run.seen).length;
  const refused = edits.filter((run) => run.status !== 200).map((run) => run.status);
  return {
    verdicts: [
      {
        what: `mixed load: ${MAIN_SIX.length} main pages beside a member and an owner writing`,
        figure: `${formatShare(share)} of read-only${togglesFailed ? `, ${togglesFailed} of ${toggles} favorite changes failed` : ''}`,
        bar: `>= ${MIXED_BUDGET * 100}% of read-only`,
        ok: meets(share, MIXED_BUDGET) && togglesFailed === 0,
      },
      {
        what: `the owner's edit on /business/${writers.ownerBusinessId}'s very next request`,
        figure: `${seen} of ${edits.length} edits shown${refused.length ? ` (edits answered ${refused.join(', ')})` : ''}`,
        bar: 'every edit shown',
        ok: seen === edits.length && edits.length > 0,
      },
    ],
    detail:
      `Mixed load: 10 readers on ${MAIN_SIX.join(', ')}; read-only ${alone.map(Math.round).join(', ')} req/s, ` +
      `beside the writers ${mixed.map(Math.round).join(', ')} req/s (${rounds} rounds of ${seconds} s each); ${toggles} favorite changes, ` +
      `${edits.length} owner edits (PATCH /api/businesses/${writers.ownerBusinessId}, ${edits.map((run) => run.ms.toFixed(0)).join(', ')} ms to edit and read the page).`,
  };
}
