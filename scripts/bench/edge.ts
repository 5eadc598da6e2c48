/**
 * npm run bench:edge: the Workers bundle against the Node server, on the same data, both on this
 * machine. Builds both (unless --no-build), seeds one database and gives each server its own copy
 * of it, then prints for the ten main routes, rendered for a signed-out visitor with the page
 * caches out of the way: median and p90 latency on
 *   - Node over the file (how `npm start` and a self-hosted server run),
 *   - Node over the local libSQL server (scripts/libsql-server, over HTTP, as the Worker talks to it),
 *   - the Worker on workerd (`wrangler dev`, through startEdgePreview) over that same libSQL server,
 * their requests taking turns so the machine's slow moments fall on all three; the ratios of
 * Workers to Node (Node over HTTP isolates the runtime: same database, same server, same wire);
 * CPU milliseconds per request of the workerd and Node processes (/proc, before and after the
 * timed requests) against Workers' CPU limits; the same routes served from the caches; the
 * Worker's upload size (`wrangler deploy --dry-run`) against the size limits; and cold start (the
 * CPU of the Worker's startup from `wrangler check startup`, the time to a first answer, the first
 * render against the warm median).
 *
 *   npm run bench:edge                        build both, then measure (about 5 minutes)
 *   npm run bench:edge -- --no-build          measure the builds in dist/ and dist-edge/
 *   npm run bench:edge -- --runs 50           timed requests per route and server (40)
 *
 * The page caches: any cookie but the known-browser one keeps a request away from both the Node
 * server's page cache and the Worker's Cache API (lib/server/http/cache-cookies.ts), so every
 * timed request carries `bench=render` and is rendered, as in `npm run bench`. The cached figures
 * are the same routes without a cookie. Requests ask for no compression: Node would compress
 * in-process while Cloudflare compresses outside the Worker, so both send the page as rendered.
 * Linux only for the CPU figures (/proc). Not part of CI: it is a bench.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createClient } from '@libsql/client';
import { LOCAL_TEST_CHECKOUT } from '#lib/server/config.ts';
import { freePort } from '../free-port.ts';
import { startEdgePreview, type EdgePreview } from '../preview-edge.ts';
import { get, median, pairedLatency, percentile } from './load.ts';
import { commandLine, cpuMsPerRequest, processesOfGroup, ticksOf, ticksPerSecond } from './process-cpu.ts';

const args = process.argv.slice(2);
const runsAt = args.indexOf('--runs');
const RUNS = runsAt === -1 ? 40 : Number(args[runsAt + 1]);
if (!Number.isInteger(RUNS) || RUNS < 5 || RUNS > 1000) {
  console.error('--runs takes the number of timed requests per route and server, e.g. --runs 40');
  process.exit(1);
}
const WARMUP = 3;
/** Any cookie keeps both page caches out of it (cache-cookies.ts); this one is read by nothing. */
const RENDER = { cookie: 'bench=render', 'accept-encoding': 'identity' };
const ANONYMOUS = { 'accept-encoding': 'identity' };
/** Workers' limits, from Cloudflare's limits page (developers.cloudflare.com/workers/platform/limits). */
const LIMITS = {
  freeCpuMs: 10,
  paidCpuMs: 30_000,
  paidCpuMsMax: 300_000,
  freeGzipBytes: 3 * 1024 * 1024,
  paidGzipBytes: 10 * 1024 * 1024,
  startupMs: 1000,
};

const EDGE_PORT = freePort();
const EDGE_URL = `http://127.0.0.1:${EDGE_PORT}`;
const common = { ASTRO_TELEMETRY_DISABLED: '1', WRANGLER_SEND_METRICS: 'false', TZ: 'UTC' };

function run(command: string, commandArgs: string[], env: Record<string, string> = {}): void {
  const done = spawnSync(command, commandArgs, { stdio: 'inherit', env: { ...process.env, ...common, ...env } });
  if (done.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${done.status})`);
}

/** The ten main routes (the spec's main screens and their APIs); the event is the next one coming. */
function mainRoutes(eventId: number): string[] {
  return [
    '/',
    '/businesses',
    '/business/1',
    '/events',
    `/events/${eventId}`,
    '/neighborhoods/central-harlem',
    '/news',
    '/tours',
    '/api/businesses',
    '/api/events',
  ];
}

type Target = { name: string; base: string; pids: () => number[]; stop: () => Promise<void> };

/** A Node server (scripts/serve.ts on dist/) with these settings; resolves once it answers, with its start time. */
async function startNode(name: string, env: Record<string, string>, scratch: string): Promise<{ target: Target; readyMs: number }> {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['scripts/serve.ts'], {
    env: {
      ...process.env,
      ...common,
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      REQUEST_LOG: 'false',
      UPLOADS_DIR: join(scratch, `${name}-uploads`),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors += chunk));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${errors}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        return { target: { name, base, pids: () => [child.pid!], stop }, readyMs: performance.now() - spawnedAt };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${name} did not start: ${errors}`);
}

