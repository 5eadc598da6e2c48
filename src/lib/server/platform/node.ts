/**
 * Node implementation of the platform module: environment from the process, uploaded files in a
 * folder (UPLOADS_DIR, data/uploads by default), images resized with sharp, names resolved by the
 * system's resolver.
 */
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { lookup } from 'node:dns/promises';

export const platformName = 'node' as const;

/** The raw environment of this process. */
export function readEnvironment(): Record<string, string | undefined> {
  return process.env;
}

/** The folder files live in, read when used (tests point it elsewhere). */
const root = () => resolve(process.env.UPLOADS_DIR || 'data/uploads');

/** The file of a key, never outside the folder (keys are made by the server, but never trusted). */
function fileOf(key: string): string {
  const base = root();
  const file = resolve(join(base, key));
  if (!file.startsWith(base + sep)) throw new Error(`Storage key outside the uploads folder: ${key}`);
  return file;
}

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export async function putObject(key: string, bytes: Uint8Array, _contentType: string): Promise<void> {
  const file = fileOf(key);
  await mkdir(dirname(file), { recursive: true });
  // Written beside, then renamed: a half-written file is never served under the key.
  const partial = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

export async function getObject(key: string, range?: { start: number; end?: number }) {
  let file: string;
  try {
    file = fileOf(key);
  } catch {
    return null;
  }
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const size = info.size;
  const contentType = TYPES[key.split('.').pop()!.toLowerCase()] ?? 'application/octet-stream';
  if (range && range.start >= size) return { body: null, contentType, size, range: 'unsatisfiable' as const };
  const part = range ? { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) } : null;
  const stream = createReadStream(file, part ?? {});
  return {
    body: Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>,
    contentType,
    size,
    range: part,
  };
}

export async function deleteObject(key: string): Promise<void> {
  await rm(fileOf(key), { force: true });
}

export async function resizeImage(bytes: Uint8Array, maxWidth: number) {
  const { default: sharp } = await import('sharp');
  // rotate() applies the camera's orientation before the metadata (and its location) is dropped,
  // which sharp does unless told to keep it.
  const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000 })
    .rotate()
    .resize({ width: maxWidth, withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), contentType: 'image/webp', width: info.width, height: info.height };
}

const LOOKUP_TIMEOUT_MS = 5_000;

export async function resolveHostAddresses(hostname: string): Promise<string[]> {
  const answers = await Promise.race([
    lookup(hostname, { all: true, order: 'verbatim' }),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`Looking up ${hostname} timed out`)), LOOKUP_TIMEOUT_MS).unref()),
  ]);
  return answers.map((answer) => answer.address);
}
