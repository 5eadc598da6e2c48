/**
 * A file store write that fails (R2 on Workers, the folder on Node) leaves no database row
 * pointing at a missing file, and no file stored before it (issue 34).
 */
import { describe, expect, it, vi } from 'vitest';

const store = vi.hoisted(() => ({ kept: new Set<string>(), failOn: '' }));
vi.mock('#platform', () => ({
  putObject: async (key: string) => {
    if (key === store.failOn) throw new Error('R2: service unavailable');
    store.kept.add(key);
  },
  deleteObject: async (key: string) => void store.kept.delete(key),
}));

const { storeThenWrite } = await import('#lib/server/media/stored-files.ts');

describe('storing files, then their row', () => {
  it('never writes the row when a file cannot be stored, and removes the files stored before it', async () => {
    store.failOn = 'videos/1/b.jpg';
    const write = vi.fn(async () => 'row');
    const files = ['videos/1/a.mp4', 'videos/1/b.jpg'].map((key) => ({ key, bytes: new Uint8Array([1]), contentType: 'video/mp4' }));
    await expect(storeThenWrite(files, write)).rejects.toThrow('R2: service unavailable');
    expect(write).not.toHaveBeenCalled();
    expect([...store.kept]).toEqual([]);

    store.failOn = '';
    await expect(storeThenWrite(files, write)).resolves.toBe('row');
    expect([...store.kept].sort()).toEqual(['videos/1/a.mp4', 'videos/1/b.jpg']);
  });
});