/**
 * The workerd processes wrangler dev started (its process group): one runs the Worker, the other
 * wrangler's dev proxy, which listens on the port we ask for and passes each request on.
 */
function workerdOf(preview: EdgePreview, port: number): { worker: number[]; proxy: number[] } {
  const all = processesOfGroup(preview.pid).filter((process) => process.name === 'workerd');
  const isProxy = (pid: number) => commandLine(pid).includes(`--socket-addr=entry=127.0.0.1:${port} `);
  return {
    worker: all.filter((process) => !isProxy(process.pid)).map((process) => process.pid),
    proxy: all.filter((process) => isProxy(process.pid)).map((process) => process.pid),
  };
}

/** What `wrangler deploy` would upload, measured by its dry run (no account needed), and gzipped here as a check. */
function bundleSize(scratch: string): { upload: number | null; gzip: number | null; files: number; ownGzip: number; output: string } {
  const outdir = join(scratch, 'upload');
  const done = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', outdir], {
    encoding: 'utf8',
    env: { ...process.env, ...common, CI: 'true' },
  });
  const output = `${done.stdout}\n${done.stderr}`;
  const match = /Total Upload:\s*([\d.]+)\s*KiB\s*\/\s*gzip:\s*([\d.]+)\s*KiB/.exec(output);
  const files = existsSync(outdir) ? listFiles(outdir).filter((file) => !file.endsWith('.map') && !file.endsWith('README.md')) : [];
  const ownGzip = files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
  return {
    upload: match ? Number(match[1]) * 1024 : null,
    gzip: match ? Number(match[2]) * 1024 : null,
    files: files.length,
    ownGzip,
    output,
  };
}

/**
 * The Worker's startup (its global scope run once, what Cloudflare limits to 1 s): `wrangler check
 * startup` runs the bundle locally under the profiler; its "Active" time is the CPU it used.
 */
function startupCpuMs(scratch: string): { active: number | null; output: string } {
  const done = spawnSync('npx', ['wrangler', 'check', 'startup', '--outfile', join(scratch, 'startup.cpuprofile')], {
    encoding: 'utf8',
    env: { ...process.env, ...common, CI: 'true' },
  });
  const output = `${done.stdout}\n${done.stderr}`;
  const match = /Active:\s*([\d.]+)\s*ms/.exec(output);
  return { active: match ? Number(match[1]) : null, output };
}

function listFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

const ms = (value: number) => value.toFixed(1);
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

