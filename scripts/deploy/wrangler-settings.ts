/**
 * What the Worker's wrangler.toml must declare for the guide to run (the parts checkable without
 * Cloudflare): its entry with the Cron Trigger handler, the scheduled job's Cron Trigger, the
 * UPLOADS R2 bucket and the static assets. Pure: it reads the file's text. A line reader, not a
 * TOML parser: it knows the few keys asked about, in the shapes wrangler.toml uses.
 */

/** The Worker entry (src/worker.ts): Astro's handler and the Cron Trigger's `scheduled`. */
export const WORKER_ENTRY = './src/worker.ts';
/** The R2 binding the platform module reads uploads from (src/lib/server/platform/workers.ts). */
export const UPLOADS_BINDING = 'UPLOADS';

type Section = { name: string; values: Map<string, string> };

/** Every reason wrangler.toml would deploy a Worker missing a part of the guide, one sentence each. */
export function listWranglerProblems(toml: string): string[] {
  const sections = readSections(toml);
  const top = sections.find((section) => section.name === '')!;
  const problems: string[] = [];
  const main = stringOf(top.values.get('main'));
  if (main?.replace(/^\.\//, '') !== WORKER_ENTRY.replace(/^\.\//, ''))
    problems.push(`wrangler.toml: main must be "${WORKER_ENTRY}" (the entry that also runs the Cron Trigger), not ${main ?? 'unset'}.`);
  const crons = sections.find((section) => section.name === 'triggers')?.values.get('crons');
  if (!crons || listOf(crons).length === 0)
    problems.push(
      'wrangler.toml: no Cron Trigger. Add [triggers] crons = ["*/5 * * * *"]: the scheduled job (listing expiry, reminders, lapsed seat holds, the mail outbox) runs on it.',
    );
  const buckets = sections.filter((section) => section.name === '[r2_buckets]');
  const uploads = buckets.find((section) => stringOf(section.values.get('binding')) === UPLOADS_BINDING);
  if (!uploads)
    problems.push(
      `wrangler.toml: no R2 bucket bound as ${UPLOADS_BINDING}. Add [[r2_buckets]] binding = "${UPLOADS_BINDING}" with its bucket_name: uploaded photos, videos and files are kept there.`,
    );
  else if (!stringOf(uploads.values.get('bucket_name')))
    problems.push(`wrangler.toml: the ${UPLOADS_BINDING} R2 binding has no bucket_name.`);
  const assets = sections.find((section) => section.name === 'assets');
  if (!stringOf(assets?.values.get('directory')))
    problems.push('wrangler.toml: [assets] has no directory: the built pages and files (./dist-edge/client) would not be served.');
  if (!listOf(top.values.get('compatibility_flags') ?? '').includes('nodejs_compat'))
    problems.push('wrangler.toml: compatibility_flags must include "nodejs_compat" (the database client and the request context need it).');
  return problems;
}

/** The file's sections (`[name]`, `[[name]]` as "[name]"; "" for the top) with their key = value lines. */
function readSections(toml: string): Section[] {
  const sections: Section[] = [{ name: '', values: new Map() }];
  for (const raw of toml.split('\n')) {
    const line = raw.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const header = /^\[(\[?[^\]]+\]?)\]$/.exec(line);
    if (header) {
      sections.push({ name: header[1].trim(), values: new Map() });
      continue;
    }
    const pair = /^([A-Za-z0-9_.-]+)\s*=\s*(.+)$/.exec(line);
    if (pair) sections.at(-1)!.values.set(pair[1], pair[2].trim());
  }
  return sections;
}

function stringOf(value: string | undefined): string | null {
  const match = value ? /^"([^"]*)"$|^'([^']*)'$/.exec(value) : null;
  const text = match ? (match[1] ?? match[2]) : null;
  return text ? text : null;
}

function listOf(value: string): string[] {
  const inner = /^\[(.*)\]$/.exec(value)?.[1] ?? '';
  return [...inner.matchAll(/"([^"]+)"|'([^']+)'/g)].map((match) => match[1] ?? match[2]);
}
