/**
 * `npm run i18n`: compiles messages/ into src/paraglide (generated, ignored by git).
 *
 * Paraglide's own `compile` empties the folder and writes it again, which breaks a reader in the
 * middle of it: `npm test` runs the type check beside the unit tests, and both read these modules.
 * So the messages compile into a scratch folder first, and src/paraglide takes only what changed:
 * a changed module is renamed into place whole, a module no longer made is removed, and a compile
 * that changed nothing writes nothing. (The Vite plugin of the build and the unit tests already
 * writes only what changed.)
 */
import { mkdtemp, readFile, readdir, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { compile } from '@inlang/paraglide-js';
import { PARAGLIDE_OPTIONS } from '../../integrations/paraglide-options.ts';

/** Every file under `root`, as paths relative to it ([] if it does not exist). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const outdir = resolve(PARAGLIDE_OPTIONS.outdir);
const scratch = await mkdtemp(join(tmpdir(), 'paraglide-'));
try {
  await compile({ ...PARAGLIDE_OPTIONS, outdir: scratch });
  const made = await filesUnder(scratch);
  let changed = 0;
  for (const file of made) {
    const content = await readFile(join(scratch, file));
    const target = join(outdir, file);
    const current = await readFile(target).catch(() => null);
    if (current?.equals(content)) continue;
    await mkdir(dirname(target), { recursive: true });
    // Written beside its place and renamed over it: a reader sees the old module or the new one.
    await writeFile(`${target}.tmp`, content);
    await rename(`${target}.tmp`, target);
    changed++;
  }
  const kept = new Set(made);
  const stale = (await filesUnder(outdir)).filter((file) => !kept.has(file));
  for (const file of stale) await rm(join(outdir, file));
  console.log(
    `Messages compiled into ${relative(process.cwd(), outdir)}: ${changed} changed, ${stale.length} removed, ${made.length} in all.`,
  );
} finally {
  await rm(scratch, { recursive: true, force: true });
}
// The inlang SDK leaves a timer behind that would keep the process waiting half a minute more.
process.exit(0);
