import { rmSync } from 'node:fs';

/** Removes the database file and uploads folder the end-to-end run created. */
export default function globalTeardown(): void {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) return;
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
  rmSync(`${file}-uploads`, { recursive: true, force: true });
}
