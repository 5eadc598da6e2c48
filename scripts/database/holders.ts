/**
 * Who has the embedded database open, so that npm run db:restore never replaces it under them:
 * - every process of the guide that opens it (the server on any port, jobs, migrations, seeding)
 *   leaves its process id in <database>.in-use/ while it runs;
 * - on Linux, any other process with the file open (a sqlite3 shell, a second copy of the site
 *   started some other way) is found in /proc.
 * A process that died without cleaning up is not counted: its id no longer answers.
 */
import { existsSync, mkdirSync, readdirSync, readlinkSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { embeddedFileOf } from './database-file.ts';

const holdersDir = (databaseFile: string) => `${resolve(databaseFile)}.in-use`;

/** Records this process as a holder of the database (when it is an embedded file) until it exits. */
export function registerHolder(databaseUrl: string | null, what: string): void {
  const databaseFile = embeddedFileOf(databaseUrl);
  if (databaseFile === null) return;
  const dir = holdersDir(databaseFile);
  mkdirSync(dir, { recursive: true });
  const mark = join(dir, String(process.pid));
  writeFileSync(mark, what);
  process.once('exit', () => rmSync(mark, { force: true }));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The guide's processes registered as holders (other than this one), still running. */
function registeredHolders(databaseFile: string): number[] {
  const dir = holdersDir(databaseFile);
  if (!existsSync(dir)) return [];
  const pids = readdirSync(dir)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 0 && pid !== process.pid);
  return pids.filter((pid) => isAlive(pid) || void rmSync(join(dir, String(pid)), { force: true }));
}

/** Processes with the database file, its write-ahead log or its shared memory open (Linux; none elsewhere). */
function processesWithFileOpen(databaseFile: string): number[] {
  if (!existsSync('/proc/self/fd') || !existsSync(databaseFile)) return [];
  const base = realpathSync(databaseFile);
  const names = new Set([base, `${base}-wal`, `${base}-shm`]);
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    let descriptors: string[];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue; // gone, or another user's
    }
    for (const descriptor of descriptors) {
      try {
        if (names.has(readlinkSync(`/proc/${pid}/fd/${descriptor}`))) {
          found.push(pid);
          break;
        }
      } catch {
        // closed meanwhile
      }
    }
  }
  return found;
}

/** Every other process that holds the database now. */
export function databaseHolders(databaseFile: string): number[] {
  return [...new Set([...registeredHolders(databaseFile), ...processesWithFileOpen(databaseFile)])].sort((a, b) => a - b);
}