async function main() {
  const started = performance.now();
  if (!args.includes('--no-build')) {
    run('npm', ['run', 'build']);
    run('npm', ['run', 'build:edge'], { SITE_URL: EDGE_URL, DATABASE_URL: '' });
  }
  const scratch = mkdtempSync(join(tmpdir(), 'harlem-bench-edge-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    const bundle = bundleSize(scratch);
    const startup = startupCpuMs(scratch);

    // One database, migrated and seeded once; each side gets a copy of the same file.
    const seeded = join(scratch, 'seeded.db');
    run('node', ['scripts/seed.ts'], { DATABASE_URL: `file:${seeded}`, HOST: '127.0.0.1', SITE_URL: '', PORT: '4321' });
    const copy = (name: string) => {
      const file = join(scratch, name);
      for (const suffix of ['', '-wal']) if (existsSync(seeded + suffix)) copyFileSync(seeded + suffix, file + suffix);
      return file;
    };
    const nodeFile = copy('node.db');
    const edgeFile = copy('edge.db');
    const reader = createClient({ url: `file:${seeded}` });
    const event = (
      await reader.execute({
        sql: 'select id from events where is_active = 1 and is_premium = 0 and starts_at > ? order by starts_at, id limit 1',
        args: [Date.now()],
      })
    ).rows[0];
    reader.close();
    const routes = mainRoutes(Number(event?.id ?? 1));

    // The Worker, over the libSQL server on its copy (startEdgePreview seeds nothing more: the file is seeded).
    const preview = await startEdgePreview({ port: EDGE_PORT, databaseFile: edgeFile, build: false });
    stops.push(() => preview.stop());
    const edgeReadyMs = preview.readyAt - preview.spawnedAt;
    const edgeFirst = await get(EDGE_URL + routes[0], { headers: RENDER });
    const workerd = workerdOf(preview, EDGE_PORT);
    if (workerd.worker.length === 0)
      console.warn('No workerd process found under wrangler (not Linux?): the CPU figures of Workers read 0.');
    const worker: Target = { name: 'Workers', base: EDGE_URL, pids: () => workerd.worker, stop: async () => undefined };

    // Node over its own copy of the file, as `npm start` runs (local mode: its own test checkout).
    const nodeOverFile = await startNode('node-file', { DATABASE_URL: `file:${nodeFile}` }, scratch);
    stops.push(nodeOverFile.target.stop);
    const nodeFirst = await get(nodeOverFile.target.base + routes[0], { headers: RENDER });
    // Node over the very libSQL server the Worker uses, with the Worker's settings: only the runtime differs.
    const nodeOverHttp = await startNode(
      'node-http',
      {
        DATABASE_URL: preview.databaseUrl,
        DATABASE_AUTH_TOKEN: preview.databaseToken,
        STRIPE_SECRET_KEY: LOCAL_TEST_CHECKOUT.secretKey,
        STRIPE_WEBHOOK_SECRET: LOCAL_TEST_CHECKOUT.webhookSecret,
        STRIPE_API_URL: preview.checkoutUrl,
      },
      scratch,
    );
    stops.push(nodeOverHttp.target.stop);
    const targets = [nodeOverFile.target, nodeOverHttp.target, worker];
    const hz = ticksPerSecond();
    // Every route on every server a few times first, so no route pays for first use (code loaded,
    // compiled), and past the Node servers' first scheduled-jobs run (5 s after they listen).
    const warmFrom = performance.now();
    for (const route of routes)
      await pairedLatency(
        targets.map((target) => target.base + route),
        { runs: 0, warmup: WARMUP, headers: RENDER },
      );
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 6000 - (performance.now() - warmFrom))));

    type Row = {
      route: string;
      status: number[];
      p50: number[];
      p90: number[];
      cpu: number[];
      proxyCpu: number;
      cached: number[];
      cachedCpu: number;
    };
    const rows: Row[] = [];
    for (const route of routes) {
      const urls = targets.map((target) => target.base + route);
      await pairedLatency(urls, { runs: 0, warmup: 1, headers: RENDER });
      const before = targets.map((target) => ticksOf(target.pids()));
      const proxyBefore = ticksOf(workerd.proxy);
      const timed = await pairedLatency(urls, { runs: RUNS, warmup: 0, headers: RENDER });
      const after = targets.map((target) => ticksOf(target.pids()));
      const proxyAfter = ticksOf(workerd.proxy);
      // Served from the caches: the first answers fill them, then their median (and the Worker's CPU, which shows whether it rendered).
      const cachedRuns = Math.min(RUNS, 20);
      await pairedLatency(urls, { runs: 0, warmup: 2, headers: ANONYMOUS });
      const cachedBefore = ticksOf(workerd.worker);
      const cached = await pairedLatency(urls, { runs: cachedRuns, warmup: 0, headers: ANONYMOUS });
      const cachedCpu = cpuMsPerRequest(cachedBefore, ticksOf(workerd.worker), cachedRuns, hz);
      rows.push({
        route,
        status: timed.map((result) => result.last.status),
        p50: timed.map((result) => result.median),
        p90: timed.map((result) => percentile(result.times, 90)),
        cpu: targets.map((_, index) => cpuMsPerRequest(before[index], after[index], RUNS, hz)),
        proxyCpu: cpuMsPerRequest(proxyBefore, proxyAfter, RUNS, hz),
        cached: cached.map((result) => result.median),
        cachedCpu,
      });
    }

    const [FILE, HTTP, EDGE] = [0, 1, 2];
    console.log(
      `\nWorkers (wrangler dev on workerd, over the local libSQL server over HTTP) against Node (scripts/serve.ts): ${RUNS} timed renders per route and server, ` +
        `after ${WARMUP} not counted, the three servers taking turns; page caches bypassed with a cookie; no compression asked for.`,
    );
    console.table(
      rows.map((row) => ({
        route: row.route,
        status: row.status.every((status) => status === row.status[0]) ? row.status[0] : row.status.join('/'),
        'Node file ms': `${ms(row.p50[FILE])} (p90 ${ms(row.p90[FILE])})`,
        'Node http ms': `${ms(row.p50[HTTP])} (p90 ${ms(row.p90[HTTP])})`,
        'Workers ms': `${ms(row.p50[EDGE])} (p90 ${ms(row.p90[EDGE])})`,
        'W/Node file': (row.p50[EDGE] / row.p50[FILE]).toFixed(2),
        'W/Node http': (row.p50[EDGE] / row.p50[HTTP]).toFixed(2),
        'Workers CPU ms/req': ms(row.cpu[EDGE]),
        'dev proxy CPU': ms(row.proxyCpu),
        'Node file CPU': ms(row.cpu[FILE]),
        'Node http CPU': ms(row.cpu[HTTP]),
      })),
    );
    const ratioFile = median(rows.map((row) => row.p50[EDGE] / row.p50[FILE]));
    const ratioHttp = median(rows.map((row) => row.p50[EDGE] / row.p50[HTTP]));
    console.log(
      `Median ratio over the ${rows.length} routes, Workers / Node: ${ratioFile.toFixed(2)} against Node over the file (database in-process), ` +
        `${ratioHttp.toFixed(2)} against Node over the same libSQL server (the runtime alone).`,
    );
    console.log(
      'Node over the file: SQLite runs inside the Node process (its CPU counts the database); Node over HTTP and the Worker: the libSQL server runs in the bench process, so neither CPU figure counts it, as Turso would not.',
    );

    console.log(
      '\nServed from the caches (no cookie: the Node page cache; the Worker: Cache API after one read of the data generation), median ms:',
    );
    console.table(
      rows.map((row) => ({
        route: row.route,
        'Node file': ms(row.cached[FILE]),
        'Node http': ms(row.cached[HTTP]),
        Workers: ms(row.cached[EDGE]),
        'Workers CPU ms/req': ms(row.cachedCpu),
      })),
    );

    const cpuWorst = rows.reduce((worst, row) => (row.cpu[EDGE] > worst.cpu[EDGE] ? row : worst));
    const overFree = rows.filter((row) => row.cpu[EDGE] > LIMITS.freeCpuMs).map((row) => row.route);
    console.log(
      `\nCPU on workerd: the CPU time of the workerd process running the Worker (pid ${workerd.worker.join(', ')}; /proc utime+stime at ${hz} ticks/s) over the ${RUNS} timed renders, divided by ${RUNS}: ` +
        `median ${ms(median(rows.map((row) => row.cpu[EDGE])))} ms per request, most ${ms(cpuWorst.cpu[EDGE])} ms (${cpuWorst.route}). ` +
        'It counts the whole process (HTTP in and out, the database client, garbage collection), so it is an upper bound of what Cloudflare counts as CPU time. ' +
        `wrangler's dev proxy (workerd pid ${workerd.proxy.join(', ')}), a hop a deployed Worker does not have, is counted apart; its time is in the Workers latency.`,
    );
    console.log(
      `Workers' CPU limits: ${LIMITS.freeCpuMs} ms per request on the free plan (${overFree.length ? `over it here: ${overFree.join(', ')}` : 'every route within it'}); ` +
        `${LIMITS.paidCpuMs / 1000} s by default on the paid plan (up to ${LIMITS.paidCpuMsMax / 60_000} min with limits.cpu_ms): every route is ${Math.round(LIMITS.paidCpuMs / cpuWorst.cpu[EDGE])}x within it.`,
    );

    if (bundle.gzip !== null && bundle.upload !== null) {
      console.log(
        `\nWorker upload (wrangler deploy --dry-run): ${mib(bundle.upload)}, gzip ${mib(bundle.gzip)} (${((bundle.gzip / LIMITS.freeGzipBytes) * 100).toFixed(0)}% of the free plan's 3 MiB, ` +
          `${((bundle.gzip / LIMITS.paidGzipBytes) * 100).toFixed(0)}% of the paid plan's 10 MiB); its ${bundle.files} files gzipped one by one here: ${mib(bundle.ownGzip)}.`,
      );
    } else {
      console.log(`\nwrangler deploy --dry-run printed no upload size:\n${bundle.output.slice(-2000)}`);
    }

    const warm = (index: number) => rows[0].p50[index];
    console.log(
      `\nCold start: the Worker's startup (its global scope, wrangler check startup) used ${startup.active === null ? '(not reported)' : `${ms(startup.active)} ms`} of CPU ` +
        `against Cloudflare's ${LIMITS.startupMs} ms limit. wrangler dev answered ${(edgeReadyMs / 1000).toFixed(1)} s after it was spawned (bundling included); ` +
        `its first render of ${routes[0]} took ${ms(edgeFirst.ms)} ms (warm median ${ms(warm(EDGE))} ms). ` +
        `Node over the file answered ${(nodeOverFile.readyMs / 1000).toFixed(1)} s after spawn (migration check included), first render ${ms(nodeFirst.ms)} ms (warm median ${ms(warm(FILE))} ms); ` +
        `Node over HTTP answered after ${(nodeOverHttp.readyMs / 1000).toFixed(1)} s.`,
    );
    if (startup.active === null) console.log(`wrangler check startup printed no active time:\n${startup.output.slice(-1500)}`);
    const failed = rows.filter((row) => row.status.some((status) => status !== 200));
    if (failed.length)
      console.error(`\nNot every answer was 200: ${failed.map((row) => `${row.route} ${row.status.join('/')}`).join(', ')}`);
    console.log(`\nTook ${((performance.now() - started) / 60_000).toFixed(1)} min.`);
    return failed.length === 0;
  } finally {
    for (const stop of stops.reverse()) await stop().catch(() => undefined);
    rmSync(scratch, { recursive: true, force: true });
  }
}

process.exit((await main()) ? 0 : 1);
