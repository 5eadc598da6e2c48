/**
 * A file store write that fails (R2 on Workers, the folder on Node) leaves no database row
 * pointing at a missing file, and no file stored before it (issue 34). Here the folder refuses the
 * second file: its key runs through a path that is a file, not a folder.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { storeThenWrite } from '#lib/server/media/stored-files.ts';
import { useFreshDatabase } from '../helpers/database.ts';

describe('storing files, then their row', async () => {
  const { path } = await useFreshDatabase();
  const uploads = `${path}-uploads`;

  it('never writes the row when a file cannot be stored, and removes the files stored before it', async () => {
    mkdirSync(join(uploads, 'videos', '1'), { recursive: true });
    writeFileSync(join(uploads, 'videos', '1', 'blocked'), 'a file where a folder should be');
    const write = vi.fn(async () => 'row');
    const file = (key: string) => ({ key, bytes: new Uint8Array([1, 2, 3]), contentType: 'video/mp4' });
    await expect(storeThenWrite([file('videos/1/a.mp4'), file('videos/1/blocked/b.jpg')], write)).rejects.toThrow();
    expect(write).not.toHaveBeenCalled();
    expect(existsSync(join(uploads, 'videos', '1', 'a.mp4'))).toBe(false);

    await expect(storeThenWrite([file('videos/1/a.mp4'), file('videos/1/c.jpg')], write)).resolves.toBe('row');
    expect([existsSync(join(uploads, 'videos', '1', 'a.mp4')), existsSync(join(uploads, 'videos', '1', 'c.jpg'))]).toEqual([true, true]);
  });
});
