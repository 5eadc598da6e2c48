/**
 * Files kept in the platform's storage (a folder on Node, R2 on Workers) and the addresses they
 * are served at (/files/<key>). Keys are made here, never from a file's name: a kind, the
 * business, and a random id ("photos/12/3f9c...webp").
 */
import { deleteObject, putObject } from '#platform';

export const MEDIA_PREFIX = '/files/';

/** A new key for a business's file. */
export function newKey(folder: 'photos' | 'videos' | 'uploads' | 'ads', businessId: number, ext: string): string {
  return `${folder}/${businessId}/${crypto.randomUUID()}.${ext}`;
}

export const mediaUrl = (key: string) => `${MEDIA_PREFIX}${key}`;

/** The storage key of an address this site serves, or null for anything else (an outside video link). */
export function keyOfUrl(url: string | null | undefined): string | null {
  if (!url?.startsWith(MEDIA_PREFIX)) return null;
  const key = url.slice(MEDIA_PREFIX.length);
  return /^(photos|videos|uploads|ads)\/\d+\/[0-9a-f-]{36}(-thumb)?\.[a-z0-9]+$/.test(key) ? key : null;
}

export { putObject as storeFile };

/** Removes stored files, logging (never throwing) when one cannot be removed: the row is already gone. */
export async function removeStoredFiles(...keys: (string | null)[]): Promise<void> {
  for (const key of keys) {
    if (!key) continue;
    try {
      await deleteObject(key);
    } catch (error) {
      console.error(`Stored file ${key} could not be removed:`, error);
    }
  }
}

/**
 * Stores files, then runs `write` (the database row); if the write fails, the files are removed
 * again, so a failed upload leaves neither a row without a file nor a file without a row.
 */
export async function storeThenWrite<T>(
  files: { key: string; bytes: Uint8Array; contentType: string }[],
  write: () => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await putObject(file.key, file.bytes, file.contentType);
      stored.push(file.key);
    }
    return await write();
  } catch (error) {
    await removeStoredFiles(...stored);
    throw error;
  }
}
