/**
 * The static file every throughput is compared with, proven to be served from memory. The
 * favicon (192 B) is below the precompression threshold of 1 KB, so it has no twin and the
 * adapter reads it from disk on every request: a reference that measures the disk, not the
 * server. The service worker's registration script has brotli and gzip twins, which
 * scripts/serve/precompressed.ts reads once at start and sends from memory; the proof is that
 * the bytes that arrive are exactly its .br twin's.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { get } from './load.ts';

export const STATIC_REFERENCE = '/sw-register.js';

/** The reference's path once the server answered it with its in-memory brotli twin; throws otherwise. */
export async function provenStaticReference(base: string, clientDir = join('dist', 'client')): Promise<string> {
  const twin = join(clientDir, `${STATIC_REFERENCE.slice(1)}.br`);
  let twinBytes: number;
  try {
    twinBytes = statSync(twin).size;
  } catch {
    throw new Error(`The static reference ${STATIC_REFERENCE} has no brotli twin (${twin}): the server would read it from disk.`);
  }
  const answer = await get(base + STATIC_REFERENCE);
  if (answer.status !== 200 || answer.encoding !== 'br' || answer.bytes !== twinBytes)
    throw new Error(
      `The static reference ${STATIC_REFERENCE} did not come from memory: ${answer.status}, ${answer.encoding}, ${answer.bytes} B (its twin is ${twinBytes} B br).`,
    );
  return STATIC_REFERENCE;
}
