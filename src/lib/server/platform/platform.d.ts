declare module '#platform' {
  export const platformName: 'node' | 'workers';
  export function readEnvironment(): Record<string, string | undefined>;

  /** A stored file: its bytes as a stream, type and size, or the part a Range asked for. */
  /** `range` is 'unsatisfiable' when the asked range starts past the end (no body is opened). */
  export type StoredObject = {
    body: ReadableStream<Uint8Array> | null;
    contentType: string;
    size: number;
    range: { start: number; end: number } | 'unsatisfiable' | null;
  };
  /** Stores a file under a key ("photos/12/abc.webp"); throws when storage is unavailable. */
  export function putObject(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** A stored file, or null; with `range` ({start, end} inclusive), that part only. */
  export function getObject(key: string, range?: { start: number; end?: number }): Promise<StoredObject | null>;
  /** Removes a stored file; nothing happens when it is already gone. */
  export function deleteObject(key: string): Promise<void>;
  /**
   * An uploaded photo made web-sized: at most `maxWidth` wide, WebP, metadata (location) dropped.
   * Null where the platform cannot process images (Workers): the caller then strips metadata itself.
   */
  /**
   * The addresses a host name resolves to (IPv4 and IPv6), to check before the server posts to it;
   * throws when it does not resolve. Null where the platform has no name lookup (Workers, whose
   * fetch reaches only the public internet).
   */
  export function resolveHostAddresses(hostname: string): Promise<string[] | null>;
  export function resizeImage(
    bytes: Uint8Array,
    maxWidth: number,
  ): Promise<{ bytes: Uint8Array; contentType: string; width: number; height: number } | null>;
}

declare module 'cloudflare:workers' {
  /** The Worker's bindings: string vars and secrets, plus R2/KV objects. */
  export const env: Record<string, unknown>;
}
