/**
 * Cloudflare Workers implementation of the platform module: vars and secrets from bindings,
 * uploaded files in the UPLOADS R2 bucket. Workers have no image library: photos are stored as
 * sent, with their metadata stripped by the caller.
 */
import { env } from 'cloudflare:workers';

export const platformName = 'workers' as const;

/** String vars and secrets of the Worker; other bindings (R2, KV) are read where they are used. */
export function readEnvironment(): Record<string, string | undefined> {
  const values: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(env as Record<string, unknown>)) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

type R2Object = {
  body: ReadableStream<Uint8Array>;
  size: number;
  httpMetadata?: { contentType?: string };
  range?: { offset?: number; length?: number };
};
type R2Bucket = {
  put(key: string, value: Uint8Array, options?: { httpMetadata?: { contentType?: string } }): Promise<unknown>;
  get(key: string, options?: { range?: { offset: number; length?: number } }): Promise<R2Object | null>;
  head(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
};

function bucket(): R2Bucket {
  const binding = (env as Record<string, unknown>).UPLOADS as R2Bucket | undefined;
  if (!binding) throw new Error('No UPLOADS R2 bucket is bound to this Worker');
  return binding;
}

export async function putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await bucket().put(key, bytes, { httpMetadata: { contentType } });
}

export async function getObject(key: string, range?: { start: number; end?: number }) {
  const store = bucket();
  if (!range) {
    const object = await store.get(key);
    return object
      ? { body: object.body, contentType: object.httpMetadata?.contentType ?? 'application/octet-stream', size: object.size, range: null }
      : null;
  }
  const head = await store.head(key);
  if (!head) return null;
  if (range.start >= head.size)
    return { body: null, contentType: 'application/octet-stream', size: head.size, range: 'unsatisfiable' as const };
  const end = Math.min(range.end ?? head.size - 1, head.size - 1);
  const object = await store.get(key, { range: { offset: range.start, length: end - range.start + 1 } });
  return object
    ? {
        body: object.body,
        contentType: object.httpMetadata?.contentType ?? 'application/octet-stream',
        size: head.size,
        range: { start: range.start, end },
      }
    : null;
}

export async function deleteObject(key: string): Promise<void> {
  await bucket().delete(key);
}

/**
 * Workers have no name lookup. Their fetch goes out through Cloudflare to the public internet and
 * cannot reach a private network, loopback or a metadata service, so the push services'
 * allow-list is the whole check there.
 */
export async function resolveHostAddresses(): Promise<null> {
  return null;
}

export async function resizeImage(): Promise<null> {
  return null;
}
